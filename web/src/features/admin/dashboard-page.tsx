// /admin: quick actions, subscription plans and products (SPEC.md point 2).
import { Cookie, Package, Plus, RotateCcw, ShoppingBag, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Loading } from '@/components/page';
import type { Plan } from '@/lib/catalog';
import { useAdminPlans, useDeletePlan, useResetPlans } from './api/plans';
import {
  useAdminProducts,
  useDeleteProduct,
  useResetProducts,
  type AdminProduct,
} from './api/products';
import { useCan } from './api/session';
import { AdminPage, Section } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { Notice } from './components/notice';
import { PlanCards } from './components/plan-cards';
import { PlanEditor } from './components/plan-editor';
import { ProductEditor } from './components/product-editor';
import { ProductList } from './components/product-list';
import { writeFailure } from './lib/failure';

export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';
export const CONFIRM_DELETE_PLAN = 'Delete this plan?';
export const CONFIRM_RESET_PLANS =
  'Reset subscription plans to defaults? This will remove all custom plans.';
export const CONFIRM_RESET_PRODUCTS =
  'Are you sure you want to reset all products to default? This will remove all your custom changes.';
export const PRODUCTS_RESET = 'Products have been reset to default values.';
export const PLANS_RESET = 'Subscription plans have been reset to default values.';

type Message = { tone: 'success' | 'error'; text: string };

export function AdminDashboardPage() {
  const products = useAdminProducts();
  const plans = useAdminPlans();
  const deleteProduct = useDeleteProduct();
  const resetProducts = useResetProducts();
  const deletePlan = useDeletePlan();
  const resetPlans = useResetPlans();
  const { ask, dialog } = useConfirm();
  const [productEditor, setProductEditor] = useState<{ product?: AdminProduct } | null>(null);
  const [planEditor, setPlanEditor] = useState<{ plan?: Plan } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const can = {
    addProduct: useCan('create:product'),
    editProduct: useCan('update:product'),
    deleteProduct: useCan('delete:product'),
    orders: useCan('read:order'),
    customers: useCan('read:customer'),
  };

  const fail = (fallback: string) => (e: unknown) => {
    console.error(fallback, e);
    setMessage({ tone: 'error', text: writeFailure(e, fallback).message });
  };
  const done = (text: string) => () => setMessage({ tone: 'success', text });

  const actions = (
    <>
      {can.addProduct && (
        <Button className="w-full sm:w-auto" onClick={() => setProductEditor({})}>
          <Plus size={16} aria-hidden="true" /> Add Product
        </Button>
      )}
      {can.addProduct && (
        <Button className="w-full sm:w-auto" onClick={() => setPlanEditor({})}>
          <Plus size={16} aria-hidden="true" /> Add Subscription Plan
        </Button>
      )}
      {can.orders && (
        <Link to="/admin/orders" className={buttonClass('secondary')}>
          <ShoppingBag size={16} aria-hidden="true" /> View Orders
        </Link>
      )}
      {can.customers && (
        <Link to="/admin/customers" className={buttonClass('secondary')}>
          <Users size={16} aria-hidden="true" /> Customer Details
        </Link>
      )}
      <Link to="/admin/cookies" className={buttonClass('secondary')}>
        <Cookie size={16} aria-hidden="true" /> Manage Cookies
      </Link>
      {can.deleteProduct && (
        <Button
          variant="ghost"
          disabled={resetProducts.isPending}
          onClick={() =>
            ask(
              CONFIRM_RESET_PRODUCTS,
              () =>
                resetProducts.mutate(undefined, {
                  onSuccess: done(PRODUCTS_RESET),
                  onError: fail('Failed to reset products. Please try again.'),
                }),
              'Reset Products',
            )
          }
        >
          <RotateCcw size={16} aria-hidden="true" /> Reset Products
        </Button>
      )}
      {can.deleteProduct && (
        <Button
          variant="ghost"
          disabled={resetPlans.isPending}
          onClick={() =>
            ask(
              CONFIRM_RESET_PLANS,
              () =>
                resetPlans.mutate(undefined, {
                  onSuccess: done(PLANS_RESET),
                  onError: fail('Failed to reset plans. Please try again.'),
                }),
              'Reset Plans',
            )
          }
        >
          <RotateCcw size={16} aria-hidden="true" /> Reset Plans
        </Button>
      )}
    </>
  );

  return (
    <AdminPage title="Admin Dashboard" lead="Products and subscription plans.">
      <nav aria-label="Quick actions" className="flex flex-wrap gap-2">
        {actions}
      </nav>
      {message && (
        <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}

      <Section title="Subscription Plans">
        {plans.isPending ? (
          <Loading label="Loading plans…" />
        ) : plans.isError ? (
          <Notice tone="error">Could not load the plans. Please reload the page.</Notice>
        ) : (
          <PlanCards
            plans={plans.data.items}
            canEdit={can.editProduct}
            canDelete={can.deleteProduct}
            onEdit={(plan) => setPlanEditor({ plan })}
            onDelete={(plan) =>
              ask(
                CONFIRM_DELETE_PLAN,
                () =>
                  deletePlan.mutate(plan.id, {
                    onError: fail('Failed to delete the plan. Please try again.'),
                  }),
                'Delete',
              )
            }
          />
        )}
      </Section>

      <Section
        title="Products"
        actions={
          products.data && (
            <p className="text-sm text-muted">
              <Package size={15} className="mr-1 inline" aria-hidden="true" />
              {products.data.items.filter((p) => p.isActive).length} active of{' '}
              {products.data.items.length}
            </p>
          )
        }
      >
        {products.isPending ? (
          <Loading label="Loading products…" />
        ) : products.isError ? (
          <Notice tone="error">Could not load the products. Please reload the page.</Notice>
        ) : (
          <ProductList
            products={products.data.items}
            canEdit={can.editProduct}
            canDelete={can.deleteProduct}
            onEdit={(product) => setProductEditor({ product })}
            onDelete={(product) =>
              ask(
                CONFIRM_DELETE_PRODUCT,
                () =>
                  deleteProduct.mutate(product.id, {
                    onError: fail('Failed to delete the product. Please try again.'),
                  }),
                'Delete',
              )
            }
          />
        )}
      </Section>

      {productEditor && (
        <ProductEditor
          product={productEditor.product}
          onClose={() => setProductEditor(null)}
          onSaved={(p) => {
            setProductEditor(null);
            setMessage({
              tone: 'success',
              text: productEditor.product ? `Saved "${p.name}".` : `Added "${p.name}".`,
            });
          }}
        />
      )}
      {planEditor && (
        <PlanEditor
          plan={planEditor.plan}
          onClose={() => setPlanEditor(null)}
          onSaved={(p) => {
            setPlanEditor(null);
            setMessage({
              tone: 'success',
              text: planEditor.plan ? `Saved the ${p.name} plan.` : `Added the ${p.name} plan.`,
            });
          }}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
