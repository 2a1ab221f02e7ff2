// Guest checkout (docs/product.md#checkout-and-pricing): six numbered
// sections, server-priced summary, an idempotent order request, and a queue in browser
// storage when the shop cannot be reached (useCheckoutSubmit).
import { useEffect, useState } from 'react';
import { Page, PageTitle } from '@/components/page';
import { prefetchRoute } from '@/lib/prefetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { EmptyCheckout, FormAlert, ItemErrorsAlert } from './checkout-alerts';
import { allRequiredFilled, FORM_ERROR, type CheckoutValues } from './checkout-schema';
import { CheckoutSummary, CompleteOrderButton, MobileCheckoutSummary } from './checkout-summary';
import {
  AddressSections,
  ContactSection,
  InstructionsSection,
  ScheduleSection,
} from './form-sections';
import { PaymentSection } from './payment-section';
import { useCheckoutForm, useCheckoutSubmit } from './use-checkout-submit';
import { WalletDialog } from './wallet-dialog';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export function CheckoutPage() {
  useDocumentTitle(useT().t('Checkout'));
  const [walletOpen, setWalletOpen] = useState(false);
  // Tailwind's lg: the side panel; below it the summary sits right above 'Complete Order'.
  const wide = useMediaQuery('(min-width: 64rem)');
  const { form, values } = useCheckoutForm();
  const { register, handleSubmit, formState } = form;
  const { items, orderNote, quote, totalPaisa, itemErrors, stage, alert, setAlert, submit } =
    useCheckoutSubmit(form.setError, values.deliveryDate);

  // Fetch the confirmation page's code now: an order placed offline must still be able to
  // show that it was saved.
  useEffect(() => prefetchRoute('/order-confirmation'), []);

  if (items.length === 0 && stage === 'idle') return <EmptyCheckout />;

  const canSubmit =
    stage === 'idle' &&
    allRequiredFilled(values) &&
    Object.keys(formState.errors).length === 0 &&
    itemErrors.length === 0;
  const err = (k: keyof CheckoutValues) => formState.errors[k]?.message;
  return (
    <Page>
      <PageTitle>{t('Checkout')}</PageTitle>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_24rem]">
        <form
          noValidate
          onSubmit={(e) => void handleSubmit(submit, () => setAlert(FORM_ERROR))(e)}
          className="flex min-w-0 flex-col gap-6"
          aria-label={t('Checkout')}
        >
          <ContactSection register={register} errorOf={err} />
          <AddressSections register={register} errorOf={err} values={values} />
          <PaymentSection
            register={register}
            method={values.paymentMethod}
            onWallet={() => setWalletOpen(true)}
          />
          <ScheduleSection register={register} errorOf={err} date={values.deliveryDate} />
          <InstructionsSection register={register} orderNote={orderNote} />
          {!wide && <MobileCheckoutSummary items={items} quote={quote} totalPaisa={totalPaisa} />}
          {itemErrors.length > 0 && <ItemErrorsAlert />}
          {alert && <FormAlert message={alert} />}
          <CompleteOrderButton
            processing={stage === 'processing'}
            disabled={!canSubmit}
            totalPaisa={totalPaisa}
          />
        </form>
        {wide && <CheckoutSummary items={items} quote={quote} />}
      </div>
      <WalletDialog
        open={walletOpen}
        onClose={() => setWalletOpen(false)}
        totalPaisa={totalPaisa}
      />
    </Page>
  );
}
