// A customer's bottle ledger on the customers page: the balance (bottles held, deposit held)
// and every movement (bottles dropped and collected, deposits charged and refunded), each
// linked to its stop's day in cash-up and to its order; and the deposit refund form.
import { Link } from '@/lib/link';
import { formatPKR } from '@/lib/money';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { useBottleLedger, type LedgerMovement } from '../api/bottle-ledger';
import { RefundForm } from './refund-form';

const KINDS: Record<LedgerMovement['kind'], string> = {
  dropped: 'Bottles dropped',
  collected: 'Empties collected',
  deposit_charged: 'Deposit charged',
  deposit_refunded: 'Deposit refunded',
};
const cell = 'whitespace-nowrap px-2.5 py-1.5 text-left tabular-nums';

/** What a movement was, in words ("Empties collected (correction)"). Pure. */
export function movementText(m: LedgerMovement): string {
  const why = m.refundId ? ' (refund)' : m.correctionId ? ' (correction)' : '';
  return `${KINDS[m.kind]}${why}`;
}

function MovementRow({ m }: { m: LedgerMovement }) {
  return (
    <tr className="border-t border-slate-100">
      <td className={cell}>{formatDeliveryDate(m.date)}</td>
      <th scope="row" className={`${cell} font-medium`}>
        {movementText(m)}
      </th>
      <td className={cell}>{m.bottles > 0 ? `+${m.bottles}` : m.bottles}</td>
      <td className={cell}>{m.depositPaisa ? formatPKR(m.depositPaisa) : ''}</td>
      <td className={cell}>
        {m.deliveryId && (
          <Link className="text-brand-700 underline" to={`/admin/cash-up?date=${m.date}`}>
            Stop {m.deliveryId}
          </Link>
        )}
      </td>
      <td className={cell}>
        {m.orderId && (
          <Link
            className="text-brand-700 underline"
            to={`/admin/orders?q=${encodeURIComponent(m.orderId)}`}
          >
            Order {m.orderId}
          </Link>
        )}
      </td>
    </tr>
  );
}

export function CustomerLedger({ customer, name }: { customer: string; name: string }) {
  const ledger = useBottleLedger(customer);
  if (ledger.isPending) return <p className="text-sm text-muted">Loading the bottle ledger…</p>;
  if (ledger.isError) return <p className="text-sm text-red-800">{ledger.error.message}</p>;
  const l = ledger.data;
  return (
    <div className="mt-3 flex flex-col gap-3" data-testid="customer-ledger">
      <p className="text-sm text-ink">
        Holds <strong>{l.bottles}</strong> {l.bottles === 1 ? 'bottle' : 'bottles'} · deposit held{' '}
        <strong>{formatPKR(l.depositPaisa)}</strong>
      </p>
      {l.movements.length === 0 ? (
        <p className="text-sm text-muted">No bottle movements yet.</p>
      ) : (
        <div className="overflow-auto rounded-xl border border-slate-200">
          <table className="w-full text-sm">
            <caption className="sr-only">Bottle ledger of {name}</caption>
            <thead className="bg-slate-50 text-xs uppercase text-muted">
              <tr>
                {['Day', 'Movement', 'Bottles', 'Deposit', 'Stop', 'Order'].map((h) => (
                  <th key={h} scope="col" className={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {l.movements.map((m, i) => (
                <MovementRow key={i} m={m} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RefundForm customer={customer} ledger={l} />
    </div>
  );
}
