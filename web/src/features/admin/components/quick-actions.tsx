// The dashboard's buttons (SPEC.md: Add Product, View Orders, Customer Details, Manage
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

type Props = {
  onAddProduct: () => void;
  onAddPlan: () => void;
  ask: (message: string, onConfirm: () => void, confirmLabel: string) => void;
  onMessage: (m: Message) => void;
};

export function QuickActions({ onAddProduct, onAddPlan, ask, onMessage }: Props) {
  const resetProducts = useResetProducts();
  const resetPlans = useResetPlans();
  const canAdd = useCan('create:product');
  const canReset = useCan('delete:product');
  const canOrders = useCan('read:order');
  const canCustomers = useCan('read:customer');
  const outcome = (success: string, failure: string) => ({
    onSuccess: () => onMessage({ tone: 'success', text: success }),
    onError: (e: unknown) => {
      console.error(failure, e);
      onMessage({ tone: 'error', text: writeFailure(e, failure).message });
    },
  });

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
        <Button
          variant="ghost"
          disabled={resetProducts.isPending}
          onClick={() =>
            ask(
              CONFIRM_RESET_PRODUCTS,
              () =>
                resetProducts.mutate(
                  undefined,
                  outcome(PRODUCTS_RESET, 'Failed to reset products. Please try again.'),
                ),
              'Reset Products',
            )
          }
        >
          <RotateCcw size={16} aria-hidden="true" /> Reset Products
        </Button>
      )}
      {canReset && (
        <Button
          variant="ghost"
          disabled={resetPlans.isPending}
          onClick={() =>
            ask(
              CONFIRM_RESET_PLANS,
              () =>
                resetPlans.mutate(
                  undefined,
                  outcome(PLANS_RESET, 'Failed to reset plans. Please try again.'),
                ),
              'Reset Plans',
            )
          }
        >
          <RotateCcw size={16} aria-hidden="true" /> Reset Plans
        </Button>
      )}
    </nav>
  );
}
