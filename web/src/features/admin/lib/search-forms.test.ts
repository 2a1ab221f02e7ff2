import { describe, expect, it } from 'vitest';
import { orderSearchSchema, subscriptionSearchSchema, textSearchSchema } from './search-forms';

describe('the admin search forms', () => {
  it('take any text, as typed', () => {
    expect(textSearchSchema.parse({ q: ' ali ' })).toEqual({ q: ' ali ' });
  });

  it('take a known order status or none', () => {
    expect(orderSearchSchema.parse({ q: '', status: 'delivered' }).status).toBe('delivered');
    expect(orderSearchSchema.parse({ q: '', status: '' }).status).toBe('');
    expect(orderSearchSchema.safeParse({ q: '', status: 'lost' }).success).toBe(false);
  });

  it('take a known subscription status or none', () => {
    expect(subscriptionSearchSchema.parse({ q: 'SUB-1', status: 'paused' }).status).toBe('paused');
    expect(subscriptionSearchSchema.safeParse({ q: '', status: 'pending' }).success).toBe(false);
  });
});
