import { Page, PageTitle } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AboutPage() {
  useDocumentTitle('About Us | AquaPure');
  return (
    <Page>
      <PageTitle>About AquaPure</PageTitle>
      <p className="text-muted">Pure drinking water for Islamabad and Rawalpindi since 2020.</p>
    </Page>
  );
}
