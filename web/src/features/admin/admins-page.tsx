// /admin/admins: the admin accounts. A super-admin (create:admin, update:admin) adds
// accounts, changes roles and deactivates; others only see the list.
import { useState } from 'react';
import { Loading } from '@/components/page';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { ROLES, useAdminAccounts, useUpdateAdmin, type AdminAccount } from './api/admins';
import { useAdmin, useCan, type Role } from './api/session';
import { AdminPage, Section } from './components/admin-page';
import { Badge } from './components/badge';
import { inputClass } from './components/field';
import { NewAdminForm } from './components/new-admin-form';
import { MessageNotice, Notice } from './components/notice';
import { writeFailure } from './lib/failure';
import type { Message } from './lib/messages';

function AccountRow({
  a,
  self,
  canUpdate,
  onChange,
}: {
  a: AdminAccount;
  self: boolean;
  canUpdate: boolean;
  onChange: (change: { role?: Role; isActive?: boolean }) => void;
}) {
  const editable = canUpdate && !self;
  return (
    <li
      className="flex flex-col gap-3 p-4 text-sm sm:flex-row sm:items-center"
      data-testid="admin-row"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {a.name || a.username} <span className="font-normal text-muted">@{a.username}</span>
          {self && <span className="ml-1 text-xs text-muted">(you)</span>}
        </p>
        <p className="break-all text-muted">{a.email}</p>
        <p className="text-xs text-muted">
          Last sign-in {a.lastLoginAt ? formatPakistanDateTime(a.lastLoginAt) : 'never'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {a.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
        {editable ? (
          <>
            <label className="sr-only" htmlFor={`role-${a.id}`}>
              Role of {a.username}
            </label>
            <select
              id={`role-${a.id}`}
              value={a.role}
              onChange={(e) => onChange({ role: e.target.value as Role })}
              className={`${inputClass} w-36`}
            >
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => onChange({ isActive: !a.isActive })}
              className={`rounded-lg border px-3 py-2 font-semibold ${a.isActive ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-brand-700 text-brand-700 hover:bg-brand-50'}`}
            >
              {a.isActive ? 'Deactivate' : 'Activate'}
            </button>
          </>
        ) : (
          <Badge tone="brand">{a.role}</Badge>
        )}
      </div>
    </li>
  );
}

/** A change of role or activity, reported as a message (the server's reason on failure). */
function useAccountUpdate(onMessage: (m: Message) => void) {
  const update = useUpdateAdmin();
  return (id: AdminAccount['id'], change: { role?: Role; isActive?: boolean }) =>
    update.mutate(
      { id, ...change },
      {
        onSuccess: (u) =>
          onMessage({
            tone: 'success',
            text: `Updated "${u.username}": ${u.role}, ${u.isActive ? 'active' : 'inactive'}.`,
          }),
        onError: (e) => {
          const f = writeFailure(e, 'Failed to update the admin. Please try again.');
          const why = Object.values(f.fields).join(' ');
          onMessage({ tone: 'error', text: why ? `${f.message}: ${why}` : f.message });
        },
      },
    );
}

function AccountList({ onMessage }: { onMessage: (m: Message) => void }) {
  const accounts = useAdminAccounts();
  const update = useAccountUpdate(onMessage);
  const me = useAdmin();
  const canUpdate = useCan('update:admin');
  return (
    <Section title="Accounts">
      {accounts.isError && (
        <Notice tone="error">Could not load the admins. Please try again.</Notice>
      )}
      {accounts.isPending ? (
        <Loading label="Loading admins…" />
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {(accounts.data?.items ?? []).map((a) => (
            <AccountRow
              key={a.id}
              a={a}
              self={a.id === me?.id}
              canUpdate={canUpdate}
              onChange={(change) => update(a.id, change)}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AdminAdminsPage() {
  const canCreate = useCan('create:admin');
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <AdminPage title="Staff" lead="Who can sign in to the back office, and with which role.">
      <MessageNotice message={message} onDismiss={() => setMessage(null)} />
      {canCreate && (
        <Section title="Add an admin">
          <NewAdminForm
            onCreated={(u) => setMessage({ tone: 'success', text: `Created the admin "${u}".` })}
          />
        </Section>
      )}
      <AccountList onMessage={setMessage} />
    </AdminPage>
  );
}
