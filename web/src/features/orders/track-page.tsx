import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TrackPage() {
  useDocumentTitle('Track Your Order | AquaPure');
  return (
    <Page>
      <PageTitle>Track Your Order</PageTitle>
      <p className="text-muted">Enter your order number and phone number.</p>
    </Page>
  );
}
