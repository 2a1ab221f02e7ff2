// The zone's postal codes, each its own chip: typed one or more at a time ("44000 46000" is
// two codes) and added with Enter or 'Add codes'; a code that is not 5 digits is refused with
// a message naming it. Each chip has its remove button.
import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/button';
import { input } from './dispatch-ui';
import { addPostalCodes, refusedCodesMessage } from './zone-values';

type Props = { codes: string[]; onChange: (codes: string[]) => void };

/** The field's typed text added to `codes`: false (with the message shown) when refused. */
export function usePostalCodes({ codes, onChange }: Props) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const add = (): string[] | null => {
    const { codes: next, refused } = addPostalCodes(codes, typed);
    onChange(next);
    setTyped(refused.join(' '));
    setError(refused.length ? refusedCodesMessage(refused) : '');
    return refused.length ? null : next;
  };
  return { typed, setTyped, error, add };
}

export function PostalCodesField({
  codes,
  onChange,
  state,
}: Props & { state: ReturnType<typeof usePostalCodes> }) {
  return (
    <div className="flex min-w-64 flex-1 flex-col gap-2 text-sm font-medium">
      <div className="flex items-end gap-2">
        <label className="flex flex-1 flex-col">
          Postal codes
          <input
            className={input}
            value={state.typed}
            aria-describedby="postal-codes-help postal-codes-error"
            aria-invalid={state.error !== ''}
            onChange={(e) => state.setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              state.add();
            }}
          />
        </label>
        <Button type="button" variant="secondary" onClick={() => state.add()}>
          Add codes
        </Button>
      </div>
      <p id="postal-codes-help" className="text-xs font-normal text-muted">
        Each code is 5 digits; type several separated by spaces and press Enter.
      </p>
      <p id="postal-codes-error" role="alert" className="text-sm text-red-800 empty:hidden">
        {state.error}
      </p>
      <ul aria-label="Postal codes of this zone" className="flex flex-wrap gap-2">
        {codes.map((c) => (
          <li
            key={c}
            className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-brand-800"
          >
            {c}
            <button
              type="button"
              className="rounded-full p-1 hover:bg-brand-100"
              aria-label={`Remove ${c}`}
              onClick={() => onChange(codes.filter((x) => x !== c))}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
