import { t, useT } from '@/lib/i18n/i18n';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { MINERALS, type Mineral } from './minerals';
import { glassRevealStyle, itemRevealStyle } from './reveal';
import { useRevealOnce } from './use-reveal-once';
import './locales';

function MineralItem({
  mineral,
  index,
  revealed,
  reducedMotion,
  align = 'left',
}: {
  mineral: Mineral;
  index: number;
  revealed: boolean;
  reducedMotion: boolean;
  align?: Align;
}) {
  const alignClass = align === 'right' ? 'lg:text-end' : align === 'center' ? 'text-center' : '';
  return (
    <li
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${alignClass}`}
      style={itemRevealStyle(index, revealed, reducedMotion)}
      data-testid="mineral"
    >
      <h3 className="font-semibold text-ink">{t(mineral.name)}</h3>
      <p className="mt-1 text-2xl font-bold text-brand-700 tabular-nums">
        {mineral.value} <span className="text-sm font-semibold text-muted">{t('mg/l')}</span>
      </p>
      <p className="mt-1 text-sm text-muted">{t(mineral.note)}</p>
    </li>
  );
}

/** The glass in the middle, on its ring, with the dashed line behind it on wide screens. */
function Glass({ revealed, reducedMotion }: { revealed: boolean; reducedMotion: boolean }) {
  return (
    <div className="relative flex justify-center py-4">
      <span
        className="absolute inset-y-0 left-1/2 hidden border-l-2 border-dashed border-brand-200 lg:block"
        aria-hidden="true"
      />
      <span
        className="absolute left-1/2 top-1/2 h-60 w-60 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white ring-1 ring-brand-100 sm:h-72 sm:w-72"
        aria-hidden="true"
      />
      <img
        src="/images/water-glass.svg"
        alt={t('A glass of purified water')}
        width="220"
        height="300"
        loading="lazy"
        className="relative h-56 w-auto sm:h-72"
        style={glassRevealStyle(revealed, reducedMotion)}
        data-testid="composition-glass"
      />
    </div>
  );
}

type Align = 'left' | 'right' | 'center';
const COLUMN = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-1';
// Where each mineral stands: two left of the glass, two right of it, three below.
const LAYOUT: { className: string; items: number[]; align?: Align }[] = [
  { className: COLUMN, items: [0, 1], align: 'right' },
  { className: COLUMN, items: [2, 3] },
  {
    className:
      'mt-4 grid grid-cols-2 gap-4 sm:mt-6 sm:grid-cols-3 sm:gap-6 lg:mt-10 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1',
    items: [4, 5, 6],
    align: 'center',
  },
];

/** Water composition: two items, the glass, two items; three more below. */
export function WaterComposition() {
  const { ref, revealed } = useRevealOnce<HTMLElement>();
  const reducedMotion = useReducedMotion();
  useT();
  const [left, right, below] = LAYOUT.map((group) => (
    <ul className={group.className}>
      {group.items.map((i) => (
        <MineralItem
          key={MINERALS[i]!.name}
          mineral={MINERALS[i]!}
          index={i}
          revealed={revealed}
          reducedMotion={reducedMotion}
          align={group.align}
        />
      ))}
    </ul>
  ));
  return (
    <section
      ref={ref}
      aria-labelledby="composition-heading"
      className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20"
      data-revealed={revealed}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="composition-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('Water composition')}
          </h2>
          <span
            className="mx-auto mt-4 block h-1 w-20 rounded-full bg-brand-500"
            aria-hidden="true"
          />
          <p className="mx-auto mt-4 max-w-2xl text-muted">
            {t(
              'What is in every bottle, in milligrams per litre, measured after our 5-step filtration.',
            )}
          </p>
        </div>
        <div className="mt-12 grid items-center gap-4 sm:gap-6 lg:grid-cols-[1fr_16rem_1fr] lg:gap-10">
          {left}
          <Glass revealed={revealed} reducedMotion={reducedMotion} />
          {right}
        </div>
        {below}
      </div>
    </section>
  );
}
