// /admin/cookies: the cookies of this site that the browser lets scripts see. The admin
// session cookie is HttpOnly, so it is never listed (nor deletable) here.
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { deleteCookie, listCookies } from '@/lib/cookies';
import { AdminPage, EmptyState } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { DataTable, TableCard } from './components/data-table';
import { RefreshButton } from './components/list-state';
import { MessageNotice } from './components/notice';
import { displayCookieValue } from './lib/cookie-display';
import type { Message } from './lib/messages';

export const confirmDeleteCookie = (name: string) =>
  `Delete the cookie "${name}"? The site may forget the choice or data it holds.`;

const COLUMNS = ['Name', 'Value', { label: 'Actions', className: 'text-right', srOnly: true }];

/** The cookies as last read, which values are shown in full, and the last deletion's notice. */
function useCookieList() {
  const [cookies, setCookies] = useState(listCookies);
  const [revealed, setRevealed] = useState<Set<string>>(() => new Set());
  const [notice, setNotice] = useState<Message | null>(null);
  const refresh = () => setCookies(listCookies());
  const toggle = (name: string) =>
    setRevealed((r) => {
      const next = new Set(r);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const remove = (name: string) => {
    deleteCookie(name);
    refresh();
    setNotice({ tone: 'success', text: `Deleted the cookie "${name}".` });
  };
  return { cookies, revealed, notice, setNotice, refresh, toggle, remove };
}

export function AdminCookiesPage() {
  const { cookies, revealed, notice, setNotice, refresh, toggle, remove } = useCookieList();
  const { ask, dialog } = useConfirm();
  return (
    <AdminPage
      title="Browser Cookies"
      lead="Cookies this site has set in this browser. The admin session cookie is HttpOnly and not shown."
      actions={<RefreshButton onClick={refresh} />}
    >
      <MessageNotice message={notice} onDismiss={() => setNotice(null)} />
      {cookies.length === 0 ? (
        <EmptyState>No cookies found.</EmptyState>
      ) : (
        <TableCard label="Cookies">
          <DataTable caption="Cookies" columns={COLUMNS}>
            {cookies.map(({ name, value }) => (
              <CookieRow
                key={name}
                name={name}
                value={value}
                shown={revealed.has(name)}
                onToggle={() => toggle(name)}
                onDelete={() => ask(confirmDeleteCookie(name), () => remove(name), 'Delete')}
              />
            ))}
          </DataTable>
        </TableCard>
      )}
      {dialog}
    </AdminPage>
  );
}

type RowProps = {
  name: string;
  value: string;
  shown: boolean;
  onToggle: () => void;
  onDelete: () => void;
};

function CookieRow({ name, value, shown, onToggle, onDelete }: RowProps) {
  return (
    <tr data-testid="cookie-row">
      <th scope="row" className="whitespace-nowrap px-4 py-3 font-mono font-semibold">
        {name}
      </th>
      <td
        className={`max-w-md px-4 py-3 font-mono text-slate-700 ${shown ? 'break-all' : 'whitespace-nowrap'}`}
        data-testid="cookie-value"
      >
        {displayCookieValue(value, shown)}
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onToggle}
            aria-label={`${shown ? 'Hide' : 'Show'} value of ${name}`}
          >
            {shown ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
            <span className="hidden sm:inline">{shown ? 'Hide' : 'Show'}</span>
          </Button>
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            aria-label={`Delete ${name}`}
          >
            <Trash2 size={16} aria-hidden="true" />
            <span className="hidden sm:inline">Delete</span>
          </button>
        </div>
      </td>
    </tr>
  );
}
