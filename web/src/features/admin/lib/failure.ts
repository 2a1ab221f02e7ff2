// What the admin is told when a write fails: the shop's words (docs/product.md#messages),
// the server's own message for field errors and rate limits.
import { ApiError, type FieldErrors } from '@/lib/api';

export const PRODUCT_SERVER_FAILURE =
  'Product updated locally but failed to persist to the server. Check console for details.';
export const PRODUCT_UPDATE_FAILURE = 'Failed to update product. See console for details.';
export const PRODUCT_ADD_FAILURE = 'Failed to add product. See console for details.';
export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';

export type Failure = { message: string; fields: FieldErrors };

/** The server calls the product image `image` or `imageUrl`; the form has one field for it. */
function formFields(fields: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...fields };
  if (out.image && !out.imageUrl) out.imageUrl = out.image;
  delete out.image;
  return out;
}

export function productSaveFailure(e: unknown, editing: boolean): Failure {
  if (e instanceof ApiError) {
    if (e.status === 422) return { message: e.message, fields: formFields(e.fields) };
    if (e.status === 429) return { message: RATE_LIMITED, fields: {} };
    if (e.status >= 500 && editing) return { message: PRODUCT_SERVER_FAILURE, fields: {} };
  }
  return { message: editing ? PRODUCT_UPDATE_FAILURE : PRODUCT_ADD_FAILURE, fields: {} };
}

/** Any other admin write: field errors and rate limits from the server, else `fallback`. */
export function writeFailure(e: unknown, fallback: string): Failure {
  if (e instanceof ApiError) {
    if (e.status === 422) return { message: e.message, fields: e.fields };
    if (e.status === 429) return { message: RATE_LIMITED, fields: {} };
    if (e.status === 409 || e.status === 403) return { message: e.message, fields: {} };
  }
  return { message: fallback, fields: {} };
}
