// An order's controls: status (pending, processing, delivered, cancelled), the real payment
// method, payment status (pending, paid, refunded) and delete.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrder,
  type OrderStatus,
  type PaymentStatus,
} from '../api/orders';
import { PAYMENT_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';
import { inputClass } from './field';

type Props = {
  order: AdminOrder;
  canUpdate: boolean;
  canDelete: boolean;
  busy: boolean;
  onStatus: (s: OrderStatus) => void;
  onPayment: (s: PaymentStatus) => void;
  onDelete: () => void;
};

export function OrderControls({ order: o, canUpdate, canDelete, busy, ...on }: Props) {
  const id = useId();
  return (
    <footer className="mt-4 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="text-xs font-semibold text-muted">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={o.status}
          disabled={!canUpdate || busy}
          onChange={(e) => on.onStatus(e.target.value as OrderStatus)}
          className={`${inputClass} w-40 capitalize`}
        >
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs font-semibold text-muted">Payment method</span>
        <p
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium"
          data-testid="payment-method"
        >
          {o.paymentLabel}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-payment`} className="text-xs font-semibold text-muted">
          Payment status
        </label>
        <div className="flex items-center gap-2">
          <select
            id={`${id}-payment`}
            value={o.paymentStatus}
            disabled={!canUpdate || busy}
            onChange={(e) => on.onPayment(e.target.value as PaymentStatus)}
            className={`${inputClass} w-32 capitalize`}
          >
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <Badge tone={toneOf(PAYMENT_STATUS_TONE, o.paymentStatus)} testId="payment-status">
            {o.paymentStatus}
          </Badge>
        </div>
      </div>
      {canDelete && (
        <button
          type="button"
          onClick={on.onDelete}
          disabled={busy}
          className="ml-auto inline-flex items-center gap-2 self-end rounded-lg border border-red-200 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
          aria-label={`Delete order ${o.id}`}
        >
          <Trash2 size={16} aria-hidden="true" /> Delete
        </button>
      )}
    </footer>
  );
}
