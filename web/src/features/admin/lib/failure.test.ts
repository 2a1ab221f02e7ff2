import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  PRODUCT_ADD_FAILURE,
  PRODUCT_SERVER_FAILURE,
  PRODUCT_UPDATE_FAILURE,
  productSaveFailure,
  writeFailure,
} from './failure';

describe('productSaveFailure', () => {
  it("uses the shop's words for a server failure on update", () => {
    expect(productSaveFailure(new ApiError(500, 'internal', 'x'), true).message).toBe(
      'Product updated locally but failed to persist to the server. Check console for details.',
    );
    expect(PRODUCT_SERVER_FAILURE).toContain('Check console');
  });

  it('uses the generic words for any other failure', () => {
    expect(productSaveFailure(new ApiError(404, 'not_found', 'x'), true).message).toBe(
      'Failed to update product. See console for details.',
    );
    expect(productSaveFailure(new ApiError(0, 'network', 'x'), true).message).toBe(
      PRODUCT_UPDATE_FAILURE,
    );
    expect(productSaveFailure(new Error('boom'), false).message).toBe(PRODUCT_ADD_FAILURE);
  });

  it('hands field errors to the form, the image under one name', () => {
    const e = new ApiError(422, 'validation_failed', 'Please check the product details', {
      price: 'Price must be a positive number',
      image: 'Images must be JPEG, PNG or WebP files',
    });
    expect(productSaveFailure(e, true)).toEqual({
      message: 'Please check the product details',
      fields: {
        price: 'Price must be a positive number',
        imageUrl: 'Images must be JPEG, PNG or WebP files',
      },
    });
  });

  it('says so when rate limited', () => {
    expect(productSaveFailure(new ApiError(429, 'rate_limited', 'x'), true).message).toBe(
      'Rate limit exceeded. Please try again later.',
    );
  });
});

describe('writeFailure', () => {
  it('falls back to the given words', () => {
    const msg = 'Failed to delete order. Please try again.';
    expect(writeFailure(new ApiError(500, 'internal', 'x'), msg).message).toBe(msg);
    expect(
      writeFailure(new ApiError(409, 'conflict', 'Only a failed mail can be retried'), msg),
    ).toEqual({ message: 'Only a failed mail can be retried', fields: {} });
  });
});
