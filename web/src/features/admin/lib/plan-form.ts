// The plan editor's values (as typed) and their rules: name required, bottles and price
// numeric and not below 0, features comma-separated.
import { z } from 'zod';
import type { FieldErrors } from '@/lib/api';
import type { Plan } from '@/lib/catalog';
import type { PlanRequest } from '../api/plans';
import { featuresToText, parseFeatures } from './plan-features';
import { paisaToPkr, paisaToPkrInput, pkrInputToPaisa } from './price-form';

export const FREQUENCIES: Plan['frequency'][] = ['Monthly', 'Weekly', 'Bi-Weekly'];

export type PlanFormValues = {
  name: string;
  nameUr: string;
  price: string;
  bottles: string;
  frequency: Plan['frequency'];
  popular: boolean;
  savings: string;
  discountPercent: string;
  features: string;
  /** The returnable product the plan delivers; '' lets the server pick the 19 litre bottle. */
  productId: string;
};

export function planFormValues(p?: Plan): PlanFormValues {
  return {
    name: p?.name ?? '',
    nameUr: p?.nameUr ?? '',
    price: p ? paisaToPkrInput(p.pricePaisa) : '',
    bottles: p ? String(p.bottles) : '',
    frequency: p?.frequency ?? 'Monthly',
    popular: p?.popular ?? false,
    savings: p?.savings ?? '',
    discountPercent: p ? String(p.discountPercent) : '15',
    features: p ? featuresToText(p.features) : '',
    productId: p?.productId ?? '',
  };
}

/** The form's rules, turned into the request body the server takes (the editor's resolver). */
export const planSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    nameUr: z.string().trim(),
    price: z.string().transform((t, ctx) => {
      const paisa = pkrInputToPaisa(t);
      if (paisa === null) ctx.addIssue({ code: 'custom', message: 'Price must be 0 or more' });
      return paisa ?? 0;
    }),
    bottles: z.string().transform((t, ctx) => {
      const n = /^\s*\d+\s*$/.test(t) ? Number(t) : NaN;
      if (!Number.isInteger(n) || n > 1000) {
        ctx.addIssue({ code: 'custom', message: 'Bottles must be a whole number, 0 or more' });
      }
      return n;
    }),
    frequency: z.enum(FREQUENCIES as [Plan['frequency'], ...Plan['frequency'][]]),
    popular: z.boolean(),
    savings: z.string().trim(),
    discountPercent: z.string().transform((t, ctx) => {
      const n = t.trim() === '' ? 0 : Number(t);
      if (!Number.isFinite(n) || n < 0 || n > 100) {
        ctx.addIssue({ code: 'custom', message: 'Discount must be from 0 to 100 percent' });
      }
      return n;
    }),
    features: z.string().transform(parseFeatures),
    productId: z.string(),
  })
  .transform((v): PlanRequest => ({
    name: v.name,
    nameUr: v.nameUr,
    price: paisaToPkr(v.price),
    bottles: v.bottles,
    frequency: v.frequency,
    popular: v.popular,
    savings: v.savings,
    discountPercent: v.discountPercent,
    features: v.features,
    productId: v.productId,
  }));

export function planRequest(v: PlanFormValues): { errors: FieldErrors; body: PlanRequest | null } {
  const parsed = planSchema.safeParse(v);
  if (parsed.success) return { errors: {}, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors, body: null };
}
