// A manager records the outcome a driver's phone could not send (the day was closed, the
// stop moved): delivered with its counts and cash, or failed with a reason, for the stop's
// driver. The form makes its Idempotency-Key once, so sending it twice records it once.
import { useState } from 'react';
import type { OutcomeBody, StopCash } from './cash-up-api';
import { input } from './dispatch-ui';
import { parseFigures, StopForm, useFigures } from './outcome-fields';

const REASONS = [
  { value: 'not-home', label: 'Not home' },
  { value: 'refused', label: 'Refused' },
  { value: 'wrong-address', label: 'Wrong address' },
  { value: 'other', label: 'Other' },
] as const;
type Reason = (typeof REASONS)[number]['value'];
type Kind = 'delivered' | 'failed';

function KindChoice({ kind, set }: { kind: Kind; set: (k: Kind) => void }) {
  return (
    <fieldset className="mt-3 flex gap-4 text-sm font-medium">
      <legend className="sr-only">Outcome</legend>
      {(['delivered', 'failed'] as const).map((k) => (
        <label key={k} className="flex items-center gap-2">
          <input type="radio" name="outcome-kind" checked={kind === k} onChange={() => set(k)} />
          {k === 'delivered' ? 'Delivered' : 'Failed'}
        </label>
      ))}
    </fieldset>
  );
}

function ReasonChoice({ reason, set }: { reason: Reason; set: (r: Reason) => void }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      Reason
      <select className={input} value={reason} onChange={(ev) => set(ev.target.value as Reason)}>
        {REASONS.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type Props = {
  stop: StopCash;
  onSubmit: (key: string, body: OutcomeBody) => void;
  onCancel: () => void;
};

export function RecordOutcomeForm({ stop, onSubmit, onCancel }: Props) {
  const [key] = useState(() => crypto.randomUUID());
  const [kind, setKind] = useState<Kind>('delivered');
  const { values, inputs } = useFigures({
    full: String(stop.bottlesDue),
    empties: String(stop.emptiesDue),
    cash: '',
  });
  const [reason, setReason] = useState<Reason>('not-home');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (kind === 'failed') return onSubmit(key, { outcome: 'failed', reason, note: note.trim() });
    const figures = parseFigures(values);
    if (typeof figures === 'string') return setError(figures);
    setError('');
    onSubmit(key, { outcome: 'delivered', ...figures, note: note.trim() });
  };
  return (
    <StopForm
      id="record-title"
      title={`Record the outcome of ${stop.name} (#${stop.orderId}) for the driver`}
      tone="amber"
      error={error}
      submit="Record outcome"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p className="mt-1 text-sm text-ink">
        Due: {stop.bottlesDue} full, {stop.emptiesDue} empties back.
      </p>
      <KindChoice kind={kind} set={setKind} />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {kind === 'delivered' ? inputs : <ReasonChoice reason={reason} set={setReason} />}
        <label className="flex min-w-64 flex-1 flex-col text-sm font-medium">
          Note
          <input
            className={input}
            maxLength={500}
            value={note}
            onChange={(ev) => setNote(ev.target.value)}
          />
        </label>
      </div>
    </StopForm>
  );
}
