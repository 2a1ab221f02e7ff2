import type { Plan } from '@/lib/catalog';
import { useDeletePlan } from '../api/plans';
import { useDeleteProduct, type AdminProduct } from '../api/products';
import { writeFailure } from './failure';
import { CONFIRM_DELETE_PLAN, CONFIRM_DELETE_PRODUCT, type Message } from './messages';

type Ask = (message: string, onConfirm: () => void, confirmLabel: string) => void;

/** The dashboard's deletes of a plan or a product: asked first, a failure told as a message. */
export function useCatalogueDelete(ask: Ask, onMessage: (m: Message) => void) {
  const deleteProduct = useDeleteProduct();
  const deletePlan = useDeletePlan();
  const fail = (fallback: string) => (e: unknown) => {
    console.error(fallback, e);
    onMessage({ tone: 'error', text: writeFailure(e, fallback).message });
  };
  const plan = (p: Plan) =>
    ask(
      CONFIRM_DELETE_PLAN,
      () =>
        deletePlan.mutate(p.id, { onError: fail('Failed to delete the plan. Please try again.') }),
      'Delete',
    );
  const product = (p: AdminProduct) =>
    ask(
      CONFIRM_DELETE_PRODUCT,
      () =>
        deleteProduct.mutate(p.id, {
          onError: fail('Failed to delete the product. Please try again.'),
        }),
      'Delete',
    );
  return { plan, product };
}
