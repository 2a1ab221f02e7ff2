// Subscriptions for managers: search and filter, a page of them, and the chosen one in full.
// ?orderId= shows those an order created or renewed (linked from the order card).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import {
  useAdminSubscriptions,
  SUBSCRIPTIONS_PER_PAGE,
  type SubscriptionFilter,
} from './api/subscriptions';
import { AdminPage, EmptyState } from './components/admin-page';
import { Pagination } from './components/pagination';
import { SubscriptionDetail } from './components/subscription-detail';

const field = 'rounded-lg border border-slate-300 px-3 py-2';

export function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<SubscriptionFilter>({
    q: '',
    status: '',
    orderId: params.get('orderId') ?? '',
    page: 1,
  });
  const selected = params.get('id') ?? '';
  const list = useAdminSubscriptions(filter);
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    setParams(next);
  };
  return (
    <AdminPage
      title="Subscriptions"
      lead={list.data ? `${list.data.activeCount} active` : undefined}
    >
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter({ ...filter, q, page: 1 });
        }}
      >
        <label className="text-sm font-medium">
          Search
          <input
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Name, e-mail, phone, SUB- or ORD-"
            className={`${field} ml-2`}
          />
        </label>
        <label className="text-sm font-medium">
          Status
          <select
            value={filter.status}
            onChange={(e) =>
              setFilter({
                ...filter,
                status: e.target.value as SubscriptionFilter['status'],
                page: 1,
              })
            }
            className={`${field} ml-2`}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="paused">Paused</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {filter.orderId && (
          <Button variant="ghost" onClick={() => setFilter({ ...filter, orderId: '', page: 1 })}>
            Showing order {filter.orderId} only: show all
          </Button>
        )}
      </form>
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.data && list.data.items.length === 0 && (
        <EmptyState>No subscriptions match.</EmptyState>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="subscription-list">
          {list.data.items.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => select(s.id)}
                aria-current={s.id === selected ? 'true' : undefined}
                className="flex w-full flex-wrap justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left hover:bg-brand-50"
              >
                <span className="font-mono">{s.id}</span>
                <span>
                  {s.customer.firstName} {s.customer.lastName} · {s.plan.name} · {s.weekdayName}s{' '}
                  {s.slot}
                </span>
                <span className="font-semibold capitalize" data-testid="list-status">
                  {s.status}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={filter.page}
          perPage={SUBSCRIPTIONS_PER_PAGE}
          total={list.data.total}
          onPage={(page) => setFilter({ ...filter, page })}
        />
      )}
      {selected && <SubscriptionDetail key={selected} id={selected} />}
    </AdminPage>
  );
}
