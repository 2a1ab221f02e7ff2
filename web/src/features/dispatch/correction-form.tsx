// Correcting a delivered stop's recorded counts and cash (a manager; drivers cannot): the
// figures as they stand, the corrected ones and the reason, which is audited and kept in the
// stop's history.
import { useState } from 'react';
import type { Schemas } from '@/lib/api-types';
import { rupeesInput } from '@/lib/rupees';
import type { StopCash } from './cash-up-api';
import { input } from './dispatch-ui';
import { parseFigures, StopForm, useFigures } from './outcome-fields';
import { figuresText } from './stop-cash-list';

type Props = {
  stop: StopCash;
  onSubmit: (body: Schemas['CorrectionRequest']) => void;
  onCancel: () => void;
};

export function CorrectionForm({ stop, onSubmit, onCancel }: Props) {
  const { values, inputs } = useFigures({
    full: String(stop.fullDropped),
    empties: String(stop.emptiesCollected),
    cash: rupeesInput(stop.cashCollectedPaisa),
  });
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    const figures = parseFigures(values);
    if (typeof figures === 'string') return setError(figures);
    setError('');
    onSubmit({ ...figures, reason: reason.trim() });
  };
  return (
    <StopForm
      id="correction-title"
      title={`Correct the outcome of ${stop.name} (#${stop.orderId})`}
      tone="blue"
      error={error}
      submit="Save correction"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <p className="mt-1 text-sm text-ink">Recorded now: {figuresText(stop)}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {inputs}
        <label className="flex min-w-64 flex-1 flex-col text-sm font-medium">
          Reason for the correction
          <input
            className={input}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(ev) => setReason(ev.target.value)}
          />
        </label>
      </div>
    </StopForm>
  );
}
