// The checkout form's rules (docs/product.md#checkout-and-pricing), with its messages word for
// word. The server checks the same rules again (server/src/orders/checkout.cpp); this is for
// instant feedback.
import { z } from 'zod';
import {
  DELIVERY_SLOTS,
  isSlotAvailable,
  pakistanDate,
  type DeliverySlot,
} from '@/lib/pakistan-time';
import './locales';

export const CITIES = ['Islamabad', 'Rawalpindi'] as const;
export const MAX_DAYS_AHEAD = 30;
export const SLOT_STARTED = 'This time slot has already started. Please choose a later one.';
export const FORM_ERROR = 'Please correct the errors in the form before submitting.';
export const ORDER_FAILED = 'There was an error processing your order. Please try again.';

/** Same rule as the server: spaces stripped, optional '+', 10+ digits, dashes, parentheses. */
export function isPhone(raw: string): boolean {
  const s = raw.replace(/ /g, '');
  const body = s.startsWith('+') ? s.slice(1) : s;
  if (body.length < 10 || s.length > 20) return false;
  if (!/^[\d()-]+$/.test(body)) return false;
  return (body.match(/\d/g) ?? []).length >= 10;
}

/** Same rule as the server: one '@', no spaces, a dot inside the domain. */
export function isEmail(s: string): boolean {
  if (s.length < 3 || s.length > 254 || /[\s<>,]/.test(s)) return false;
  const at = s.indexOf('@');
  if (at <= 0 || s.indexOf('@', at + 1) !== -1) return false;
  const domain = s.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot + 1 < domain.length;
}

const required = (message: string, max = 300) =>
  z.string().trim().min(1, message).max(max, `Please keep this under ${max} characters`);

/** Required, then well-formed: one message, the first that applies (no abort, so the rules
 * across fields still run when this one fails). */
const filled = (required: string, ok: (s: string) => boolean, invalid: string) =>
  z
    .string()
    .trim()
    .check((ctx) => {
      const message = !ctx.value ? required : ok(ctx.value) ? '' : invalid;
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: true });
    });

export const checkoutSchema = z.object({
  firstName: required('First name is required', 100),
  lastName: required('Last name is required', 100),
  email: filled('Email is required', isEmail, 'Please enter a valid email address'),
  phone: filled('Phone number is required', isPhone, 'Please enter a valid phone number'),
  address: required('Address is required'),
  city: required('City is required', 50),
  postalCode: required('Postal code is required', 10),
  sameAsBilling: z.boolean(),
  deliveryAddress: z.string().trim().max(300),
  deliveryCity: z.string().trim().max(50),
  deliveryPostalCode: z.string().trim().max(10),
  paymentMethod: z.enum(['cod', 'wallet']),
  deliveryDate: z.string().min(1, 'Delivery date is required'),
  deliveryTime: z.string().min(1, 'Delivery time is required'),
  notes: z.string().max(500, 'Please keep special instructions under 500 characters'),
});

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

/** Rules across fields and the clock: delivery area, delivery address, date and slot. */
function crossFieldErrors(v: CheckoutValues, now: number): CheckoutErrors {
  const e: CheckoutErrors = {};
  const isCity = (c: string) => (CITIES as readonly string[]).includes(c);
  if (v.city && !isCity(v.city)) e.city = 'We deliver only in Islamabad and Rawalpindi';
  if (!v.sameAsBilling) {
    if (!v.deliveryAddress.trim()) e.deliveryAddress = 'Address is required';
    if (!v.deliveryCity) e.deliveryCity = 'City is required';
    else if (!isCity(v.deliveryCity)) {
      e.deliveryCity = 'We deliver only in Islamabad and Rawalpindi';
    }
    if (!v.deliveryPostalCode.trim()) e.deliveryPostalCode = 'Postal code is required';
  }
  const today = pakistanDate(now);
  if (v.deliveryDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.deliveryDate)) {
      e.deliveryDate = 'Please enter a valid date';
    } else if (v.deliveryDate < today) {
      e.deliveryDate = 'Delivery date cannot be in the past';
    } else if (v.deliveryDate > pakistanDate(now, MAX_DAYS_AHEAD)) {
      e.deliveryDate = 'Please choose a delivery date within the next 30 days';
    }
  }
  if (v.deliveryTime) {
    if (!(DELIVERY_SLOTS as readonly string[]).includes(v.deliveryTime)) {
      e.deliveryTime = 'Please choose one of the delivery time slots';
    } else if (!isSlotAvailable(v.deliveryTime as DeliverySlot, v.deliveryDate, now)) {
      e.deliveryTime = SLOT_STARTED;
    }
  }
  return e;
}

/**
 * The whole form's schema: the field rules, then the rules across fields and the clock (read
 * when the form is checked). It is the form's resolver (zodResolver) and validateCheckout's.
 */
export function checkoutFormSchema(now: () => number = Date.now) {
  return checkoutSchema.superRefine((v, ctx) => {
    for (const [k, message] of Object.entries(crossFieldErrors(v, now()))) {
      ctx.addIssue({ code: 'custom', path: [k], message });
    }
  });
}

/** Every error of the form, one message per field (the first that applies). */
export function validateCheckout(v: CheckoutValues, now: number = Date.now()): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const parsed = checkoutFormSchema(() => now).safeParse(v);
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] as keyof CheckoutValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

export type CheckoutValues = z.infer<typeof checkoutSchema>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  sameAsBilling: true,
  deliveryAddress: '',
  deliveryCity: '',
  deliveryPostalCode: '',
  paymentMethod: 'cod',
  deliveryDate: '',
  deliveryTime: '',
  notes: '',
};

/** The fields that must be filled before 'Complete Order' is enabled. */
export const REQUIRED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'deliveryDate',
  'deliveryTime',
] as const satisfies readonly (keyof CheckoutValues)[];

export function allRequiredFilled(v: CheckoutValues): boolean {
  if (REQUIRED_FIELDS.some((k) => !String(v[k] ?? '').trim())) return false;
  if (!v.sameAsBilling) {
    return Boolean(v.deliveryAddress.trim() && v.deliveryCity && v.deliveryPostalCode.trim());
  }
  return true;
}

/** Server field keys (customerDetails.*, deliveryAddress.*) to this form's field names. */
export function formFieldFor(serverKey: string): keyof CheckoutValues | undefined {
  const map: Record<string, keyof CheckoutValues> = {
    'deliveryAddress.address': 'deliveryAddress',
    'deliveryAddress.city': 'deliveryCity',
    'deliveryAddress.postalCode': 'deliveryPostalCode',
  };
  if (map[serverKey]) return map[serverKey];
  return serverKey in EMPTY_CHECKOUT ? (serverKey as keyof CheckoutValues) : undefined;
}
