import { Minus, Plus } from 'lucide-react';

import { t } from '@/lib/i18n/i18n';
import './shop/locales';

type Props = {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  label: string;
  size?: 'sm' | 'md';
};

/** Minus / value / plus; never goes below min (a quantity is at least 1). */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 999,
  label,
  size = 'md',
}: Props) {
  const box = size === 'sm' ? 'h-8 w-8' : 'h-10 w-10';
  return (
    <div
      className="inline-flex items-center rounded-lg border border-slate-300"
      role="group"
      aria-label={label}
    >
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={t('Decrease {what}', { what: label.toLowerCase() })}
      >
        <Minus size={16} aria-hidden="true" />
      </button>
      <span className="min-w-10 text-center font-semibold tabular-nums" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className={`${box} inline-flex items-center justify-center text-slate-700 hover:bg-slate-100 disabled:opacity-40`}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={t('Increase {what}', { what: label.toLowerCase() })}
      >
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
