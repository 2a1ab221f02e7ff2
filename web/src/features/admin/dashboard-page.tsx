// /admin: quick actions, subscription plans and products (SPEC.md point 2).
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '@/components/page';
import type { Plan } from '@/lib/catalog';
import { useAdminPlans, useDeletePlan } from './api/plans';
import { useDeleteProduct, type AdminProduct } from './api/products';
import { useCan } from './api/session';
import { AdminPage, Section } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { Notice } from './components/notice';
import { PlanCards } from './components/plan-cards';
import { PlanEditor } from './components/plan-editor';
import { ProductEditor } from './components/product-editor';
import { ProductSection } from './components/product-section';
import { QuickActions } from './components/quick-actions';
import { SubscriptionCount } from './components/subscription-count';
import { writeFailure } from './lib/failure';
import { CONFIRM_DELETE_PLAN, CONFIRM_DELETE_PRODUCT, type Message } from './lib/messages';

export function AdminDashboardPage() {
  const plans = useAdminPlans();
  const deleteProduct = useDeleteProduct();
  const deletePlan = useDeletePlan();
  const { ask, dialog } = useConfirm();
  const [productEditor, setProductEditor] = useState<{ product?: AdminProduct } | null>(null);
  const [planEditor, setPlanEditor] = useState<{ plan?: Plan } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const canEdit = useCan('update:product');
  const canDelete = useCan('delete:product');
  const canRead = useCan('read:product');
  const drives = useCan('read:own_deliveries');
  const readsOrders = useCan('read:order');
  const isDriver = drives && !readsOrders;

  const fail = (fallback: string) => (e: unknown) => {
    console.error(fallback, e);
    setMessage({ tone: 'error', text: writeFailure(e, fallback).message });
  };
  const saved = (text: string) => setMessage({ tone: 'success', text });

  // Staff without the catalogue start where their work is: drivers on their phone app.
  if (!canRead) return <Navigate to={isDriver ? '/driver' : '/admin/orders'} replace />;

  return (
    <AdminPage title="Admin Dashboard" lead="Products and subscription plans.">
      <QuickActions
        onAddProduct={() => setProductEditor({})}
        onAddPlan={() => setPlanEditor({})}
        ask={ask}
        onMessage={setMessage}
      />
      <SubscriptionCount />
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
            canEdit={canEdit}
            canDelete={canDelete}
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

      <ProductSection
        canEdit={canEdit}
        canDelete={canDelete}
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

      {productEditor && (
        <ProductEditor
          product={productEditor.product}
          onClose={() => setProductEditor(null)}
          onSaved={(p) => {
            setProductEditor(null);
            saved(productEditor.product ? `Saved "${p.name}".` : `Added "${p.name}".`);
          }}
        />
      )}
      {planEditor && (
        <PlanEditor
          plan={planEditor.plan}
          onClose={() => setPlanEditor(null)}
          onSaved={(p) => {
            setPlanEditor(null);
            saved(planEditor.plan ? `Saved the ${p.name} plan.` : `Added the ${p.name} plan.`);
          }}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
