// What the wallet dialog says, from the shop's settings and the amount, in the language shown.
import { t } from '@/lib/i18n/i18n';
import './locales';

/** The steps of a mobile-wallet transfer to the shop's account. */
export function walletSteps(accountNumber: string, amount: string): string[] {
  return [
    t('Open your JazzCash or Easypaisa app.'),
    t("Choose 'Send Money'."),
    t('Enter the account number {account}.', { account: accountNumber }),
    t('Enter the exact amount: {amount}.', { amount }),
    t('Complete the transaction.'),
    t('Take a screenshot of the confirmation.'),
  ];
}

/** A WhatsApp link with the message that goes with the payment's screenshot. */
export function whatsappLink(whatsappNumber: string, brandName: string, amount: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
    `Hello ${brandName}, here is the screenshot of my mobile wallet payment of ${amount}.`,
  )}`;
}
