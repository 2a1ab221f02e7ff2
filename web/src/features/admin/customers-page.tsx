import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminCustomersPage() {
  useDocumentTitle('Customers | AquaPure Admin');
  return (
    <Page>
      <PageTitle>Customers</PageTitle>
      <p className="text-muted">Customers who have ordered.</p>
    </Page>
  );
}
