// End to end: buy a plan, open the manage link from the .eml mail the server wrote,
// pause, skip a delivery, change the time slot, choose e-mail only, cancel; the admin sees
// each change.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  addPlan,
  expect,
  fillCheckout,
  newCustomer,
  proceedToCheckout,
  submitButton,
  test,
  tomorrowPk,
} from './checkout-helpers';

/** The manage link in the customer mail of an order, from the data dir's mail folder. */
async function manageLinkFromMail(orderId: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let file: string | undefined;
  await expect
    .poll(() => (file = readdirSync(dir).find((f) => f.endsWith(`-order_customer-${orderId}.eml`))))
    .toBeTruthy();
  const raw = readFileSync(path.join(dir, file!), 'utf8');
  const decoded = raw
    .split(/\r?\n\r?\n/)
    .map((part) => Buffer.from(part.replace(/--.*$/s, '').replace(/\s+/g, ''), 'base64').toString())
    .join('\n');
  const link = /https?:\/\/[^\s"<]+\/subscription\/SUB-[A-Za-z0-9-]+#token=[0-9a-f]+/.exec(decoded);
  expect(link, 'the customer mail carries the manage link').toBeTruthy();
  return link![0];
}

type AdminSub = {
  status: string;
  slot: string;
  pausedUntil: string | null;
  productName: string;
  hasBottleExchange: boolean;
  depositPaisa: number;
  deliveries: { id: number; status: string; slot: string; date: string; bottles: number }[];
};

const BOTTLE = '19 Liter Bottle (Without Stand)';

/** What the dispatch board's stops of a subscription drop, as the driver reads it. */
async function stopLines(admin: APIRequestContext, id: string, date: string) {
  const res = await admin.get(`/api/admin/dispatch?date=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  type Stop = { subscriptionId: string; lines: { name: string; quantity: number }[] };
  const { stops } = (await res.json()) as { stops: Stop[] };
  return stops
    .filter((s) => s.subscriptionId === id)
    .flatMap((s) => s.lines.map((l) => `${l.name} × ${l.quantity}`));
}

async function adminView(admin: APIRequestContext, id: string): Promise<AdminSub> {
  const res = await admin.get(`/api/admin/subscriptions/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminSub;
}

test('buy a plan, manage it from the mailed link, and the admin sees every change', async ({
  page,
  admin,
}) => {
  const customer = newCustomer('subs');
  // No empties to hand back: the plan's bottles take a deposit for one delivery's (2 of 8).
  await addPlan(page, 'Basic', { exchange: false });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toContainText(
    /Includes a refundable bottle deposit of .?PKR 2,000\.00/,
  );
  await proceedToCheckout(page);
  // Checkout prices the plan for the chosen date (the deposit covers that month's first delivery).
  const pricedForDate = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/quote') &&
      (r.postDataJSON() as { deliveryDate?: string }).deliveryDate === tomorrowPk(),
  );
  await fillCheckout(page, customer, { slot: '12pm-3pm' });
  await pricedForDate;
  await submitButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  const orderId = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByRole('link', { name: /Manage your Basic subscription/ })).toBeVisible();

  const link = await manageLinkFromMail(orderId);
  const id = /SUB-[A-Za-z0-9-]+/.exec(link)![0];
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Subscription' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/subscription/${id}$`)); // the secret left the address bar
  const status = page.getByTestId('subscription-status');
  await expect(status).toHaveText('Active');
  // The subscription's bottles are the 19 L bottle, with the deposit paid; the driver's
  // stops drop that bottle, not the plan.
  const bought = await adminView(admin, id);
  expect([bought.productName, bought.hasBottleExchange, bought.depositPaisa]).toEqual([
    BOTTLE,
    false,
    200000,
  ]);
  const first = bought.deliveries[0]!;
  expect(await stopLines(admin, id, first.date)).toEqual([`${BOTTLE} × ${first.bottles}`]);
  // Every delivery weekday of the month: 4 or 5 (docs/product.md#subscriptions).
  await expect(page.getByTestId('delivery')).toHaveCount(
    (await adminView(admin, id)).deliveries.length,
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Pause for 3 days: a holiday that skips the deliveries before then.
  const until = new Date(Date.now() + 5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Pause until').fill(until);
  await page.getByRole('button', { name: 'Pause deliveries' }).click();
  await expect(status).toHaveText('Paused');
  await expect(page.getByRole('status').filter({ hasText: `before ${until}` })).toBeVisible();
  expect((await adminView(admin, id)).pausedUntil).toBe(until);

  const skipped = () => page.locator('[data-testid="delivery"][data-status="skipped"]');
  const pausedOver = (await adminView(admin, id)).deliveries.filter(
    (d) => d.status === 'skipped',
  ).length;
  await expect(skipped()).toHaveCount(pausedOver);

  // Skip another delivery.
  await page
    .getByRole('button', { name: /^Skip the delivery of/ })
    .nth(1)
    .click();
  await expect(skipped()).toHaveCount(pausedOver + 1);
  expect(
    (await adminView(admin, id)).deliveries.filter((d) => d.status === 'skipped'),
  ).toHaveLength(pausedOver + 1);

  // Move to the evening slot.
  await page.getByLabel('Time slot').selectOption('6pm-9pm');
  await page.getByRole('button', { name: 'Change time slot' }).click();
  await expect(page.getByTestId('subscription-schedule')).toContainText('6pm-9pm');
  expect((await adminView(admin, id)).slot).toBe('6pm-9pm');

  // How the shop writes to them: e-mail only, which staff see on the customer.
  await page.getByLabel('Send me messages by').selectOption('email');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const channel = await admin.get(
    `/api/admin/customers/channel?id=${encodeURIComponent(`e:${customer.email.toLowerCase()}`)}`,
  );
  expect(await channel.json()).toEqual({ channel: 'email' });

  // A refused change explains itself.
  await page.getByLabel('Address', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByRole('alert')).toContainText('Address is required');

  // Cancel from the next period.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Yes, cancel from the next period' }).click();
  await expect(status).toHaveText('Cancelled');
  expect((await adminView(admin, id)).status).toBe('cancelled');

  // The admin's Subscriptions page shows it, reached from the order card.
  await page.context().addCookies((await admin.storageState()).cookies);
  await page.goto(`/admin/orders`);
  await page.getByLabel('Search orders').fill(orderId);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'View subscription' }).first().click();
  await page
    .getByTestId('subscription-list')
    .getByRole('button', { name: new RegExp(id) })
    .click();
  const detail = page.getByTestId('subscription-detail');
  await expect(detail.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(detail.getByTestId('subscription-bottles')).toHaveText(
    `${BOTTLE} × 8 a period · deposit PKR 2,000.00 paid; empties back from the second delivery`,
  );
  await expect(detail.getByTestId('subscription-schedule')).toContainText('6pm-9pm');
  await expect(detail.locator('[data-status="skipped"]')).toHaveCount(pausedOver + 1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
