import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AdminCookiesPage() {
  useDocumentTitle('Cookies | AquaPure Admin');
  return (
    <Page>
      <PageTitle>Browser Cookies</PageTitle>
      <p className="text-muted">Cookies this site has set in your browser.</p>
    </Page>
  );
}
