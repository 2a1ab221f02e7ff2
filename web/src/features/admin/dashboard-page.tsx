import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Admin | AquaPure');
  return (
    <Page>
      <PageTitle>Admin Dashboard</PageTitle>
      <p className="text-muted">Products and subscription plans.</p>
    </Page>
  );
}
