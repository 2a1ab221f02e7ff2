// The plan editor's values (as typed) and SPEC.md's rules: name required, bottles and price
// numeric and not below 0, features comma-separated.
import type { FieldErrors } from '@/lib/api';
import type { Plan } from '@/lib/catalog';
import type { PlanRequest } from '../api/plans';
import { featuresToText, parseFeatures } from './plan-features';
import { paisaToPkr, paisaToPkrInput, pkrInputToPaisa } from './price-form';

export const FREQUENCIES: Plan['frequency'][] = ['Monthly', 'Weekly', 'Bi-Weekly'];

export type PlanFormValues = {
  name: string;
  price: string;
  bottles: string;
  frequency: Plan['frequency'];
  popular: boolean;
  savings: string;
  discountPercent: string;
  features: string;
};

export function planFormValues(p?: Plan): PlanFormValues {
  return {
    name: p?.name ?? '',
    price: p ? paisaToPkrInput(p.pricePaisa) : '',
    bottles: p ? String(p.bottles) : '',
    frequency: p?.frequency ?? 'Monthly',
    popular: p?.popular ?? false,
    savings: p?.savings ?? '',
    discountPercent: p ? String(p.discountPercent) : '15',
    features: p ? featuresToText(p.features) : '',
  };
}

export function planRequest(v: PlanFormValues): { errors: FieldErrors; body: PlanRequest | null } {
  const errors: FieldErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'Name is required';
  const price = pkrInputToPaisa(v.price);
  if (price === null) errors.price = 'Price must be 0 or more';
  const bottles = /^\s*\d+\s*$/.test(v.bottles) ? Number(v.bottles) : NaN;
  if (!Number.isInteger(bottles) || bottles > 1000)
    errors.bottles = 'Bottles must be a whole number, 0 or more';
  const discount = v.discountPercent.trim() === '' ? 0 : Number(v.discountPercent);
  if (!Number.isFinite(discount) || discount < 0 || discount > 100)
    errors.discountPercent = 'Discount must be from 0 to 100 percent';
  if (Object.keys(errors).length > 0 || price === null) return { errors, body: null };
  return {
    errors,
    body: {
      name,
      price: paisaToPkr(price),
      bottles,
      frequency: v.frequency,
      popular: v.popular,
      savings: v.savings.trim(),
      discountPercent: discount,
      features: parseFeatures(v.features),
    },
  };
}
