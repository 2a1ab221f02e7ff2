// /admin/cookies: the cookies of this site that the browser lets scripts see. The admin
// session cookie is HttpOnly, so it is never listed (nor deletable) here.
import { Eye, EyeOff, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { deleteCookie, listCookies } from '@/lib/cookies';
import { AdminPage, EmptyState } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { Notice } from './components/notice';
import { displayCookieValue } from './lib/cookie-display';

export const confirmDeleteCookie = (name: string) =>
  `Delete the cookie "${name}"? The site may forget the choice or data it holds.`;

export function AdminCookiesPage() {
  const [cookies, setCookies] = useState(listCookies);
  const [revealed, setRevealed] = useState<Set<string>>(() => new Set());
  const [notice, setNotice] = useState('');
  const { ask, dialog } = useConfirm();
  const refresh = () => setCookies(listCookies());
  const toggle = (name: string) =>
    setRevealed((r) => {
      const next = new Set(r);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <AdminPage
      title="Browser Cookies"
      lead="Cookies this site has set in this browser. The admin session cookie is HttpOnly and not shown."
      actions={
        <Button variant="secondary" onClick={refresh}>
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </Button>
      }
    >
      {notice && (
        <Notice tone="success" onDismiss={() => setNotice('')}>
          {notice}
        </Notice>
      )}
      {cookies.length === 0 ? (
        <EmptyState>No cookies found.</EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cookies</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3">
                  Value
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {cookies.map(({ name, value }) => {
                const shown = revealed.has(name);
                return (
                  <tr key={name} data-testid="cookie-row">
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
                          onClick={() => toggle(name)}
                          aria-label={`${shown ? 'Hide' : 'Show'} value of ${name}`}
                        >
                          {shown ? (
                            <EyeOff size={16} aria-hidden="true" />
                          ) : (
                            <Eye size={16} aria-hidden="true" />
                          )}
                          <span className="hidden sm:inline">{shown ? 'Hide' : 'Show'}</span>
                        </Button>
                        <button
                          type="button"
                          onClick={() =>
                            ask(
                              confirmDeleteCookie(name),
                              () => {
                                deleteCookie(name);
                                refresh();
                                setNotice(`Deleted the cookie "${name}".`);
                              },
                              'Delete',
                            )
                          }
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
              })}
            </tbody>
          </table>
        </div>
      )}
      {dialog}
    </AdminPage>
  );
}
