import { describe, expect, it } from 'vitest';
import {
  allRequiredFilled,
  EMPTY_CHECKOUT,
  formFieldFor,
  isEmail,
  isPhone,
  validateCheckout,
  SLOT_STARTED,
  type CheckoutValues,
} from './checkout-schema';
import { AYESHA } from './checkout-test-values';

// 2026-11-23 10:30 in Pakistan (05:30 UTC).
const NOW = Date.UTC(2026, 10, 23, 5, 30);

const valid: CheckoutValues = AYESHA;

function errorsOf(v: Partial<CheckoutValues>): Record<string, string> {
  return validateCheckout({ ...valid, ...v }, NOW);
}

describe('checkout rules', () => {
  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('gives every required-field message word for word', () => {
    const e = errorsOf(EMPTY_CHECKOUT);
    expect(e).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address: 'Address is required',
      city: 'City is required',
      postalCode: 'Postal code is required',
      deliveryDate: 'Delivery date is required',
      deliveryTime: 'Delivery time is required',
    });
  });

  it('checks email and phone shapes', () => {
    expect(errorsOf({ email: 'ayesha@' }).email).toBe('Please enter a valid email address');
    expect(errorsOf({ phone: '12345' }).phone).toBe('Please enter a valid phone number');
    expect(isPhone('0300-1234567')).toBe(true);
    expect(isPhone('(051) 2345 6789')).toBe(true);
    expect(isPhone('+92 300 12345a7')).toBe(false);
    expect(isEmail('a@b.pk')).toBe(true);
    expect(isEmail('a b@c.pk')).toBe(false);
  });

  it('uses today in Pakistan for dates and slots', () => {
    expect(errorsOf({ deliveryDate: '2026-11-22' }).deliveryDate).toBe(
      'Delivery date cannot be in the past',
    );
    expect(errorsOf({ deliveryDate: '2026-11-23', deliveryTime: '9am-12pm' }).deliveryTime).toBe(
      SLOT_STARTED,
    );
    expect(errorsOf({ deliveryDate: '2026-11-23', deliveryTime: '12pm-3pm' })).toEqual({});
    expect(errorsOf({ deliveryDate: '2027-01-30' }).deliveryDate).toMatch(/30 days/);
  });

  it('checks dates even while other fields are still empty', () => {
    expect(errorsOf({ firstName: '', deliveryDate: '2026-11-01' })).toEqual({
      firstName: 'First name is required',
      deliveryDate: 'Delivery date cannot be in the past',
    });
  });

  it('delivers only in Islamabad and Rawalpindi', () => {
    expect(errorsOf({ city: 'Lahore' }).city).toBe('We deliver only in Islamabad and Rawalpindi');
    expect(errorsOf({ city: 'Rawalpindi' })).toEqual({});
  });

  it('needs a delivery address only when it differs from billing', () => {
    expect(errorsOf({ sameAsBilling: false })).toEqual({
      deliveryAddress: 'Address is required',
      deliveryCity: 'City is required',
      deliveryPostalCode: 'Postal code is required',
    });
    expect(allRequiredFilled(valid)).toBe(true);
    expect(allRequiredFilled({ ...valid, sameAsBilling: false })).toBe(false);
    expect(allRequiredFilled({ ...valid, phone: '  ' })).toBe(false);
  });

  it('maps server field keys to form fields', () => {
    expect(formFieldFor('deliveryAddress.city')).toBe('deliveryCity');
    expect(formFieldFor('email')).toBe('email');
    expect(formFieldFor('items[0]')).toBeUndefined();
  });
});
