import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <Page>
      <PageTitle>Checkout</PageTitle>
      <p className="text-muted">Complete your order.</p>
    </Page>
  );
}
