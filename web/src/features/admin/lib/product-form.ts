// The product editor's values (as typed) and the rules of SPEC.md point 5, turned into the
// request body the server takes (prices in PKR).
import type { FieldErrors } from '@/lib/api';
import type { ProductType } from '@/lib/catalog';
import type { AdminProduct, ProductRequest } from '../api/products';
import { paisaToPkr, paisaToPkrInput, pkrInputToPaisa } from './price-form';

export type ProductFormValues = {
  name: string;
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

/** Checks the form; `hasImage` is whether the product has or will get an image. */
export function productRequest(v: ProductFormValues, hasImage: boolean): Result {
  const errors: FieldErrors = {};
  const name = v.name.trim();
  const description = v.description.trim();
  const size = v.size.trim();
  if (!name) errors.name = 'Name is required';
  if (!description) errors.description = 'Description is required';
  if (!size) errors.size = 'Size is required';
  const price = pkrInputToPaisa(v.price);
  if (!v.price.trim()) errors.price = 'Price is required';
  else if (price === null || price <= 0) errors.price = 'Price must be a positive number';
  let deposit = 0;
  if (v.hasExchange && v.depositPrice.trim()) {
    const d = pkrInputToPaisa(v.depositPrice);
    if (d === null) errors.depositPrice = 'Deposit must be zero or a positive number';
    else deposit = d;
  }
  if (!hasImage) errors.imageUrl = 'Please choose an image';
  if (Object.keys(errors).length > 0 || price === null) return { errors, body: null };
  return {
    errors,
    body: {
      name,
      description,
      price: paisaToPkr(price),
      size,
      type: v.type,
      featured: v.featured,
      hasExchange: v.hasExchange,
      depositPrice: v.hasExchange ? paisaToPkr(deposit) : 0,
      isActive: v.isActive,
    },
  };
}
