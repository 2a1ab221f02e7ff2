// The deposit refund: bottles a customer returns for good and the deposit paid back, with a
// reason (audited; a 'collected' and a 'deposit_refunded' movement). Never more than held:
// the server refuses, naming the field.
import { useState } from 'react';
import { Button } from '@/components/button';
import { parseRupees } from '@/lib/rupees';
import { useRefundDeposit, type BottleLedger } from '../api/bottle-ledger';

const EMPTY = { bottles: '', deposit: '', reason: '' };
const field = 'mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2';

/** The bottles and deposit typed, or what is wrong with them. Pure. */
export function refundFigures(bottles: string, deposit: string) {
  const b = bottles.trim() === '' ? 0 : /^\d{1,4}$/.test(bottles.trim()) ? Number(bottles) : null;
  const d = deposit.trim() === '' ? 0 : parseRupees(deposit);
  if (b === null) return 'Bottles returned: a whole number';
  if (d === null) return 'Please enter rupees and paisa, for example 1799.10';
  return { bottles: b, depositPaisa: d };
}

function ReasonInput({ value, set }: { value: string; set: (text: string) => void }) {
  return (
    <label className="flex min-w-56 flex-1 flex-col text-sm font-medium">
      Reason for the refund
      <input
        className={field}
        required
        minLength={3}
        maxLength={500}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
}

export function RefundForm({ customer, ledger }: { customer: string; ledger: BottleLedger }) {
  const refund = useRefundDeposit(customer);
  const [v, setV] = useState(EMPTY);
  const [message, setMessage] = useState('');
  const set = (k: keyof typeof EMPTY) => (text: string) => setV((old) => ({ ...old, [k]: text }));
  const submit = () => {
    const parsed = refundFigures(v.bottles, v.deposit);
    if (typeof parsed === 'string') return setMessage(parsed);
    refund.mutateAsync({ ...parsed, reason: v.reason.trim() }).then(
      () => {
        setMessage('Deposit refund recorded');
        setV(EMPTY);
      },
      (e: Error) => setMessage(e.message),
    );
  };
  return (
    <form
      aria-label="Deposit refund"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="w-full text-sm font-semibold text-ink">{`Bottles returned for good${ledger.bottles > 0 ? '' : ' (none held now)'}`}</p>
      {(
        [
          ['Bottles returned', v.bottles, set('bottles'), 'numeric', 'w-28'],
          ['Deposit paid back (Rs)', v.deposit, set('deposit'), 'decimal', 'w-36'],
        ] as const
      ).map(([label, value, set, mode, width]) => (
        <label key={label} className="flex flex-col text-sm font-medium">
          {label}
          <input
            className={`${field} ${width}`}
            inputMode={mode}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        </label>
      ))}
      <ReasonInput value={v.reason} set={set('reason')} />
      <Button type="submit" size="sm" disabled={refund.isPending}>
        Refund deposit
      </Button>
      <p role="status" className="w-full text-sm font-medium text-ink empty:hidden">
        {message}
      </p>
    </form>
  );
}
