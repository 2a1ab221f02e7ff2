import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { isUnauthorized, onStaffUnauthorized, queryString, staffApi } from './staff-api';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('staffApi', () => {
  it('tells every listener about a 401, then throws it', async () => {
    const heard = vi.fn();
    const stop = onStaffUnauthorized(heard);
    answer(401, { error: { code: 'unauthenticated', message: 'Authentication required' } });
    await expect(staffApi('/api/admin/dispatch?date=2030-01-01')).rejects.toMatchObject({
      status: 401,
    });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await expect(staffApi('/api/admin/zones')).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures and answers to the page', async () => {
    const heard = vi.fn();
    const stop = onStaffUnauthorized(heard);
    answer(403, { error: { code: 'forbidden', message: 'Forbidden' } });
    await expect(staffApi('/api/admin/audit-logs')).rejects.toMatchObject({ status: 403 });
    answer(200, { items: [] });
    await expect(staffApi('/api/admin/cash-up')).resolves.toEqual({ items: [] });
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});

describe('isUnauthorized', () => {
  it('is true only for the server saying 401', () => {
    expect(isUnauthorized(new ApiError(401, 'unauthenticated', 'x'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'forbidden', 'x'))).toBe(false);
    expect(isUnauthorized(new Error('401'))).toBe(false);
  });
});

describe('queryString', () => {
  it('leaves out empty values', () => {
    expect(queryString({ date: '2030-01-01', q: '', page: 2, x: undefined })).toBe(
      '?date=2030-01-01&page=2',
    );
    expect(queryString({})).toBe('');
  });
});
