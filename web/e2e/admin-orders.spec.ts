import { readFileSync } from 'node:fs';
import { expect, placeOrder, test } from './admin-fixtures';

test('find an order, change its status and payment, export CSV, delete it', async ({ page }) => {
  const stamp = Date.now();
  const email = `sana.${stamp}@example.pk`;
  const order = await placeOrder(page, {
    firstName: 'Sana',
    lastName: `Tariq${stamp}`,
    email,
    phone: '+92 301 5550101',
  });

  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const card = page.getByTestId('order-card').filter({ hasText: order.id });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(card).toContainText(`Sana Tariq${stamp}`);
  await expect(card).toContainText('19 Liter Bottle (Without Stand) × 2');
  // The real payment method, not 'Cash on Delivery' for everyone.
  await expect(card.getByTestId('payment-method')).toHaveText('Mobile wallet');

  const badge = card.getByTestId('order-status');
  await expect(badge).toHaveText('pending');
  await expect(badge).toHaveAttribute('data-tone', 'yellow');
  const status = card.getByLabel('Status', { exact: true });
  const steps: [string, string][] = [
    ['processing', 'blue'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
    ['processing', 'blue'],
  ];
  for (const [value, tone] of steps) {
    await status.selectOption(value);
    await expect(badge).toHaveText(value);
    await expect(badge).toHaveAttribute('data-tone', tone);
  }
  await card.getByLabel('Payment status').selectOption('paid');
  await expect(card.getByTestId('payment-status')).toHaveText('paid');

  // Stored on the server: a reload shows the same.
  await page.reload();
  await expect(card.getByTestId('order-status')).toHaveText('processing');
  await expect(card.getByTestId('payment-status')).toHaveText('paid');

  // The status filter narrows the list; no match says so.
  await page.getByLabel('Status', { exact: true }).first().selectOption('delivered');
  await expect(page.getByText('No orders found matching your criteria.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).first().selectOption('processing');
  await expect(card).toBeVisible();

  // Export CSV: the current filter, as a download.
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /\/api\/admin\/orders\.csv\?q=.+&status=processing/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^aquapure-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('Order,Date,Status,Payment method,Payment status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.id);
  expect(lines[1]).toContain('processing');
  expect(lines[1]).toContain('Mobile wallet');
  expect(lines[1]).toContain('paid');

  // The customer appears on the customers page.
  await page.goto('/admin/customers');
  const customers = page.getByRole('list', { name: 'Customers' });
  await expect(customers.getByRole('listitem').filter({ hasText: email })).toContainText(
    `Sana Tariq${stamp}`,
  );
  await expect(page.getByRole('definition').first()).not.toHaveText('0');
  // Search: the start of the e-mail finds only this customer; nothing else matches nonsense.
  await page.getByLabel('Search customers').fill(email.slice(0, -3).toUpperCase());
  await expect(customers.getByRole('listitem')).toHaveCount(1);
  await expect(customers.getByRole('listitem')).toContainText(email);
  await page.getByLabel('Search customers').fill('zz-no-such-customer');
  await expect(page.getByText('No customers match your search.')).toBeVisible();

  // The order's two mails are in the outbox.
  await page.goto('/admin/mail');
  await expect(page.getByTestId('mail-row').filter({ hasText: order.id })).toHaveCount(2);

  // Delete asks first.
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.id)}`);
  await card.getByRole('button', { name: `Delete order ${order.id}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this order?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No orders found matching your criteria.')).toBeVisible();
});

test("status and delete failures are reported in the shop's words", async ({ page }) => {
  const order = await placeOrder(
    page,
    {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: `bilal.${Date.now()}@example.pk`,
      phone: '+92 333 5550199',
    },
    'cod',
  );
  await page.goto(`/admin/orders?q=${encodeURIComponent(order.id)}`);
  const card = page.getByTestId('order-card').filter({ hasText: order.id });
  await expect(card.getByTestId('payment-method')).toHaveText('Cash on Delivery');

  await page.route(`**/api/admin/orders/${order.id}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await card.getByLabel('Status', { exact: true }).selectOption('delivered');
  await expect(card.getByRole('alert')).toHaveText(
    'Failed to update order status. Please try again.',
  );
  await expect(card.getByTestId('order-status')).toHaveText('pending');

  await card.getByRole('button', { name: `Delete order ${order.id}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByRole('alert')).toHaveText('Failed to delete order. Please try again.');
  await page.unroute(`**/api/admin/orders/${order.id}`);
});

test('pages through orders', async ({ page }) => {
  const stamp = Date.now();
  for (let i = 0; i < 11; i++)
    await placeOrder(page, {
      firstName: 'Page',
      lastName: `Test${stamp}`,
      email: `page${i}.${stamp}@example.pk`,
      phone: '+92 300 5550100',
    });
  await page.goto(`/admin/orders?q=Test${stamp}`);
  await expect(page.getByTestId('order-card')).toHaveCount(10);
  await expect(page.getByText('Showing 1–10 of 11')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByText('Showing 11–11 of 11')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Pages go by cursor: an order placed now does not shift the page being read…
  await placeOrder(page, {
    firstName: 'Page',
    lastName: `Test${stamp}`,
    email: `page-late.${stamp}@example.pk`,
    phone: '+92 300 5550100',
  });
  await page.reload();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  // …and Previous goes back to the first page, read afresh with the new order on it.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});
