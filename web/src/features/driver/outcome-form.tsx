// The two forms a stop ends with: Delivered (bottles, empties, cash, note) and Failed
// (reason and note). Counts start at what the stop expects.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import {
  FAILURE_REASONS,
  type DriverStop,
  type FailureReason,
  type OutcomeBody,
} from './driver-api';

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-3 text-lg';

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label htmlFor={props.id} className="block text-base font-medium text-ink">
      {props.label}
      <input
        id={props.id}
        inputMode="numeric"
        pattern="[0-9]*"
        className={field}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.replace(/[^0-9]/g, ''))}
      />
    </label>
  );
}

type Props = {
  stop: DriverStop;
  kind: 'delivered' | 'failed';
  onSubmit: (body: OutcomeBody) => void;
  onCancel: () => void;
};

export function OutcomeForm({ stop, kind, onSubmit, onCancel }: Props) {
  const [full, setFull] = useState(String(stop.bottlesDue));
  const [empties, setEmpties] = useState(String(stop.emptiesDue));
  const [cash, setCash] = useState(String(Math.round(stop.cashDuePaisa / 100)));
  const [reason, setReason] = useState<FailureReason>('not-home');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const id = (name: string) => `stop-${stop.id}-${name}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'failed') {
      if (reason === 'other' && !note.trim()) return setError('Please say what happened');
      return onSubmit({ outcome: 'failed', reason, note: note.trim() });
    }
    onSubmit({
      outcome: 'delivered',
      fullDropped: Number(full || 0),
      emptiesCollected: Number(empties || 0),
      cashCollectedPaisa: Number(cash || 0) * 100,
      note: note.trim(),
    });
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-3">
      {kind === 'delivered' ? (
        <>
          <NumberField
            id={id('full')}
            label="Full bottles dropped"
            value={full}
            onChange={setFull}
          />
          <NumberField
            id={id('empties')}
            label="Empties collected"
            value={empties}
            onChange={setEmpties}
          />
          <NumberField
            id={id('cash')}
            label="Cash collected (Rs)"
            value={cash}
            onChange={setCash}
          />
        </>
      ) : (
        <fieldset>
          <legend className="text-base font-medium text-ink">Reason</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {FAILURE_REASONS.map((r) => (
              <label
                key={r.value}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3"
              >
                <input
                  type="radio"
                  name={id('reason')}
                  value={r.value}
                  checked={reason === r.value}
                  onChange={() => setReason(r.value)}
                />
                {r.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor={id('note')} className="block text-base font-medium text-ink">
        Note
        <textarea
          id={id('note')}
          className={field}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" className="min-h-12" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="min-h-12">
          {kind === 'delivered' ? 'Save delivered' : 'Save failed'}
        </Button>
      </div>
    </form>
  );
}
