// What the checkout form sends: the form's resolver (the shop's messages), the order request
// built from the form and the cart (choices only; the server prices it), and which failures
// mean the shop could not be reached.
import { zodResolver } from '@hookform/resolvers/zod';
import { toLineInputs, type Quote } from '@/lib/quote';
import type { OrderPayload } from '@/lib/orders-api';
import { ApiError } from '@/lib/api';
import { estimateLine } from '@/stores/cart-pricing';
import type { CartItem } from '@/stores/cart-store';
import { checkoutFormSchema, type CheckoutValues } from './checkout-schema';

/** The form's resolver: the schema's messages, first per field; the values stay as typed. */
export const resolver = zodResolver(checkoutFormSchema(), undefined, { raw: true });

export function buildPayload(
  v: CheckoutValues,
  items: CartItem[],
  quote: Quote | undefined,
  orderNote: string,
): OrderPayload {
  const shownPaisa = quote?.totalPaisa ?? items.reduce((s, i) => s + estimateLine(i), 0);
  return {
    customerId: 'guest',
    items: toLineInputs(items),
    customerDetails: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      address: v.address.trim(),
      city: v.city,
      postalCode: v.postalCode.trim(),
      notes: v.notes.trim(),
      ...(v.sameAsBilling
        ? {}
        : {
            deliveryAddress: {
              address: v.deliveryAddress.trim(),
              city: v.deliveryCity,
              postalCode: v.deliveryPostalCode.trim(),
            },
          }),
    },
    total: shownPaisa / 100,
    deliveryDate: v.deliveryDate,
    deliveryTime: v.deliveryTime as OrderPayload['deliveryTime'], // checked by the form
    paymentMethod: v.paymentMethod,
    couponCode: quote?.coupon?.code ?? '',
    orderNote,
  };
}

/** The server could not be reached (no network, or the proxy in front of it says so). */
export function unreachable(e: unknown) {
  return e instanceof ApiError && (e.isNetwork || [502, 503, 504].includes(e.status));
}
