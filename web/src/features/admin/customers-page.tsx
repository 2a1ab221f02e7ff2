// /admin/customers: everyone who has ordered (derived from orders by the server), with a
// summary of customers, orders and revenue.
import { Loading } from '@/components/page';
import { formatPKR } from '@/lib/money';
import { useCustomers, type Customer } from './api/customers';
import { AdminPage, EmptyState } from './components/admin-page';
import { Notice } from './components/notice';
import { formatDateTime } from './lib/format';

export const NO_CUSTOMERS =
  'No customers found. Customers will appear here once they place orders.';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-800">{value}</dd>
    </div>
  );
}

function CustomerRow({ c }: { c: Customer }) {
  return (
    <li className="grid gap-2 p-4 text-sm sm:grid-cols-[1.2fr_1.5fr_1fr_auto] sm:items-center">
      <div>
        <p className="font-semibold text-ink">{c.name}</p>
        <p className="text-muted">{c.city}</p>
      </div>
      <div className="min-w-0">
        <p className="break-all">
          {c.email === 'N/A' ? (
            c.email
          ) : (
            <a href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
              {c.email}
            </a>
          )}
        </p>
        <p>{c.phone}</p>
        <p className="text-muted">{c.address}</p>
      </div>
      <div>
        <p>
          <span className="font-semibold tabular-nums">{c.totalOrders}</span>{' '}
          {c.totalOrders === 1 ? 'order' : 'orders'} · {formatPKR(c.totalSpentPaisa)}
        </p>
        <p className="text-muted">Last order {formatDateTime(c.lastOrderDate)}</p>
        <p>
          Bottles held: <span className="font-semibold tabular-nums">{c.bottleBalance}</span>
        </p>
      </div>
      <p className="text-xs text-muted sm:text-right">Since {formatDateTime(c.createdAt)}</p>
    </li>
  );
}

export function AdminCustomersPage() {
  const customers = useCustomers();
  const data = customers.data;
  return (
    <AdminPage title="Customers" lead="Everyone who has ordered, most recent first.">
      {data && (
        <dl className="grid gap-4 sm:grid-cols-3" aria-label="Summary">
          <Stat label="Customers" value={data.summary.customers} />
          <Stat label="Orders" value={data.summary.orders} />
          <Stat label="Revenue" value={formatPKR(data.summary.revenuePaisa)} />
        </dl>
      )}
      {customers.isError && (
        <Notice tone="error">Could not load the customers. Please try again.</Notice>
      )}
      {customers.isPending ? (
        <Loading label="Loading customers…" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>{NO_CUSTOMERS}</EmptyState>
      ) : (
        <ul
          aria-label="Customers"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {data.items.map((c) => (
            <CustomerRow key={c.id} c={c} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
