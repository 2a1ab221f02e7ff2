import { describe, expect, it } from 'vitest';
import { DELIVERY_SLOTS, pakistanDate } from '@/lib/pakistan-time';
import { resolver } from './checkout-payload';
import { EMPTY_CHECKOUT, validateCheckout, type CheckoutValues } from './checkout-schema';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the checkout form resolver (zodResolver over the checkout schema)', () => {
  it('gives every field its first message, the rules across fields included', async () => {
    const v: CheckoutValues = {
      ...EMPTY_CHECKOUT,
      email: '',
      phone: '12',
      city: 'Lahore',
      sameAsBilling: false,
      deliveryDate: '2020-01-01',
    };
    const { errors } = await resolver(v, undefined, options);
    const messages = Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]));
    expect(messages).toEqual(validateCheckout(v));
    expect(messages).toMatchObject({
      email: 'Email is required',
      phone: 'Please enter a valid phone number',
      city: 'We deliver only in Islamabad and Rawalpindi',
      deliveryAddress: 'Address is required',
      deliveryDate: 'Delivery date cannot be in the past',
    });
  });

  it('passes a valid form on as typed', async () => {
    const v: CheckoutValues = {
      ...EMPTY_CHECKOUT,
      firstName: ' Ayesha ',
      lastName: 'Khan',
      email: 'ayesha@example.com',
      phone: '+92 300 1234567',
      address: 'House 4',
      city: 'Rawalpindi',
      postalCode: '46000',
      deliveryDate: pakistanDate(Date.now(), 2),
      deliveryTime: DELIVERY_SLOTS[0],
    };
    expect(await resolver(v, undefined, options)).toEqual({ values: v, errors: {} });
  });
});
