// /admin/customers: everyone who has ordered (the server keeps one row per customer as
// orders are placed), newest last order first, searchable, in pages loaded on demand, with
// the number of customers. Each customer's bottle ledger opens under their row, with the
// deposit refund form, and so does their channel for messages (SMS, e-mail or both).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '@/components/button';
import { ListHeader } from '@/components/staff-page';
import { formatPKR } from '@/lib/money';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { useCustomers, type Customer } from './api/customers';
import { AdminPage } from './components/admin-page';
import { CustomerChannel } from './components/customer-channel';
import { CustomerLedger } from './components/customer-ledger';
import { ListState, ShowMoreButton, type ListWords } from './components/list-state';
import { SearchField } from './components/search-field';
import { textSearchSchema, type TextSearch } from './lib/search-forms';
import { useSearchAsTyped } from './lib/use-search-as-typed';

export const NO_CUSTOMERS =
  'No customers found. Customers will appear here once they place orders.';
export const NO_MATCHES = 'No customers match your search.';

const CUSTOMERS_WORDS: ListWords = {
  failed: 'Could not load the customers. Please try again.',
  loading: 'Loading customers…',
  none: NO_CUSTOMERS,
};

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-800">{value}</dd>
    </div>
  );
}

type RowActionsProps = {
  c: Customer;
  ledger: boolean;
  channel: boolean;
  onLedger: () => void;
  onChannel: () => void;
};

function RowActions({ c, ledger, channel, onLedger, onChannel }: RowActionsProps) {
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <p className="text-xs text-muted">Since {formatPakistanDateTime(c.createdAt)}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-expanded={ledger}
        aria-label={`Bottle ledger of ${c.name}`}
        onClick={onLedger}
      >
        Bottle ledger
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-expanded={channel}
        aria-label={`Messages channel of ${c.name}`}
        onClick={onChannel}
      >
        Messages channel
      </button>
    </div>
  );
}

function CustomerRow({ c }: { c: Customer }) {
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState(false);
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
        <p className="text-muted">Last order {formatPakistanDateTime(c.lastOrderDate)}</p>
        <p>
          Bottles held: <span className="font-semibold tabular-nums">{c.bottleBalance}</span>
        </p>
      </div>
      <RowActions
        c={c}
        ledger={open}
        channel={channel}
        onLedger={() => setOpen(!open)}
        onChannel={() => setChannel(!channel)}
      />
      {channel && (
        <div className="sm:col-span-4">
          <CustomerChannel customer={c.id} />
        </div>
      )}
      {open && (
        <div className="sm:col-span-4">
          <CustomerLedger customer={c.id} name={c.name} />
        </div>
      )}
    </li>
  );
}

/** The search box (react-hook-form): the list follows it once the admin pauses typing. */
function CustomerSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { register, handleSubmit, control } = useForm<TextSearch>({
    defaultValues: { q: '' },
    resolver: zodResolver(textSearchSchema),
  });
  const search = (text: string) => onSearch(text.trim());
  useSearchAsTyped(useWatch({ control, name: 'q' }), q, search);
  return (
    <form role="search" onSubmit={(e) => void handleSubmit((v) => search(v.q))(e)}>
      <SearchField
        id="customer-search"
        label="Search customers"
        placeholder="Start of a name, e-mail or phone"
        {...register('q')}
      />
    </form>
  );
}

export function AdminCustomersPage() {
  const [q, setQ] = useState('');
  const customers = useCustomers(q);
  const pages = customers.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const summary = pages[0]?.summary;
  return (
    <AdminPage title="Customers" lead="Everyone who has ordered, most recent first.">
      {summary && (
        <dl className="grid gap-4 sm:grid-cols-3" aria-label="Summary">
          <Stat label="Customers" value={summary.customers} />
        </dl>
      )}
      <CustomerSearch q={q} onSearch={setQ} />
      <ListState
        query={customers}
        empty={items.length === 0}
        words={{ ...CUSTOMERS_WORDS, none: q ? NO_MATCHES : NO_CUSTOMERS }}
      >
        <ListHeader
          title={q ? 'Matching customers' : 'Customers'}
          count={`${items.length.toLocaleString('en-US')} shown`}
        />
        <ul
          aria-label="Customers"
          className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {items.map((c) => (
            <CustomerRow key={c.id} c={c} />
          ))}
        </ul>
      </ListState>
      <ShowMoreButton pages={customers} label="Show more customers" />
    </AdminPage>
  );
}
