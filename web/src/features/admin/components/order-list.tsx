// The orders page's cards, with their status, payment and delete actions (a failed one is
// reported on its card in the shop's words, docs/product.md#messages).
import { useState } from 'react';
import {
  useDeleteOrder,
  useUpdateOrder,
  type AdminOrder,
  type OrderStatus,
  type PaymentStatus,
} from '../api/orders';
import { useCan } from '../api/session';
import { writeFailure } from '../lib/failure';
import { useConfirm } from './confirm-dialog';
import { OrderCard } from './order-card';
import type { OrderActions } from './order-controls';

export const CONFIRM_DELETE_ORDER = 'Are you sure you want to delete this order?';
export const STATUS_FAILED = 'Failed to update order status. Please try again.';
export const DELETE_FAILED = 'Failed to delete order. Please try again.';
export const PAYMENT_FAILED = 'Failed to update payment status. Please try again.';

/** Each order's actions and its last failure; `dialog` asks before a delete. */
function useOrderActions() {
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const { ask, dialog } = useConfirm();
  const [failures, setFailures] = useState<Record<string, string>>({});
  const canUpdate = useCan('update:order');
  const canDelete = useCan('delete:order');
  const failed = (id: string, fallback: string) => (e: unknown) => {
    console.error(fallback, e);
    setFailures((f) => ({ ...f, [id]: writeFailure(e, fallback).message }));
  };
  const clearFailure = (id: string) => setFailures(({ [id]: _gone, ...rest }) => rest);
  const change = (id: string, body: { status?: OrderStatus; paymentStatus?: PaymentStatus }) => {
    clearFailure(id);
    const fallback = body.status ? STATUS_FAILED : PAYMENT_FAILED;
    update.mutate({ id, ...body }, { onError: failed(id, fallback) });
  };
  const actionsOf = (id: string): OrderActions => ({
    canUpdate,
    canDelete,
    busy:
      (update.isPending && update.variables?.id === id) ||
      (remove.isPending && remove.variables === id),
    onStatus: (status) => change(id, { status }),
    onPayment: (paymentStatus) => change(id, { paymentStatus }),
    onDelete: () =>
      ask(
        CONFIRM_DELETE_ORDER,
        () => {
          clearFailure(id);
          remove.mutate(id, { onError: failed(id, DELETE_FAILED) });
        },
        'Delete',
      ),
  });
  return { actionsOf, failures, dialog };
}

export function OrderList({ orders, busy }: { orders: AdminOrder[]; busy: boolean }) {
  const { actionsOf, failures, dialog } = useOrderActions();
  return (
    <div className="flex flex-col gap-4" aria-busy={busy}>
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} failure={failures[o.id]} {...actionsOf(o.id)} />
      ))}
      {dialog}
    </div>
  );
}
