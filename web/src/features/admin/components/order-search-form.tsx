// The orders page's search box and status filter (react-hook-form): the list follows the
// text once the admin pauses, and a status at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ORDER_STATUSES } from '../api/orders';
import { orderSearchSchema, type OrderSearch } from '../lib/search-forms';
import { useSearchAsTyped } from '../lib/use-search-as-typed';
import { inputClass } from './field';
import { StatusOptions } from './order-controls';
import { SearchField } from './search-field';

type Props = { filter: OrderSearch; onSearch: (search: OrderSearch) => void };

export function OrderSearchForm({ filter, onSearch }: Props) {
  const { register, handleSubmit, control, setValue } = useForm<OrderSearch>({
    defaultValues: { q: filter.q, status: filter.status },
    resolver: zodResolver(orderSearchSchema),
  });
  const search = handleSubmit(onSearch);
  useSearchAsTyped(useWatch({ control, name: 'q' }), filter.q, () => void search());
  // The status shown is the list's, also when a link changes it.
  useEffect(() => setValue('status', filter.status), [filter.status, setValue]);
  return (
    <form
      role="search"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(e) => void search(e)}
    >
      <SearchField
        id="order-search"
        label="Search orders"
        placeholder="Order id, name, e-mail or phone"
        className="flex-1"
        {...register('q')}
      />
      <div className="flex flex-col gap-1 sm:w-52">
        <label htmlFor="order-status-filter" className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="order-status-filter"
          className={`${inputClass} capitalize`}
          {...register('status', { onChange: () => void search() })}
        >
          <option value="">All statuses</option>
          <StatusOptions values={ORDER_STATUSES} />
        </select>
      </div>
    </form>
  );
}
