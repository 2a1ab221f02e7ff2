import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ServicesPage() {
  useDocumentTitle('Services | AquaPure');
  return (
    <Page>
      <PageTitle>Our Services</PageTitle>
      <p className="text-muted">
        Home and office delivery of purified water, dispensers and monthly plans.
      </p>
    </Page>
  );
}
