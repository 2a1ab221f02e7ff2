import type { LucideIcon } from 'lucide-react';

export type IconCard = { Icon: LucideIcon; title: string; text: string };

// Two looks: 'compact' (the product page's perks) and 'roomy' (the about page's values).
const LOOKS = {
  compact: {
    item: 'rounded-xl border border-slate-200 p-4',
    icon: 20,
    Title: 'p',
    title: 'mt-2 font-semibold',
    text: 'text-sm text-muted',
  },
  roomy: {
    item: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
    icon: 28,
    Title: 'h3',
    title: 'mt-3 text-lg font-semibold',
    text: 'mt-2 text-sm leading-6 text-muted',
  },
} as const;

/** A list of cards, each an icon, a title and a line of text. */
export function IconCards({
  cards,
  look,
  className,
}: {
  cards: IconCard[];
  look: keyof typeof LOOKS;
  className: string;
}) {
  const l = LOOKS[look];
  return (
    <ul className={className}>
      {cards.map(({ Icon, title, text }) => (
        <li key={title} className={l.item}>
          <Icon size={l.icon} className="text-brand-700" aria-hidden="true" />
          <l.Title className={l.title}>{title}</l.Title>
          <p className={l.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
