// The small change forms of a subscription, on react-hook-form: pause until a date, and one
// shared "choose, then change" piece for the delivery day, the time slot and the split.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n/i18n';
import type { Change } from '@/lib/subscription-api';
import './locales';

export const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

export function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

// One value the server checks (its message shows with the subscription's other answers).
const valueSchema = z.object({ value: z.string() });
type ValueForm = z.infer<typeof valueSchema>;

function useValueForm(initial: string) {
  return useForm<ValueForm>({
    defaultValues: { value: initial },
    resolver: zodResolver(valueSchema),
  });
}

type Option = { value: string; label: string };

type ChangeSelectProps = {
  label: string;
  options: readonly Option[];
  current: string;
  button: string;
  busy: boolean;
  toChange: (value: string) => Change;
  onChange: (c: Change) => void;
};

/** A select and its 'Change …' button, which stays off until the choice differs. */
export function ChangeSelect(props: ChangeSelectProps) {
  const { register, handleSubmit, control } = useValueForm(props.current);
  const value = useWatch({ control, name: 'value' });
  const submit = handleSubmit((v) => props.onChange(props.toChange(v.value)));
  return (
    <label className="text-sm font-medium text-slate-800">
      {props.label}
      <select className={field} {...register('value')}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        disabled={props.busy || value === props.current}
        onClick={(e) => void submit(e)}
      >
        {props.button}
      </Button>
    </label>
  );
}

type PauseProps = {
  initial: string;
  min: string;
  busy: boolean;
  onPause: (until: string) => void;
};

/** 'Pause until' a date; the server decides which periods that spares. */
export function PauseForm({ initial, min, busy, onPause }: PauseProps) {
  const { t } = useT();
  const { register, handleSubmit } = useValueForm(initial);
  const submit = handleSubmit((v) => onPause(v.value));
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <label className="text-sm font-medium text-slate-800">
        {t('Pause until')}
        <input type="date" min={min} className={field} {...register('value')} />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('Pause deliveries')}
      </Button>
    </form>
  );
}
