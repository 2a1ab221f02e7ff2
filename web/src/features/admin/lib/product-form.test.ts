import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../api/products';
import { imageFileError, productFormValues, productRequest } from './product-form';

const bottle: AdminProduct = {
  id: '1',
  name: '19 Liter Bottle (Without Stand)',
  description: 'Pure water',
  pricePaisa: 25000,
  image: '/images/products/bottle-19l.svg',
  size: '19 Liters',
  type: 'bottle',
  featured: true,
  hasExchange: true,
  depositPaisa: 100000,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('productFormValues', () => {
  it('starts an edit from the product, prices in PKR', () => {
    expect(productFormValues(bottle)).toMatchObject({
      name: '19 Liter Bottle (Without Stand)',
      price: '250.00',
      depositPrice: '1000.00',
      hasExchange: true,
    });
  });

  it('starts an add empty, as an active bottle', () => {
    expect(productFormValues()).toMatchObject({
      name: '',
      price: '',
      type: 'bottle',
      isActive: true,
    });
  });
});

describe('productRequest', () => {
  it('sends prices in PKR', () => {
    const v = { ...productFormValues(bottle), price: '275.50', depositPrice: '999.99' };
    expect(productRequest(v, true).body).toMatchObject({ price: 275.5, depositPrice: 999.99 });
  });

  it('requires name, description, price, size and an image', () => {
    const { errors, body } = productRequest(productFormValues(), false);
    expect(body).toBeNull();
    expect(errors).toEqual({
      name: 'Name is required',
      description: 'Description is required',
      price: 'Price is required',
      size: 'Size is required',
      imageUrl: 'Please choose an image',
    });
  });

  it('rejects a price that is not positive', () => {
    for (const price of ['0', 'abc', '-1'])
      expect(productRequest({ ...productFormValues(bottle), price }, true).errors.price).toBe(
        'Price must be a positive number',
      );
  });

  it('sends no deposit without bottle exchange', () => {
    const v = { ...productFormValues(bottle), hasExchange: false, depositPrice: 'ignored' };
    expect(productRequest(v, true)).toMatchObject({ errors: {}, body: { depositPrice: 0 } });
  });

  it('starts from the Urdu name and sends it trimmed, empty when none', () => {
    const v = productFormValues({ ...bottle, nameUr: '19 لیٹر بوتل' });
    expect(v.nameUr).toBe('19 لیٹر بوتل');
    expect(productRequest({ ...v, nameUr: ' 19 لیٹر ' }, true).body).toMatchObject({
      nameUr: '19 لیٹر',
    });
    expect(productRequest(productFormValues(bottle), true).body).toMatchObject({ nameUr: '' });
  });

  it('trims text', () => {
    const v = { ...productFormValues(bottle), name: '  Bottle  ', size: ' 19 L ' };
    expect(productRequest(v, true).body).toMatchObject({ name: 'Bottle', size: '19 L' });
  });
});

describe('imageFileError', () => {
  it('takes PNG, JPEG and WebP up to 5 MB', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/gif', size: 1000 })).toBe(
      'Images must be JPEG, PNG or WebP files',
    );
    expect(imageFileError({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe(
      'Images must be at most 5 MB',
    );
  });
});
