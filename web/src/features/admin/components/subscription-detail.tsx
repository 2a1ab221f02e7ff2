// One subscription for a manager: the customer's view and actions, plus who it belongs to,
// its periods with their renewal orders, and a note.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/link';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { formatPKR } from '@/lib/money';
import type { Subscription } from '@/lib/subscription-api';
import { SubscriptionView } from '@/components/subscription/subscription-view';
import { useAdminSubscription, useChangeSubscription } from '../api/subscriptions';

const PERIOD_WORDS = {
  billed: 'Renewal order',
  paused: 'Paused',
  cancelled: 'Cancelled',
  missed: 'Missed (its delivery days passed while the server was down)',
};

export function SubscriptionDetail({ id }: { id: string }) {
  const query = useAdminSubscription(id);
  const change = useChangeSubscription(id);
  const sub = query.data;
  if (query.error) return <p role="alert">{query.error.message}</p>;
  if (!sub) return <p className="text-muted">Loading…</p>;
  const err = change.error instanceof ApiError ? change.error : null;
  return (
    <article
      aria-label={`Subscription ${sub.id}`}
      data-testid="subscription-detail"
      className="flex flex-col gap-4"
    >
      <Owner sub={sub} />
      <SubscriptionView
        sub={sub}
        admin
        busy={change.isPending}
        error={change.error ? (err?.message ?? 'Something went wrong.') : ''}
        errorFields={err?.fields ?? {}}
        notices={change.data?.notices ?? []}
        onChange={(c) => change.mutate(c)}
      />
      <Periods sub={sub} />
      <NoteForm
        note={sub.note}
        busy={change.isPending}
        onSave={(note) => change.mutate({ action: 'note', note })}
      />
    </article>
  );
}

function Owner({ sub }: { sub: Subscription }) {
  const c = sub.customer;
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="font-mono text-lg font-semibold">{sub.id}</h2>
      <p className="text-sm">
        {c.firstName} {c.lastName} · {c.email} · {c.phone} · started {sub.startDate} by order{' '}
        <Link
          className="text-brand-700 underline"
          to={`/admin/orders?q=${encodeURIComponent(sub.orderId)}`}
        >
          {sub.orderId}
        </Link>
      </p>
      {/* Its bottles are real bottles: the plan's returnable product, exchanged or on deposit. */}
      <p className="text-sm" data-testid="subscription-bottles">
        {sub.productName} × {sub.bottlesPerPeriod} a period ·{' '}
        {sub.hasBottleExchange
          ? 'empties exchanged on every delivery'
          : `deposit ${formatPKR(sub.depositPaisa)} paid; empties back from the second delivery`}
      </p>
    </header>
  );
}

function Periods({ sub }: { sub: Subscription }) {
  return (
    <section aria-label="Periods" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">Periods and renewals</h3>
      <ul className="mt-2 text-sm" data-testid="periods">
        {sub.periods.map((p) => (
          <li key={p.index}>
            {p.periodStart}: {p.index === 0 ? 'First order' : PERIOD_WORDS[p.status]}{' '}
            {p.orderId && <span className="font-mono">{p.orderId}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const NOTE_MAX = 2000;
const noteSchema = z.object({ note: z.string().max(NOTE_MAX) });
type NoteValues = z.infer<typeof noteSchema>;

/** The team's note (react-hook-form): Save once the admin has changed it. */
function NoteForm({
  note,
  busy,
  onSave,
}: {
  note: string;
  busy: boolean;
  onSave: (note: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<NoteValues>({
    defaultValues: { note },
    resolver: zodResolver(noteSchema),
  });
  return (
    <section aria-label="Note" className="rounded-2xl border border-slate-200 bg-white p-4">
      <form onSubmit={(e) => void handleSubmit((v) => onSave(v.note))(e)}>
        <label className="text-sm font-semibold">
          Note for the team
          <textarea
            maxLength={NOTE_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            {...register('note')}
          />
        </label>
        <Button type="submit" size="sm" className="mt-2" disabled={busy || !formState.isDirty}>
          Save note
        </Button>
      </form>
    </section>
  );
}
