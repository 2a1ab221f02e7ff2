import { Check } from 'lucide-react';

/** A plan's features, each with a tick. */
export function PlanFeatures({ features, className }: { features: string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <Check size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" /> {f}
        </li>
      ))}
    </ul>
  );
}
