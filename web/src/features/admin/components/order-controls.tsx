// An order's controls: status (pending, processing, delivered, cancelled), the real payment
// method, payment status (pending, paid, refunded) and delete.
import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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

/** What the admin may do to an order, and whether a change to it is under way. */
export type OrderActions = {
  canUpdate: boolean;
  canDelete: boolean;
  busy: boolean;
  onStatus: (s: OrderStatus) => void;
  onPayment: (s: PaymentStatus) => void;
  onDelete: () => void;
};

export function OrderControls({
  order: o,
  canUpdate,
  canDelete,
  busy,
  ...on
}: OrderActions & { order: AdminOrder }) {
  const id = useId();
  const locked = !canUpdate || busy;
  return (
    <footer className="mt-4 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-4">
      <Control id={`${id}-status`} label="Status">
        <StatusSelect
          id={`${id}-status`}
          value={o.status}
          values={ORDER_STATUSES}
          disabled={locked}
          onChange={on.onStatus}
          className="w-40"
        />
      </Control>
      <Control label="Payment method">
        <p
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium"
          data-testid="payment-method"
        >
          {o.paymentLabel}
        </p>
      </Control>
      <Control id={`${id}-payment`} label="Payment status">
        <div className="flex items-center gap-2">
          <StatusSelect
            id={`${id}-payment`}
            value={o.paymentStatus}
            values={PAYMENT_STATUSES}
            disabled={locked}
            onChange={on.onPayment}
            className="w-32"
          />
          <Badge tone={toneOf(PAYMENT_STATUS_TONE, o.paymentStatus)} testId="payment-status">
            {o.paymentStatus}
          </Badge>
        </div>
      </Control>
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

/** A control with its small label above; without an id the label is plain text. */
function Control({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  const labelClass = 'text-xs font-semibold text-muted';
  return (
    <div className="flex flex-col gap-1">
      {id ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : (
        <span className={labelClass}>{label}</span>
      )}
      {children}
    </div>
  );
}

/** One option a status, its value as its words (shown capitalised). */
export function StatusOptions({ values }: { values: readonly string[] }) {
  return values.map((s) => (
    <option key={s} value={s}>
      {s}
    </option>
  ));
}

type SelectProps<S extends string> = {
  id: string;
  value: S;
  values: readonly S[];
  disabled: boolean;
  onChange: (value: S) => void;
  className: string;
};

function StatusSelect<S extends string>({ values, onChange, className, ...rest }: SelectProps<S>) {
  return (
    <select
      {...rest}
      onChange={(e) => onChange(e.target.value as S)}
      className={`${inputClass} ${className} capitalize`}
    >
      <StatusOptions values={values} />
    </select>
  );
}
