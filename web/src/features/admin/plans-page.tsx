// /admin/plans: the subscription plans, with Add Subscription Plan and Reset Plans in the
// header and edit and delete on each card.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import type { Plan } from '@/lib/catalog';
import { useResetPlans } from './api/plans';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { MessageNotice } from './components/notice';
import { PlanEditor } from './components/plan-editor';
import { PlansSection } from './components/plans-section';
import { ResetButton } from './components/reset-button';
import { CONFIRM_RESET_PLANS, PLANS_RESET, type Message } from './lib/messages';
import { useCatalogueDelete } from './lib/use-catalogue-delete';

export function AdminPlansPage() {
  const { ask, dialog } = useConfirm();
  const [editor, setEditor] = useState<{ plan?: Plan } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const remove = useCatalogueDelete(ask, setMessage);
  const reset = useResetPlans();
  const canAdd = useCan('create:product');
  const canEdit = useCan('update:product');
  const canDelete = useCan('delete:product');
  return (
    <AdminPage
      title="Subscription Plans"
      lead="The monthly plans customers subscribe to, and what each includes."
      actions={
        <>
          {canDelete && (
            <ResetButton
              label="Reset Plans"
              mutation={reset}
              words={[CONFIRM_RESET_PLANS, PLANS_RESET, 'Failed to reset plans. Please try again.']}
              ask={ask}
              onMessage={setMessage}
            />
          )}
          {canAdd && (
            <Button onClick={() => setEditor({})}>
              <Plus size={16} aria-hidden="true" /> Add Subscription Plan
            </Button>
          )}
        </>
      }
    >
      <MessageNotice message={message} onDismiss={() => setMessage(null)} />
      <PlansSection
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(plan) => setEditor({ plan })}
        onDelete={remove.plan}
      />
      {editor && (
        <PlanEditor
          plan={editor.plan}
          onClose={() => setEditor(null)}
          onSaved={(p) => {
            setEditor(null);
            setMessage({
              tone: 'success',
              text: editor.plan ? `Saved the ${p.name} plan.` : `Added the ${p.name} plan.`,
            });
          }}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
