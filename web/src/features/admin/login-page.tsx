import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminLoginPage() {
  useDocumentTitle('Admin Login | AquaPure');
  return (
    <Page>
      <PageTitle>Admin Login</PageTitle>
      <p className="text-muted">Sign in to manage the shop.</p>
    </Page>
  );
}
