import { Page, PageTitle } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import './locales';

const PLACEHOLDER = [
  'This page is a placeholder. The full text will be published here.',
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio. Praesent libero. Sed cursus ante dapibus diam. Sed nisi. Nulla quis sem at nibh elementum imperdiet.',
  'Duis sagittis ipsum. Praesent mauris. Fusce nec tellus sed augue semper porta. Mauris massa. Vestibulum lacinia arcu eget nulla.',
];

function Legal({ title }: { title: string }) {
  useT();
  useDocumentTitle(`${title} | AquaPure`);
  return (
    <Page className="max-w-3xl">
      <PageTitle>{title}</PageTitle>
      <div className="space-y-4 leading-7 text-slate-700">
        {PLACEHOLDER.map((p) => (
          <p key={p}>{t(p)}</p>
        ))}
      </div>
    </Page>
  );
}

export function TermsPage() {
  useT();
  return <Legal title={t('Terms & Conditions')} />;
}

export function PrivacyPage() {
  useT();
  return <Legal title={t('Privacy & Policy')} />;
}
