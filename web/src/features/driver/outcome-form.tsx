// The two forms a stop ends with: Delivered (bottles, empties, cash, note) and Failed
// (reason and note), on react-hook-form with the schema of outcome-values.ts. Counts and
// cash start at what the stop expects. The form only hands the body on: the page queues it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import { Button } from '@/components/button';
import { CashField, Stepper } from './count-fields';
import { FAILURE_REASONS, type DriverStop, type OutcomeBody } from './driver-api';
import {
  initialOutcome,
  outcomeBody,
  outcomeSchema,
  type OutcomeKind,
  type OutcomeValues,
} from './outcome-values';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

const field = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-lg';

/** Bottles dropped, empties collected (steppers) and cash (rupees and paisa). */
function DeliveredFields(props: {
  stop: DriverStop;
  control: Control<OutcomeValues>;
  cashError?: string;
}) {
  const { stop, control } = props;
  const id = (name: string) => `stop-${stop.id}-${name}`;
  return (
    <>
      <Stepper
        id={id('full')}
        name="full"
        label={t('Full bottles dropped')}
        unit={t('full bottle')}
        due={stop.bottlesDue}
        control={control}
      />
      <Stepper
        id={id('empties')}
        name="empties"
        label={t('Empties collected')}
        unit={t('empty')}
        due={stop.emptiesDue}
        control={control}
      />
      <CashField
        id={id('cash')}
        duePaisa={stop.cashDuePaisa}
        error={props.cashError}
        control={control}
      />
    </>
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
  useT();

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
    >
      {kind === 'delivered' ? (
        <DeliveredFields stop={stop} control={control} cashError={formState.errors.cash?.message} />
      ) : (
        <fieldset>
          <legend className="text-base font-medium text-ink">{t('Reason')}</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {FAILURE_REASONS.map((r) => (
              <label
                key={r.value}
                className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3"
              >
                <input type="radio" value={r.value} {...register('reason')} />
                {t(r.label)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor={id('note')} className="block text-base font-medium text-ink">
        {t('Note')}
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
          {t(error)}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" className="min-h-12" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" className="min-h-12">
          {t(kind === 'delivered' ? 'Save delivered' : 'Save failed')}
        </Button>
      </div>
    </form>
  );
}
