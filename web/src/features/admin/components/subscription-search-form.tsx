// The subscriptions page's search (on submit) and status filter (at once), react-hook-form;
// with the order the list is narrowed to, if any, and a way back to all.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import type { SubscriptionFilter } from '../api/subscriptions';
import { subscriptionSearchSchema, type SubscriptionSearch } from '../lib/search-forms';
import { CompactField, compactClass } from './field';

type Props = {
  filter: SubscriptionFilter;
  onSearch: (q: string) => void;
  onChange: (change: Partial<SubscriptionFilter>) => void;
};

export function SubscriptionSearchForm({ filter, onSearch, onChange }: Props) {
  const { register, handleSubmit } = useForm<SubscriptionSearch>({
    defaultValues: { q: '', status: filter.status },
    resolver: zodResolver(subscriptionSearchSchema),
  });
  const status = register('status', {
    onChange: (e: { target: { value: SubscriptionSearch['status'] } }) =>
      onChange({ status: e.target.value }),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => void handleSubmit((v) => onSearch(v.q))(e)}
    >
      <CompactField label="Search">
        <input
          placeholder="Name, e-mail, phone, SUB- or ORD-"
          className={`${compactClass} ml-2`}
          {...register('q')}
        />
      </CompactField>
      <CompactField label="Status">
        <select className={`${compactClass} ml-2`} {...status}>
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="paused">Paused</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </CompactField>
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {filter.orderId && (
        <Button variant="ghost" onClick={() => onChange({ orderId: '' })}>
          Showing order {filter.orderId} only: show all
        </Button>
      )}
    </form>
  );
}
