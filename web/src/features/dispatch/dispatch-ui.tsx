// What the dispatch, zones and cash-up pages share: the status line, a date field, and
// reporting how a server call went.
import { useState } from 'react';

export const input = 'rounded-lg border border-slate-300 bg-white px-3 py-2';

/** The message of the last call: `done` when it worked, the server's words when not. */
export function useReport() {
  const [message, setMessage] = useState('');
  const report = (p: Promise<unknown>, done: string) =>
    p.then(() => setMessage(done)).catch((e: Error) => setMessage(e.message));
  return { message, report };
}

/** Said to screen readers always; on screen only while it has something to say. */
export function StatusLine({ message }: { message: string }) {
  return (
    <p role="status" className={message ? 'text-sm font-medium text-brand-800' : 'sr-only'}>
      {message}
    </p>
  );
}

type DateFieldProps = {
  label: string;
  value: string;
  onChange: (date: string) => void;
  className?: string;
};

export function DateField({
  label,
  value,
  onChange,
  className = 'flex flex-col text-sm font-medium',
}: DateFieldProps) {
  return (
    <label className={className}>
      {label}
      <input
        type="date"
        className={input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
