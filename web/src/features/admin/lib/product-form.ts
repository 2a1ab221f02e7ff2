// The product editor's values (as typed) and its rules (docs/product.md#catalogue), turned into the
// request body the server takes (prices in PKR).
import { z } from 'zod';
import type { FieldErrors } from '@/lib/api';
import type { ProductType } from '@/lib/catalog';
import type { AdminProduct, ProductRequest } from '../api/products';
import { paisaToPkr, paisaToPkrInput, pkrInputToPaisa } from './price-form';

export type ProductFormValues = {
  name: string;
  nameUr: string;
  description: string;
  price: string;
  size: string;
  type: ProductType;
  featured: boolean;
  hasExchange: boolean;
  depositPrice: string;
  isActive: boolean;
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function productFormValues(p?: AdminProduct): ProductFormValues {
  return {
    name: p?.name ?? '',
    nameUr: p?.nameUr ?? '',
    description: p?.description ?? '',
    price: p ? paisaToPkrInput(p.pricePaisa) : '',
    size: p?.size ?? '',
    type: p?.type ?? 'bottle',
    featured: p?.featured ?? false,
    hasExchange: p?.hasExchange ?? false,
    depositPrice: p && p.depositPaisa > 0 ? paisaToPkrInput(p.depositPaisa) : '',
    isActive: p?.isActive ?? true,
  };
}

/** A chosen image file's problem, if any (the server takes PNG, JPEG or WebP up to 5 MB). */
export function imageFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Images must be JPEG, PNG or WebP files';
  if (file.size > MAX_IMAGE_BYTES) return 'Images must be at most 5 MB';
  return null;
}

type Result = { errors: FieldErrors; body: ProductRequest | null };

const text = (required: string) => z.string().trim().min(1, required);

/** A PKR amount as paisa: '' gives `empty`, anything else must pass `ok`, else `invalid`. */
const amount = (ok: (paisa: number) => boolean, invalid: string, empty?: string) =>
  z.string().transform((t, ctx) => {
    const paisa = pkrInputToPaisa(t);
    if (empty !== undefined && !t.trim())
      ctx.addIssue({ code: 'custom', message: empty, continue: true });
    else if (t.trim() && (paisa === null || !ok(paisa))) {
      ctx.addIssue({ code: 'custom', message: invalid, continue: true });
    }
    return paisa ?? 0;
  });

/**
 * The form's rules, turned into the request body the server takes (the editor's resolver);
 * `hasImage` is whether the product has or will get an image.
 */
export function productSchema(hasImage: boolean) {
  return z
    .object({
      name: text('Name is required'),
      nameUr: z.string().trim(),
      description: text('Description is required'),
      price: amount((p) => p > 0, 'Price must be a positive number', 'Price is required'),
      size: text('Size is required'),
      type: z.custom<ProductType>((t) => typeof t === 'string'),
      featured: z.boolean(),
      hasExchange: z.boolean(),
      depositPrice: z.string(),
      isActive: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.hasExchange && v.depositPrice.trim() && pkrInputToPaisa(v.depositPrice) === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositPrice'],
          message: 'Deposit must be zero or a positive number',
        });
      }
      if (!hasImage)
        ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: 'Please choose an image' });
    })
    .transform((v): ProductRequest => ({
      name: v.name,
      nameUr: v.nameUr,
      description: v.description,
      price: paisaToPkr(v.price),
      size: v.size,
      type: v.type,
      featured: v.featured,
      hasExchange: v.hasExchange,
      depositPrice: v.hasExchange ? paisaToPkr(pkrInputToPaisa(v.depositPrice) ?? 0) : 0,
      isActive: v.isActive,
    }));
}

/** Checks the form; `hasImage` is whether the product has or will get an image. */
export function productRequest(v: ProductFormValues, hasImage: boolean): Result {
  const parsed = productSchema(hasImage).safeParse(v);
  if (parsed.success) return { errors: {}, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors, body: null };
}
