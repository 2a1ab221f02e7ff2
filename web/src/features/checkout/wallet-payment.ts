// What the wallet dialog says, from the shop's settings and the amount. Pure.

/** The steps of a mobile-wallet transfer to the shop's account. */
export function walletSteps(accountNumber: string, amount: string): string[] {
  return [
    'Open your JazzCash or Easypaisa app.',
    "Choose 'Send Money'.",
    `Enter the account number ${accountNumber}.`,
    `Enter the exact amount: ${amount}.`,
    'Complete the transaction.',
    'Take a screenshot of the confirmation.',
  ];
}

/** A WhatsApp link with the message that goes with the payment's screenshot. */
export function whatsappLink(whatsappNumber: string, brandName: string, amount: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
    `Hello ${brandName}, here is the screenshot of my mobile wallet payment of ${amount}.`,
  )}`;
}
