import { describe, expect, it } from 'vitest';
import type { Plan } from '@/lib/catalog';
import { planFormValues, planRequest } from './plan-form';

const family: Plan = {
  id: 'family',
  name: 'Family',
  pricePaisa: 294000,
  bottles: 12,
  frequency: 'Monthly',
  popular: true,
  savings: 'Save 15%',
  discountPercent: 15,
  features: ['12 bottles per month', 'Free delivery', 'Priority support'],
  productId: '1',
};

describe('planFormValues', () => {
  it('starts an edit from the plan, price in PKR and features as one line', () => {
    expect(planFormValues(family)).toEqual({
      name: 'Family',
      nameUr: '',
      price: '2940.00',
      bottles: '12',
      frequency: 'Monthly',
      popular: true,
      savings: 'Save 15%',
      discountPercent: '15',
      features: '12 bottles per month, Free delivery, Priority support',
      productId: '1',
    });
  });
});

describe('planRequest', () => {
  it('sends the price in PKR and the features trimmed, empties dropped', () => {
    const v = { ...planFormValues(family), price: '3000.5', features: ' A , ,B,' };
    expect(planRequest(v).body).toEqual({
      name: 'Family',
      nameUr: '',
      price: 3000.5,
      bottles: 12,
      frequency: 'Monthly',
      popular: true,
      savings: 'Save 15%',
      discountPercent: 15,
      features: ['A', 'B'],
      productId: '1',
    });
  });

  it('requires a name and numbers not below 0', () => {
    const v = { ...planFormValues(), name: ' ', price: '-1', bottles: '-2' };
    expect(planRequest(v)).toEqual({
      body: null,
      errors: {
        name: 'Name is required',
        price: 'Price must be 0 or more',
        bottles: 'Bottles must be a whole number, 0 or more',
      },
    });
  });

  it('starts from the Urdu name and sends it trimmed', () => {
    const v = planFormValues({ ...family, nameUr: 'فیملی' });
    expect(v.nameUr).toBe('فیملی');
    expect(planRequest({ ...v, nameUr: ' فیملی پلان ' }).body).toMatchObject({
      nameUr: 'فیملی پلان',
    });
  });

  it('takes 0 as a price and as bottles', () => {
    const v = { ...planFormValues(), name: 'Trial', price: '0', bottles: '0' };
    expect(planRequest(v).body).toMatchObject({ price: 0, bottles: 0 });
  });

  it('checks the discount range', () => {
    const v = { ...planFormValues(family), discountPercent: '120' };
    expect(planRequest(v).errors.discountPercent).toBe('Discount must be from 0 to 100 percent');
  });
});
