import { Page, PageTitle } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactForm } from './contact/contact-form';
import { ContactInfo } from './contact/contact-info';
import { Faq } from './contact/faq';
import './locales';

export function ContactPage() {
  const { brandName } = useSettings();
  useT();
  useDocumentTitle(t('Contact Us | {brand}', { brand: brandName }));
  return (
    <Page>
      <PageTitle
        lead={t(
          'Questions about an order, a plan or our water? Send us a message or call; we are happy to help.',
        )}
      >
        {t('Contact Us')}
      </PageTitle>
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        <section
          aria-labelledby="form-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id="form-heading" className="text-xl font-bold">
            {t('Send Us a Message')}
          </h2>
          <p className="mb-6 mt-1 text-sm text-muted">{t('Fields marked * are required.')}</p>
          <ContactForm />
        </section>
        <ContactInfo />
      </div>
      <Faq />
    </Page>
  );
}
