// The dashboard's figures for staff who read orders: the figure cards (active subscriptions,
// monthly recurring revenue, bottles out, cash outstanding, then the cash told apart: with
// drivers, due today and later, and the stuck stops) and the charts.
import { Link } from '@/lib/link';
import { Loading } from '@/components/page';
import { formatPKR } from '@/lib/money';
import { useCan } from '../api/session';
import { Notice } from '../components/notice';
import { OrdersChart, SlotsChart } from './dashboard-charts';
import { useDashboard, type Dashboard } from './dashboard-api';

function Figures({ d }: { d: Dashboard }) {
  // The subscriptions figure opens the Subscriptions page for staff who manage them.
  const subscriptionsLink = useCan('manage:subscription') ? '/admin/subscriptions' : undefined;
  const cards: [string, string, string, string?][] = [
    [
      'Active subscriptions',
      d.activeSubscriptions.toLocaleString('en-US'),
      'delivering now',
      subscriptionsLink,
    ],
    ['Monthly recurring revenue', formatPKR(d.mrrPaisa), 'active subscriptions, per month'],
    [
      'Bottles out',
      d.bottlesOut.toLocaleString('en-US'),
      `deposits held ${formatPKR(d.depositsHeldPaisa)}`,
    ],
    [
      'Cash outstanding',
      formatPKR(d.cashOutstandingPaisa),
      `${formatPKR(d.cashDueOnOpenStopsPaisa)} due on open stops, ${formatPKR(d.cashWithDriversPaisa)} with drivers`,
    ],
    ['Cash with drivers', formatPKR(d.cashWithDriversPaisa), 'collected, day not closed yet'],
    [
      'Cash due today',
      formatPKR(d.cashDueTodayPaisa),
      `${formatPKR(d.cashDueLaterPaisa)} due on later days' stops`,
    ],
    [
      'Stuck stops',
      d.stuckStops.toLocaleString('en-US'),
      `failed or overdue, ${formatPKR(d.cashDueOnStuckStopsPaisa)} cash due on them`,
      d.stuckStops > 0 ? '/admin/dispatch' : undefined,
    ],
  ];
  return (
    <dl
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="dashboard-figures"
    >
      {cards.map(([label, value, note, to]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">
            {to ? (
              <Link to={to} className="text-brand-700 hover:underline">
                {value}
              </Link>
            ) : (
              value
            )}
          </dd>
          <dd className="mt-1 text-xs text-muted">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DashboardOverview() {
  const can = useCan('read:order');
  const q = useDashboard(can);
  if (!can) return null;
  if (q.isPending) return <Loading label="Loading the figures…" />;
  if (q.isError)
    return <Notice tone="error">Could not load the figures. Please reload the page.</Notice>;
  return (
    <section aria-label="Figures" className="flex flex-col gap-4">
      <Figures d={q.data} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <OrdersChart days={q.data.ordersPerDay} />
        <SlotsChart dashboard={q.data} />
      </div>
    </section>
  );
}
