// /admin/products: the catalogue's products, a page at a time, with Add Product and Reset
// Products in the header and edit and delete on each row.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { useResetProducts, type AdminProduct } from './api/products';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { MessageNotice } from './components/notice';
import { ProductEditor } from './components/product-editor';
import { ProductSection } from './components/product-section';
import { ResetButton } from './components/reset-button';
import { CONFIRM_RESET_PRODUCTS, PRODUCTS_RESET, type Message } from './lib/messages';
import { useCatalogueDelete } from './lib/use-catalogue-delete';

export function AdminProductsPage() {
  const { ask, dialog } = useConfirm();
  const [editor, setEditor] = useState<{ product?: AdminProduct } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const remove = useCatalogueDelete(ask, setMessage);
  const reset = useResetProducts();
  const canAdd = useCan('create:product');
  const canEdit = useCan('update:product');
  const canDelete = useCan('delete:product');
  return (
    <AdminPage
      title="Products"
      lead="What the shop sells: prices, sizes and what shows on the home page."
      actions={
        <>
          {canDelete && (
            <ResetButton
              label="Reset Products"
              mutation={reset}
              words={[
                CONFIRM_RESET_PRODUCTS,
                PRODUCTS_RESET,
                'Failed to reset products. Please try again.',
              ]}
              ask={ask}
              onMessage={setMessage}
            />
          )}
          {canAdd && (
            <Button onClick={() => setEditor({})}>
              <Plus size={16} aria-hidden="true" /> Add Product
            </Button>
          )}
        </>
      }
    >
      <MessageNotice message={message} onDismiss={() => setMessage(null)} />
      <ProductSection
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(product) => setEditor({ product })}
        onDelete={remove.product}
      />
      {editor && (
        <ProductEditor
          product={editor.product}
          onClose={() => setEditor(null)}
          onSaved={(p) => {
            setEditor(null);
            setMessage({
              tone: 'success',
              text: editor.product ? `Saved "${p.name}".` : `Added "${p.name}".`,
            });
          }}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
