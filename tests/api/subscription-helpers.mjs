// What the subscription API tests share beyond harness.mjs and suite.mjs: an order with a
// plan (a guest paying cash on delivery), placing it and finding the subscription it made,
// a driver and the outcomes it records, the decoded text of a mail from the mail folder, and
// the test hooks (AQUA_TEST_HOOKS=1) that move the server to a day and run the scheduler.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeStaff, recordOutcome, signInStaff } from './delivery-helpers.mjs';
import { request } from './harness.mjs';
import { setTestClock } from './suite.mjs';
import { DAY, daysBetween, pkDate } from './subscription-dates.mjs';

/** The cart line of a plan ('basic', 'standard', …); exchange: hasBottleExchange when given. */
export function planLine(plan = 'basic', exchange = undefined) {
  const line = {
    productId: `subscription-${plan}`,
    purchaseType: 'subscription',
    subscriptionPlan: plan,
  };
  if (exchange !== undefined) line.hasBottleExchange = exchange;
  return line;
}

/**
 * A guest's order, cash on delivery at 12pm-3pm on deliveryDate (the subscription's start):
 * the basic plan unless items are given; customer overrides Sana Malik's details.
 */
export function planOrder(email, deliveryDate, { items = [planLine()], customer = {} } = {}) {
  return {
    customerId: 'guest',
    total: 1,
    deliveryDate,
    deliveryTime: '12pm-3pm',
    paymentMethod: 'cod',
    items,
    customerDetails: {
      firstName: 'Sana',
      lastName: 'Malik',
      email,
      phone: '+92 300 7654321',
      address: 'House 3, Street 9, G-9/1',
      city: 'Islamabad',
      postalCode: '44090',
      ...customer,
    },
  };
}

/** POST /api/orders with a fresh idempotency key; checks the 201 and returns the order. */
export async function placeOrder(srv, body) {
  const r = await request('POST', `${srv.url}/api/orders`, {
    headers: { 'idempotency-key': randomUUID() },
    body,
  });
  assert.equal(r.status, 201, r.text);
  return r.json;
}

/** The (first) subscription an order made, from the admin list (api: an admin client). */
export async function subscriptionOf(api, orderId) {
  const r = await api('GET', `/api/admin/subscriptions?orderId=${encodeURIComponent(orderId)}`);
  assert.equal(r.status, 200, r.text);
  assert.ok(r.json.items.length > 0, `no subscription for ${orderId}`);
  return r.json.items[0];
}

/** Places body and returns {order, sub}: the order and the subscription it made. */
export async function subscribe(srv, api, body) {
  const order = await placeOrder(srv, body);
  return { order, sub: await subscriptionOf(api, order.id) };
}

/** Runs the scheduler now (POST /api/test/run-scheduler); returns how many renewals it made. */
export async function runScheduler(srv) {
  const r = await request('POST', `${srv.url}/api/test/run-scheduler`, { timeoutMs: 60_000 });
  assert.equal(r.status, 200, r.text);
  return r.json.renewals;
}

/** Moves the server's clock so that Pakistan's today is ymd (same time of day). */
export const moveToDay = (srv, ymd) => setTestClock(srv, daysBetween(pkDate(0), ymd) * DAY);

/** The decoded text of the mail of `kind` for an order, from the mail folder (waits up to 10 s). */
export async function mailText(dataDir, kind, orderId) {
  const dir = path.join(dataDir, 'mail');
  for (let i = 0; i < 200; i++) {
    const file = existsSync(dir)
      ? readdirSync(dir).find((f) => f.endsWith(`-${kind}-${orderId}.eml`))
      : undefined;
    if (file) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      return raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .map((p) => Buffer.from(p.replace(/--.*$/s, '').replace(/\s+/g, ''), 'base64').toString())
        .join('\n');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`no ${kind} mail for ${orderId}`);
}

/** A new driver (delivery-helpers.mjs's staff): its id, and `signIn()` for a client signed in
 * as it (again after the clock moved). */
export async function newDriver(srv, su, username) {
  const { ids } = await makeStaff(srv, su, [[username, 'driver']]);
  return { id: ids[username], signIn: () => signInStaff(srv, username) };
}

/** The driver records `stop`'s outcome (201): delivered with its bottles, `empties` back and
 * `cash` collected (by default what the stop asks), or failed with `reason`. */
export async function recordStopOutcome(driver, stop, { empties, cash, reason } = {}) {
  const body = reason
    ? { outcome: 'failed', reason }
    : {
        outcome: 'delivered',
        fullDropped: stop.bottlesDue,
        emptiesCollected: empties ?? stop.emptiesDue,
        cashCollectedPaisa: cash ?? stop.cashDuePaisa,
      };
  const r = await recordOutcome(await driver.signIn(), stop.id, body);
  assert.equal(r.status, 201, r.text);
  return r;
}
