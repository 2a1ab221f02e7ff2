// The two forms a stop ends with: Delivered (bottles, empties, cash, note) and Failed
// (reason and note), on react-hook-form with the schema of outcome-values.ts. Counts start
// at what the stop expects. The form only hands the body on: the page queues it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control } from 'react-hook-form';
import { Button } from '@/components/button';
import { FAILURE_REASONS, type DriverStop, type OutcomeBody } from './driver-api';
import {
  digitsOnly,
  initialOutcome,
  outcomeBody,
  outcomeSchema,
  type OutcomeKind,
  type OutcomeValues,
} from './outcome-values';

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-3 text-lg';

type CountName = 'full' | 'empties' | 'cash';
const COUNTS: { name: CountName; label: string }[] = [
  { name: 'full', label: 'Full bottles dropped' },
  { name: 'empties', label: 'Empties collected' },
  { name: 'cash', label: 'Cash collected (Rs)' },
];

function NumberField(props: {
  id: string;
  label: string;
  name: CountName;
  control: Control<OutcomeValues>;
}) {
  const { field: count } = useController({ name: props.name, control: props.control });
  return (
    <label htmlFor={props.id} className="block text-base font-medium text-ink">
      {props.label}
      <input
        id={props.id}
        inputMode="numeric"
        pattern="[0-9]*"
        className={field}
        {...count}
        onChange={(e) => count.onChange(digitsOnly(e.target.value))}
      />
    </label>
  );
}

type Props = {
  stop: DriverStop;
  kind: OutcomeKind;
  onSubmit: (body: OutcomeBody) => void;
  onCancel: () => void;
};

export function OutcomeForm({ stop, kind, onSubmit, onCancel }: Props) {
  const { register, handleSubmit, control, formState } = useForm<OutcomeValues>({
    defaultValues: initialOutcome(stop),
    resolver: zodResolver(outcomeSchema(kind)),
    reValidateMode: 'onSubmit',
  });
  const id = (name: string) => `stop-${stop.id}-${name}`;
  const submit = handleSubmit((v) => onSubmit(outcomeBody(kind, v)));
  const error = formState.errors.note?.message;

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
    >
      {kind === 'delivered' ? (
        COUNTS.map((c) => <NumberField key={c.name} id={id(c.name)} control={control} {...c} />)
      ) : (
        <fieldset>
          <legend className="text-base font-medium text-ink">Reason</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {FAILURE_REASONS.map((r) => (
              <label
                key={r.value}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3"
              >
                <input type="radio" value={r.value} {...register('reason')} />
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
          {...register('note')}
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
