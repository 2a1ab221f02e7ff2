// Offline checkout (docs/product.md#checkout-and-pricing): an order placed while the shop cannot be
// reached waits in browser storage ('local_orders') with its idempotency key, and is sent by
// itself once the browser is back online: never lost, never placed twice.
import type { Page } from '@playwright/test';
import {
  addBottles,
  adminOrders,
  expect,
  fillCheckout,
  newCustomer,
  proceedToCheckout,
  submitButton,
  test,
  type Customer,
} from './checkout-helpers';

const OFFLINE_TEXT =
  'You are offline. Your order will be sent automatically when you are back online.';

type Queued = { id: string; key: string; status: string; orderId?: string; payload: unknown };

async function readQueue(page: Page): Promise<Queued[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('local_orders') ?? '[]') as Queued[]);
}

/** Order POSTs the page made, and how many of them the server answered. */
function watchOrderPosts(page: Page) {
  const seen = { sent: 0, answered: 0 };
  const isOrderPost = (method: string, url: string) =>
    method === 'POST' && new URL(url).pathname === '/api/orders';
  page.on('request', (r) => {
    if (isOrderPost(r.method(), r.url())) seen.sent++;
  });
  page.on('response', (r) => {
    if (isOrderPost(r.request().method(), r.url())) seen.answered++;
  });
  return seen;
}

/** Cart with one bottle (PKR 1,250.00 with its deposit), checkout form filled in. */
async function readyToOrder(page: Page, customer: Customer) {
  await addBottles(page, 1);
  await page.goto('/cart');
  await proceedToCheckout(page);
  await fillCheckout(page, customer);
  await expect(submitButton(page)).toHaveText('Complete Order - PKR 1,250.00');
  await expect(submitButton(page)).toBeEnabled();
}

test('an order placed offline is kept, then sent once when back online', async ({
  page,
  context,
  admin,
}) => {
  const customer = newCustomer('offline');
  await readyToOrder(page, customer);
  const posts = watchOrderPosts(page);

  await context.setOffline(true);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?local=local-\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Order saved on this device' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toContainText(
    `${customer.firstName} ${customer.lastName}`,
  );
  const localId = new URL(page.url()).searchParams.get('local');
  const queue = await readQueue(page);
  expect(queue).toHaveLength(1);
  expect(queue).toMatchObject([
    {
      id: localId,
      status: 'queued',
      key: expect.stringMatching(/^[\w-]{16,}$/),
      payload: { customerDetails: { email: customer.email } },
    },
  ]);
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  expect(posts.answered).toBe(0);
  expect(await adminOrders(admin, customer.email)).toHaveLength(0);

  // Back online: the page turns into the confirmation by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/^ORD-\w+$/);
  const id = (await number.textContent())!;
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?id=${id}$`));
  await expect(page.getByTestId('order-total')).toHaveText('PKR 1,250.00');
  expect(await readQueue(page)).toMatchObject([{ id: localId, status: 'sent', orderId: id }]);

  // Stored exactly once, with the server's total.
  const stored = await adminOrders(admin, customer.email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ id, totalPaisa: 125_000 });
  expect(posts.answered).toBe(1);

  // A reload and another offline/online round send nothing again.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(id);
  await context.setOffline(true);
  await context.setOffline(false);
  await page.goto('/');
  await page.goto(`/order-confirmation?local=${localId}`);
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?id=${id}$`));
  await expect(page.getByTestId('order-number')).toHaveText(id);
  expect(await adminOrders(admin, customer.email)).toHaveLength(1);
  expect(posts.answered).toBe(1);

  // The same request again (same idempotency key) is the same order, not a second one.
  const entry = (await readQueue(page)).find((e) => e.id === localId)!;
  const replay = await page.request.post('/api/orders', {
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': entry.key,
      'X-Requested-With': 'aquapure',
    },
    data: JSON.stringify(entry.payload),
  });
  expect(replay.status(), await replay.text()).toBe(200);
  expect((await replay.json()) as { id: string }).toMatchObject({ id });
  expect(await adminOrders(admin, customer.email)).toHaveLength(1);
});

// The confirmation page is a lazy chunk: checkout fetches it ahead, so the first order of a
// visit placed offline still shows that it was saved.
test('offline on a first visit: the saved-order page still shows', async ({ page, context }) => {
  const customer = newCustomer('offline-first');
  await readyToOrder(page, customer);
  await context.setOffline(true);
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/order-confirmation\?local=local-\d+$/);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
});

test('two orders queued while the shop is unreachable are both sent, once each', async ({
  page,
  context,
  admin,
}) => {
  // Only placing an order fails, as if the shop were down: the pages themselves still load.
  await page.route('**/api/orders', (route) => route.abort('internetdisconnected'));
  const first = newCustomer('queue1');
  const second = newCustomer('queue2');
  const posts = watchOrderPosts(page);

  await readyToOrder(page, first);
  await submitButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  const firstLocal = new URL(page.url()).searchParams.get('local')!;

  await readyToOrder(page, second);
  await submitButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toContainText(
    `${second.firstName} ${second.lastName}`,
  );
  const secondLocal = new URL(page.url()).searchParams.get('local')!;
  expect(secondLocal).not.toBe(firstLocal);
  const queue = await readQueue(page);
  expect(queue.map((e) => [e.id, e.status])).toEqual([
    [firstLocal, 'queued'],
    [secondLocal, 'queued'],
  ]);
  expect(new Set(queue.map((e) => e.key)).size).toBe(2);
  expect(posts.answered).toBe(0);

  // The shop is back; the browser's 'online' event sends the queue.
  await page.unroute('**/api/orders');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  const secondId = (await page.getByTestId('order-number').textContent())!;
  await expect
    .poll(async () => (await readQueue(page)).map((e) => e.status))
    .toEqual(['sent', 'sent']);
  const firstId = (await readQueue(page)).find((e) => e.id === firstLocal)!.orderId!;
  expect(firstId).toMatch(/^ORD-/);
  expect(firstId).not.toBe(secondId);
  expect((await adminOrders(admin, first.email)).map((o) => o.id)).toEqual([firstId]);
  expect((await adminOrders(admin, second.email)).map((o) => o.id)).toEqual([secondId]);
  expect(posts.answered).toBe(2);

  // The first order's saved page now leads to its confirmation.
  await page.goto(`/order-confirmation?local=${firstLocal}`);
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?id=${firstId}$`));
  await expect(page.getByTestId('order-total')).toHaveText('PKR 1,250.00');
  expect(await adminOrders(admin, first.email)).toHaveLength(1);
});
