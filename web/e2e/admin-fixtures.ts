// Admin browser tests: every test starts signed in as the demo super-admin (one sign-in per
// worker, because the server allows 5 sign-ins per user per minute), unless it opts out with
// test.use({ signedIn: false }).
import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as shop, expect } from './fixtures';

export type Credentials = { username: string; password: string };

export async function demoCredentials(request: APIRequestContext): Promise<Credentials> {
  const settings = await (await request.get('/api/settings')).json();
  expect(settings.demoMode, 'the e2e server runs in demo mode').toBe(true);
  return settings.demoCredentials as Credentials;
}

export const test = shop.extend<{ signedIn: boolean }, { adminState: string }>({
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      const res = await request.post('/api/admin/login', {
        data: await demoCredentials(request),
        headers: { 'X-Requested-With': 'e2e' },
      });
      expect(res.status(), await res.text()).toBe(200);
      const file = workerInfo.project.outputDir + `/admin-state-${workerInfo.workerIndex}.json`;
      writeFileSync(file, JSON.stringify(await request.storageState()));
      await request.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  signedIn: [true, { option: true }],
  storageState: async ({ signedIn, adminState }, use) => {
    await use(signedIn ? adminState : undefined);
  },
});

export { expect };

/** YYYY-MM-DD in Pakistan (UTC+5), `days` from today. */
export function pakistanDate(days: number): string {
  return new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A guest order through the public API, as the checkout would place it. */
export async function placeOrder(
  page: Page,
  customer: { firstName: string; lastName: string; email: string; phone: string },
  paymentMethod: 'cod' | 'wallet' = 'wallet',
): Promise<{ id: string; totalPaisa: number }> {
  const res = await page.request.post('/api/orders', {
    headers: {
      'Idempotency-Key': `e2e-admin-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      'X-Requested-With': 'aquapure',
    },
    data: {
      customerId: 'guest',
      items: [{ productId: '1', quantity: 2, purchaseType: 'one-time', hasBottleExchange: false }],
      customerDetails: {
        ...customer,
        address: 'House 12, Street 4, F-7/2',
        city: 'Islamabad',
        postalCode: '44000',
        notes: 'Ring the bell twice',
      },
      total: 1,
      deliveryDate: pakistanDate(1),
      deliveryTime: '9am-12pm',
      paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A 1×1 PNG written to a temp file, for the product image picker. */
export function tinyPng(path: string): string {
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  writeFileSync(path, Buffer.from(png, 'base64'));
  return path;
}
