// The driver app's browser tests' set-up: a zone with its own postal code, a driver, COD
// orders there on a date, assigned to the driver; the driver signed in on a 390 px phone.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './admin-fixtures';

export const XRW = { 'X-Requested-With': 'e2e' };

export type DriverSetup = {
  date: string;
  tag: string;
  zone: { id: number; name: string };
  driver: { id: string; username: string; password: string };
  orderIds: string[];
};

type Item = { productId: string; quantity: number; hasBottleExchange: boolean };
export const BOTTLES: Item = { productId: '1', quantity: 2, hasBottleExchange: true };

/** `count` COD orders of `item` on `date` in a new zone, all assigned to a new driver (or left
 * for dispatch to assign, with `assign` false). */
export async function setUpDriverDay(
  request: APIRequestContext,
  date: string,
  count: number,
  item: Item = BOTTLES,
  assign = true,
): Promise<DriverSetup> {
  const tag = `${Date.now() % 1e7}${Math.floor(Math.random() * 100)}`;
  const postal = String(10000 + Math.floor(Math.random() * 90000)); // 5 digits, as the server asks
  const zone = await request.post('/api/admin/zones', {
    headers: XRW,
    data: { name: `E2E ${tag}`, city: 'Islamabad', postalCodes: [postal] },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const driver = { username: `driver${tag}`, password: `driver-pass-${tag}` };
  const made = await request.post('/api/admin/admins', {
    headers: XRW,
    data: {
      ...driver,
      email: `${driver.username}@example.pk`,
      name: `Driver ${tag}`,
      role: 'driver',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/orders', {
      headers: { ...XRW, 'Idempotency-Key': `e2e-driver-${tag}-${i}` },
      data: {
        customerId: 'guest',
        total: 1,
        deliveryDate: date,
        deliveryTime: '3pm-6pm',
        paymentMethod: 'cod',
        items: [{ ...item, purchaseType: 'one-time' }],
        customerDetails: {
          firstName: `Stop${i + 1}`,
          lastName: 'Customer',
          email: `stop${i}.${tag}@example.pk`,
          phone: '0300 5551234',
          address: `House ${i + 1}, Street 2, F-7/2`,
          city: 'Islamabad',
          postalCode: postal,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    orderIds.push((await res.json()).id);
  }
  const z = await zone.json();
  const driverId = (await made.json()).id as string;
  if (!assign) return { date, tag, zone: z, driver: { ...driver, id: driverId }, orderIds };
  const assigned = await request.post('/api/admin/dispatch/assign', {
    headers: XRW,
    data: { date, zoneId: z.id, driverId },
  });
  expect((await assigned.json()).assigned).toBe(count);
  return { date, tag, zone: z, driver: { ...driver, id: driverId }, orderIds };
}

export type BoardStop = {
  id: number;
  orderId: string;
  zoneId: number;
  status: string;
  outcome: { fullDropped: number; emptiesCollected: number; cashCollectedPaisa: number } | null;
};

/** The zone's stops on the dispatch board (the manager's view of what the server has). */
export async function zoneStops(request: APIRequestContext, s: DriverSetup) {
  const res = await request.get(`/api/admin/dispatch?date=${s.date}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).stops as BoardStop[]).filter((x) => x.zoneId === s.zone.id);
}

/** The driver signed in on a 390 px phone, at /driver. */
export async function driverPhone(
  browser: Browser,
  baseURL: string,
  s: DriverSetup,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const login = await context.request.post('/api/admin/login', {
    headers: XRW,
    data: { username: s.driver.username, password: s.driver.password },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.goto('/driver');
  return page;
}
