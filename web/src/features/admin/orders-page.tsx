import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminOrdersPage() {
  useDocumentTitle('Orders | AquaPure Admin');
  return (
    <Page>
      <PageTitle>Orders</PageTitle>
      <p className="text-muted">All orders.</p>
    </Page>
  );
}
