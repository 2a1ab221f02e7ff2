// The orders page's search box and status filter; the page decides when to search.
import { ORDER_STATUSES, type OrderStatus } from '../api/orders';
import { inputClass } from './field';
import { SearchField } from './search-field';

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
      <SearchField
        id="order-search"
        label="Search orders"
        placeholder="Order id, name, e-mail or phone"
        value={text}
        onChange={onText}
        className="flex-1"
      />
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
