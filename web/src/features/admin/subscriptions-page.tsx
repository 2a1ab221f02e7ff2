// Subscriptions for managers: search and filter, a page of them, and the chosen one in full.
// ?orderId= shows those an order created or renewed (linked from the order card).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader } from '@/components/staff-page';
import {
  useAdminSubscriptions,
  SUBSCRIPTIONS_PER_PAGE,
  type SubscriptionFilter,
  type SubscriptionList as List,
} from './api/subscriptions';
import { AdminPage, EmptyState } from './components/admin-page';
import { Pagination } from './components/pagination';
import { SubscriptionDetail } from './components/subscription-detail';
import { SubscriptionSearchForm } from './components/subscription-search-form';

export function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<SubscriptionFilter>({
    q: '',
    status: '',
    orderId: params.get('orderId') ?? '',
    page: 1,
  });
  // A new search, status or order starts again from the first page.
  const change = (c: Partial<SubscriptionFilter>) => setFilter({ ...filter, page: 1, ...c });
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
      <SubscriptionSearchForm filter={filter} onSearch={(q) => change({ q })} onChange={change} />
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.data && list.data.items.length === 0 && (
        <EmptyState>No subscriptions match.</EmptyState>
      )}
      {list.data && list.data.items.length > 0 && (
        <ListHeader title="Subscriptions" count={list.data.total.toLocaleString('en-US')} />
      )}
      {list.data && list.data.items.length > 0 && (
        <SubscriptionList items={list.data.items} selected={selected} onSelect={select} />
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

type ListProps = { items: List['items']; selected: string; onSelect: (id: string) => void };

function SubscriptionList({ items, selected, onSelect }: ListProps) {
  return (
    <ul className="flex flex-col gap-2" data-testid="subscription-list">
      {items.map((s) => (
        <li key={s.id}>
          <button
            type="button"
            onClick={() => onSelect(s.id)}
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
  );
}
