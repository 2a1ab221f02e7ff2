// The dashboard's buttons (Add Product, View Orders, Customer Details, Manage
// Cookies, Reset Products, Add Subscription Plan, Reset Plans; Logout is in the admin bar).
import { Cookie, Plus, RotateCcw, ShoppingBag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { useResetPlans } from '../api/plans';
import { useResetProducts } from '../api/products';
import { useCan } from '../api/session';
import { writeFailure } from '../lib/failure';
import {
  CONFIRM_RESET_PLANS,
  CONFIRM_RESET_PRODUCTS,
  PLANS_RESET,
  PRODUCTS_RESET,
  type Message,
} from '../lib/messages';

type Ask = (message: string, onConfirm: () => void, confirmLabel: string) => void;

type Props = {
  onAddProduct: () => void;
  onAddPlan: () => void;
  ask: Ask;
  onMessage: (m: Message) => void;
};

export function QuickActions({ onAddProduct, onAddPlan, ask, onMessage }: Props) {
  const resetProducts = useResetProducts();
  const resetPlans = useResetPlans();
  const canAdd = useCan('create:product');
  const canReset = useCan('delete:product');
  const canOrders = useCan('read:order');
  const canCustomers = useCan('read:customer');
  const reset = { ask, onMessage };
  return (
    <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
      {canAdd && (
        <Button className="w-full sm:w-auto" onClick={onAddProduct}>
          <Plus size={16} aria-hidden="true" /> Add Product
        </Button>
      )}
      {canAdd && (
        <Button className="w-full sm:w-auto" onClick={onAddPlan}>
          <Plus size={16} aria-hidden="true" /> Add Subscription Plan
        </Button>
      )}
      {canOrders && (
        <Link to="/admin/orders" className={buttonClass('secondary')}>
          <ShoppingBag size={16} aria-hidden="true" /> View Orders
        </Link>
      )}
      {canCustomers && (
        <Link to="/admin/customers" className={buttonClass('secondary')}>
          <Users size={16} aria-hidden="true" /> Customer Details
        </Link>
      )}
      <Link to="/admin/cookies" className={buttonClass('secondary')}>
        <Cookie size={16} aria-hidden="true" /> Manage Cookies
      </Link>
      {canReset && (
        <ResetButton
          label="Reset Products"
          mutation={resetProducts}
          words={[
            CONFIRM_RESET_PRODUCTS,
            PRODUCTS_RESET,
            'Failed to reset products. Please try again.',
          ]}
          {...reset}
        />
      )}
      {canReset && (
        <ResetButton
          label="Reset Plans"
          mutation={resetPlans}
          words={[CONFIRM_RESET_PLANS, PLANS_RESET, 'Failed to reset plans. Please try again.']}
          {...reset}
        />
      )}
    </nav>
  );
}

type ResetProps = {
  label: string;
  mutation: {
    isPending: boolean;
    mutate: (v: undefined, o: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  };
  /** The question asked first, then the notice on success and the one on failure. */
  words: [confirm: string, done: string, failed: string];
  ask: Ask;
  onMessage: (m: Message) => void;
};

/** A reset back to the defaults, asked first; the outcome is reported through onMessage. */
function ResetButton({
  label,
  mutation,
  words: [confirm, done, failed],
  ask,
  onMessage,
}: ResetProps) {
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: () => onMessage({ tone: 'success', text: done }),
      onError: (e) => {
        console.error(failed, e);
        onMessage({ tone: 'error', text: writeFailure(e, failed).message });
      },
    });
  return (
    <Button variant="ghost" disabled={mutation.isPending} onClick={() => ask(confirm, run, label)}>
      <RotateCcw size={16} aria-hidden="true" /> {label}
    </Button>
  );
}
