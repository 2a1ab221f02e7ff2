// A complete checkout form, for the checkout's unit tests.
import { EMPTY_CHECKOUT, type CheckoutValues } from './checkout-schema';

export const AYESHA: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phone: '+92 300 1234567',
  address: 'House 4, Street 7, F-8/3',
  city: 'Islamabad',
  postalCode: '44000',
  deliveryDate: '2026-11-24',
  deliveryTime: '9am-12pm',
};
