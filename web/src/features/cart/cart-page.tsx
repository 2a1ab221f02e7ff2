import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  return (
    <Page>
      <PageTitle>Shopping Cart</PageTitle>
      <p className="text-muted">Review the items in your cart.</p>
    </Page>
  );
}
