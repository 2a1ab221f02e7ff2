// /admin: quick actions, subscription plans and products.
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { Plan } from '@/lib/catalog';
import type { AdminProduct } from './api/products';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { MessageNotice } from './components/notice';
import { PlanEditor } from './components/plan-editor';
import { PlansSection } from './components/plans-section';
import { ProductEditor } from './components/product-editor';
import { ProductSection } from './components/product-section';
import { QuickActions } from './components/quick-actions';
import { DashboardOverview } from './dashboard/dashboard-overview';
import type { Message } from './lib/messages';
import { useCatalogueDelete } from './lib/use-catalogue-delete';

/** Where staff without the catalogue start: drivers on their phone app, others at orders. */
function useStartPage() {
  const canRead = useCan('read:product');
  const drives = useCan('read:own_deliveries');
  const readsOrders = useCan('read:order');
  if (canRead) return null;
  return drives && !readsOrders ? '/driver' : '/admin/orders';
}

export function AdminDashboardPage() {
  const { ask, dialog } = useConfirm();
  const [productEditor, setProductEditor] = useState<{ product?: AdminProduct } | null>(null);
  const [planEditor, setPlanEditor] = useState<{ plan?: Plan } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const remove = useCatalogueDelete(ask, setMessage);
  const canEdit = useCan('update:product');
  const canDelete = useCan('delete:product');
  const elsewhere = useStartPage();
  if (elsewhere) return <Navigate to={elsewhere} replace />;

  const rights = { canEdit, canDelete };
  const saved = (text: string) => setMessage({ tone: 'success', text });
  return (
    <AdminPage title="Admin Dashboard" lead="The shop in figures, products and subscription plans.">
      <QuickActions
        onAddProduct={() => setProductEditor({})}
        onAddPlan={() => setPlanEditor({})}
        ask={ask}
        onMessage={setMessage}
      />
      <DashboardOverview />
      <MessageNotice message={message} onDismiss={() => setMessage(null)} />
      <PlansSection {...rights} onEdit={(plan) => setPlanEditor({ plan })} onDelete={remove.plan} />
      <ProductSection
        {...rights}
        onEdit={(product) => setProductEditor({ product })}
        onDelete={remove.product}
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
