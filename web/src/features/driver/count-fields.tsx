// The outcome form's number fields: large steppers for bottles dropped and empties collected
// (48 px and bigger targets, prefilled with what is due) and cash in rupees and paisa on the
// phone's decimal keypad, with how it compares to the amount due.
import { Minus, Plus } from 'lucide-react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { formatPKR } from '@/lib/money';
import { parseRupees, rupeesTyping } from '@/lib/rupees';
import { digitsOnly, stepCount, type OutcomeValues } from './outcome-values';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

const input = 'block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-lg';
const stepButton =
  'flex min-h-14 min-w-14 items-center justify-center rounded-lg border border-brand-700 bg-white text-brand-800 active:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400';

export function Stepper(props: {
  id: string;
  label: string;
  name: 'full' | 'empties';
  /** What the − and + buttons say ('full bottle' -> 'One fewer full bottle'). */
  unit: string;
  due: number;
  control: Control<OutcomeValues>;
}) {
  const { field } = useController({ name: props.name, control: props.control });
  const value = String(field.value);
  useT();
  return (
    <div>
      <label htmlFor={props.id} className="block text-base font-medium text-ink">
        {props.label}
      </label>
      <div className="mt-1 flex items-stretch gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('One fewer {unit}', { unit: props.unit })}
          disabled={Number(value || 0) <= 0}
          onClick={() => field.onChange(stepCount(value, -1))}
        >
          <Minus size={24} aria-hidden="true" />
        </button>
        <input
          id={props.id}
          inputMode="numeric"
          pattern="[0-9]*"
          className={`${input} text-center text-2xl font-semibold`}
          aria-describedby={`${props.id}-due`}
          {...field}
          onChange={(e) => field.onChange(digitsOnly(e.target.value))}
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('One more {unit}', { unit: props.unit })}
          onClick={() => field.onChange(stepCount(value, 1))}
        >
          <Plus size={24} aria-hidden="true" />
        </button>
      </div>
      <p id={`${props.id}-due`} className="mt-1 text-sm text-muted">
        {t('Due: {count}', { count: props.due })}
      </p>
    </div>
  );
}

/** How the typed cash compares to the amount due. Pure. */
export function cashComparison(typed: string, duePaisa: number): string {
  const paisa = parseRupees(typed || '0');
  const due = ltr(formatPKR(duePaisa));
  if (paisa === null) return t('Due: {count}', { count: due });
  if (paisa === duePaisa) return t('The exact amount due ({due})', { due });
  if (paisa < duePaisa)
    return t('{gap} short of {due} due', { gap: ltr(formatPKR(duePaisa - paisa)), due });
  return t('{gap} more than the {due} due', { gap: ltr(formatPKR(paisa - duePaisa)), due });
}

export function CashField(props: {
  id: string;
  duePaisa: number;
  error?: string;
  control: Control<OutcomeValues>;
}) {
  const { field } = useController({ name: 'cash', control: props.control });
  const typed = useWatch({ name: 'cash', control: props.control });
  useT();
  return (
    <div>
      <label htmlFor={props.id} className="block text-base font-medium text-ink">
        {t('Cash collected (PKR)')}
      </label>
      <input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        className={`${input} mt-1`}
        aria-describedby={`${props.id}-due`}
        aria-invalid={props.error ? true : undefined}
        {...field}
        onChange={(e) => field.onChange(rupeesTyping(e.target.value))}
      />
      <p id={`${props.id}-due`} className="mt-1 text-sm text-muted">
        {cashComparison(typed, props.duePaisa)}
      </p>
      {props.error && (
        <p role="alert" className="text-red-700">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}
