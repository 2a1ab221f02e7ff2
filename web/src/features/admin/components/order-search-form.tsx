// The orders page's search box and status filter; the page decides when to search.
import { Search } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus } from '../api/orders';
import { inputClass } from './field';

type Props = {
  text: string;
  status: OrderStatus | '';
  onText: (text: string) => void;
  onSearch: (change: { status?: OrderStatus | '' }) => void;
};

export function OrderSearchForm({ text, status, onText, onSearch }: Props) {
  return (
    <form
      role="search"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({});
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="order-search" className="text-sm font-medium text-slate-800">
          Search orders
        </label>
        <div className="relative">
          <Search
            size={16}
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id="order-search"
            type="search"
            value={text}
            onChange={(e) => onText(e.target.value)}
            placeholder="Order id, name, e-mail or phone"
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1 sm:w-52">
        <label htmlFor="order-status-filter" className="text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(e) => onSearch({ status: e.target.value as OrderStatus | '' })}
          className={`${inputClass} capitalize`}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
