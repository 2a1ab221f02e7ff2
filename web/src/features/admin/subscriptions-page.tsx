// Subscriptions for managers: search and filter, the matches in pages loaded on demand (by the
// server's cursor) in a table whose header row stays in view, and the chosen one in full.
// ?orderId= shows those an order created or renewed (linked from the order card).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListHeader } from '@/components/staff-page';
import {
  useAdminSubscriptions,
  type SubscriptionFilter,
  type SubscriptionList as List,
} from './api/subscriptions';
import { AdminPage } from './components/admin-page';
import { DataTable, TableCard } from './components/data-table';
import { ListState, ShowMoreButton, shownOf, type ListWords } from './components/list-state';
import { SubscriptionDetail } from './components/subscription-detail';
import { SubscriptionSearchForm } from './components/subscription-search-form';

const WORDS: ListWords = {
  failed: 'Could not load the subscriptions. Please try again.',
  loading: 'Loading subscriptions…',
  none: 'No subscriptions match.',
};

export function AdminSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<SubscriptionFilter>({
    q: '',
    status: '',
    orderId: params.get('orderId') ?? '',
  });
  // A new search, status or order starts again from the first page (a new query key).
  const change = (c: Partial<SubscriptionFilter>) => setFilter({ ...filter, ...c });
  const selected = params.get('id') ?? '';
  const list = useAdminSubscriptions(filter);
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  const select = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    setParams(next);
  };
  return (
    <AdminPage title="Subscriptions" lead={first ? `${first.activeCount} active` : undefined}>
      <SubscriptionSearchForm filter={filter} onSearch={(q) => change({ q })} onChange={change} />
      <ListState query={list} empty={items.length === 0} words={WORDS}>
        {first && (
          <ListHeader
            title={
              filter.q || filter.status || filter.orderId
                ? 'Matching subscriptions'
                : 'Subscriptions'
            }
            count={shownOf(items.length, first)}
          />
        )}
        <div data-testid="subscription-list">
          <SubscriptionTable items={items} selected={selected} onSelect={select} />
        </div>
      </ListState>
      <ShowMoreButton pages={list} label="Show more subscriptions" />
      {selected && <SubscriptionDetail key={selected} id={selected} />}
    </AdminPage>
  );
}

type TableProps = { items: List['items']; selected: string; onSelect: (id: string) => void };

const COLUMNS = ['Subscription', 'Customer', 'Plan', 'Schedule', 'Status'];

function SubscriptionTable({ items, selected, onSelect }: TableProps) {
  return (
    <TableCard label="Subscriptions">
      <DataTable caption="Subscriptions, newest first" columns={COLUMNS}>
        {items.map((s) => (
          <tr
            key={s.id}
            data-testid="subscription-row"
            className={s.id === selected ? 'bg-brand-50' : undefined}
          >
            <td className="px-4 py-2">
              <button
                type="button"
                onClick={() => onSelect(s.id)}
                aria-current={s.id === selected ? 'true' : undefined}
                className="font-mono text-brand-700 hover:underline"
              >
                {s.id}
              </button>
            </td>
            <td className="px-4 py-2">
              {s.customer.firstName} {s.customer.lastName}
            </td>
            <td className="px-4 py-2">{s.plan.name}</td>
            <td className="px-4 py-2">
              {s.weekdayName}s {s.slot}
            </td>
            <td className="px-4 py-2 font-semibold capitalize" data-testid="list-status">
              {s.status}
            </td>
          </tr>
        ))}
      </DataTable>
    </TableCard>
  );
}
