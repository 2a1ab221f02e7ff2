import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ContactPage() {
  useDocumentTitle('Contact Us | AquaPure');
  return (
    <Page>
      <PageTitle>Contact Us</PageTitle>
      <p className="text-muted">Call or write to us; we answer within 24 hours.</p>
    </Page>
  );
}
