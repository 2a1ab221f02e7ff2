// What the correction form and the record-outcome form share: the counts and cash fields
// (cash in rupees and paisa, converted to paisa exactly), their checks, and the form's frame.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { parseRupees } from '@/lib/rupees';
import { input } from './dispatch-ui';

export const CASH_FORMAT = 'Please enter rupees and paisa, for example 1799.10';
export const COUNT_FORMAT = 'Counts are whole numbers from 0 to 1000';

export type FigureValues = { full: string; empties: string; cash: string };
export type Figures = { fullDropped: number; emptiesCollected: number; cashCollectedPaisa: number };

/** A count field's text as a number (empty is 0), or null when it is not a whole number. */
export function countOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,4}$/.test(t) && Number(t) <= 1000 ? Number(t) : null;
}

/** The fields' figures, or the message saying what is wrong. Pure. */
export function parseFigures(v: FigureValues): Figures | string {
  const f = countOf(v.full);
  const e = countOf(v.empties);
  const c = v.cash.trim() === '' ? 0 : parseRupees(v.cash);
  if (f === null || e === null) return COUNT_FORMAT;
  if (c === null) return CASH_FORMAT;
  return { fullDropped: f, emptiesCollected: e, cashCollectedPaisa: c };
}

export function useFigures(initial: FigureValues) {
  const [values, setValues] = useState(initial);
  const fields = [
    { key: 'full', label: 'Full bottles dropped', mode: 'numeric' },
    { key: 'empties', label: 'Empties collected', mode: 'numeric' },
    { key: 'cash', label: 'Cash collected (Rs)', mode: 'decimal' },
  ] as const;
  const inputs = fields.map((f) => (
    <label key={f.key} className="flex flex-col text-sm font-medium">
      {f.label}
      <input
        className={`${input} w-36`}
        inputMode={f.mode}
        value={values[f.key]}
        onChange={(ev) => setValues((old) => ({ ...old, [f.key]: ev.target.value }))}
      />
    </label>
  ));
  return { values, inputs };
}

type FrameProps = {
  id: string;
  title: string;
  tone: 'blue' | 'amber';
  error: string;
  submit: string;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
};

export function StopForm({
  id,
  title,
  tone,
  error,
  submit,
  onSubmit,
  onCancel,
  children,
}: FrameProps) {
  const colours = tone === 'blue' ? 'border-blue-300 bg-blue-50' : 'border-amber-300 bg-amber-50';
  return (
    <form
      aria-labelledby={id}
      className={`rounded-xl border p-4 ${colours}`}
      onSubmit={(ev) => {
        ev.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={id} className="font-semibold text-ink">
        {title}
      </h3>
      {children}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm">
          {submit}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
