// The dashboard's two charts: orders and revenue per Pakistan day (30 days) and this week's
// deliveries per slot. Each is a figure whose caption says what it shows and whose table
// (visually hidden, read by screen readers) holds every figure the canvas draws.
import { useMemo } from 'react';
import type uPlot from 'uplot';
import { formatPKR } from '@/lib/money';
import { shortDay, slotsInOrder, type Dashboard } from './dashboard-api';
import { UplotChart } from './uplot-chart';

const BRAND = '#0369a1';
const AMBER = '#b45309';
const GREEN = '#15803d';
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
/** Value axes start at zero (uPlot fits the data's own range otherwise). */
const fromZero = (_: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
  0,
  max > 0 ? max * 1.1 : 1,
];
/** Tick steps for counts and rupees: whole numbers only (no "0.25 stops" on a quiet day). */
const WHOLE = [1, 2, 5].flatMap((d) => [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7].map((p) => d * p));
WHOLE.sort((a, b) => a - b);
const AXIS = { stroke: '#475569', grid: { stroke: '#e2e8f0' }, ticks: { stroke: '#cbd5e1' } };

function Legend({ items }: { items: [string, string][] }) {
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
      {items.map(([label, color]) => (
        <li key={label} className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm" style={{ background: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures for screen readers. A table ignores sr-only's 1 px width: the
 * wrapper clips it (no sideways scroll). */
function HiddenTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: string[][];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// min-w-0: a grid cell as narrow as its column, never as wide as the canvas drawn in it.
const card = 'flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4';

/** uPlot options: orders as bars (left axis), revenue in PKR as a line (right axis). */
const ordersOptions = (days: Dashboard['ordersPerDay']) => (lib: typeof uPlot) => ({
  legend: { show: false },
  cursor: { show: false },
  scales: { x: { time: false }, y: { range: fromZero }, rs: { range: fromZero } },
  axes: [
    {
      ...AXIS,
      values: (_: uPlot, ticks: number[]) => ticks.map((i) => shortDay(days[i]?.date ?? '')),
    },
    { ...AXIS, label: 'Orders', incrs: WHOLE },
    {
      ...AXIS,
      side: 1,
      scale: 'rs',
      label: 'Revenue (PKR)',
      size: 64,
      incrs: WHOLE,
      grid: { show: false },
      values: (_: uPlot, ticks: number[]) => ticks.map((v) => compact.format(v)),
    },
  ],
  series: [
    {},
    {
      label: 'Orders',
      stroke: BRAND,
      fill: '#0369a133',
      paths: lib.paths.bars?.({ size: [0.7, 40] }),
      points: { show: false },
    },
    { label: 'Revenue (PKR)', stroke: AMBER, width: 2, scale: 'rs' },
  ],
});

/** uPlot options: stops and delivered side by side per slot. */
const slotsOptions = (slots: ReturnType<typeof slotsInOrder>) => (lib: typeof uPlot) => ({
  legend: { show: false },
  cursor: { show: false },
  scales: {
    x: { time: false, range: [-0.5, slots.length - 0.5] as [number, number] },
    y: { range: fromZero },
  },
  axes: [
    {
      ...AXIS,
      splits: () => slots.map((_, i) => i),
      // Two lines per label ("9am–" over "12pm"): four slots fit a 390 px phone.
      values: (_: uPlot, ticks: number[]) =>
        ticks.map((i) => (slots[i]?.slot ?? '').replace('-', '–\n')),
      size: 56,
    },
    { ...AXIS, label: 'Stops', incrs: WHOLE },
  ],
  series: [
    {},
    {
      label: 'Stops',
      stroke: BRAND,
      fill: '#0369a1aa',
      paths: lib.paths.bars?.({ size: [0.35, 40], align: -1 }),
      points: { show: false },
    },
    {
      label: 'Delivered',
      stroke: GREEN,
      fill: '#15803daa',
      paths: lib.paths.bars?.({ size: [0.35, 40], align: 1 }),
      points: { show: false },
    },
  ],
});

export function OrdersChart({ days }: { days: Dashboard['ordersPerDay'] }) {
  const data = useMemo<uPlot.AlignedData>(
    () => [days.map((_, i) => i), days.map((d) => d.orders), days.map((d) => d.revenuePaisa / 100)],
    [days],
  );
  const options = useMemo(() => ordersOptions(days), [days]);
  const total = days.reduce((a, d) => a + d.orders, 0);
  const revenue = days.reduce((a, d) => a + d.revenuePaisa, 0);
  return (
    <figure className={card}>
      <figcaption>
        <span className="font-semibold text-ink">Orders and revenue per day</span>{' '}
        <span className="text-sm text-muted">
          last 30 days, Pakistan time: {total.toLocaleString('en-US')} orders, {formatPKR(revenue)}
        </span>
      </figcaption>
      <Legend
        items={[
          ['Orders (bars)', BRAND],
          ['Revenue (line)', AMBER],
        ]}
      />
      <UplotChart options={options} data={data} testId="orders-chart" />
      <HiddenTable
        caption="Orders and revenue per day, Pakistan time"
        head={['Day', 'Orders', 'Revenue']}
        rows={days.map((d) => [shortDay(d.date), String(d.orders), formatPKR(d.revenuePaisa)])}
      />
    </figure>
  );
}

export function SlotsChart({ dashboard }: { dashboard: Dashboard }) {
  const slots = useMemo(() => slotsInOrder(dashboard.deliveriesPerSlot), [dashboard]);
  const data = useMemo<uPlot.AlignedData>(
    () => [slots.map((_, i) => i), slots.map((s) => s.stops), slots.map((s) => s.delivered)],
    [slots],
  );
  const options = useMemo(() => slotsOptions(slots), [slots]);
  const range = `${shortDay(dashboard.deliveriesFrom)} – ${shortDay(dashboard.deliveriesTo)}`;
  return (
    <figure className={card}>
      <figcaption>
        <span className="font-semibold text-ink">Deliveries per slot</span>{' '}
        <span className="text-sm text-muted">{range}, not cancelled</span>
      </figcaption>
      <Legend
        items={[
          ['Stops', BRAND],
          ['Delivered', GREEN],
        ]}
      />
      <UplotChart options={options} data={data} height={200} testId="slots-chart" />
      <HiddenTable
        caption={`Deliveries per slot, ${range}`}
        head={['Slot', 'Stops', 'Delivered']}
        rows={slots.map((x) => [x.slot, String(x.stops), String(x.delivered)])}
      />
    </figure>
  );
}
