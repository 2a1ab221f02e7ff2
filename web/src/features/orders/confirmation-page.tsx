import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ConfirmationPage() {
  useDocumentTitle('Order Confirmed | AquaPure');
  return (
    <Page>
      <PageTitle>Order Confirmed!</PageTitle>
      <p className="text-muted">Thank you for your order.</p>
    </Page>
  );
}
