// The customers page's bottle ledger (docs/product.md#delivery-day): the movements (bottles
// dropped, deposits charged, a refund's) linking to their stop's day and their order, and the
// deposit refund form when bottles come back for good. 1280 px, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, XRW, zoneStops } from './driver-fixtures';

test('a customer bottle ledger links its movements; a deposit refund is recorded, never more than held', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const s = await setUpDriverDay(page.request, pakistanDate(0), 1, {
    productId: '1',
    quantity: 2,
    hasBottleExchange: false,
  });
  const [stop] = await zoneStops(page.request, s);
  const done = await page.request.post(`/api/admin/stops/${stop!.id}/outcome`, {
    headers: { ...XRW, 'Idempotency-Key': `e2e-ledger-${s.tag}` },
    data: { outcome: 'delivered', fullDropped: 2, emptiesCollected: 0, cashCollectedPaisa: 0 },
  });
  expect(done.status(), await done.text()).toBe(201);
  const email = `stop0.${s.tag}@example.pk`;
  const held = await (
    await page.request.get(`/api/admin/bottle-ledger?customer=${encodeURIComponent(`e:${email}`)}`)
  ).json();
  expect(held.bottles).toBe(2);
  expect(held.depositPaisa).toBeGreaterThan(0);

  await page.goto('/admin/customers');
  await page.getByLabel('Search customers').fill(email);
  // Earlier tests left other "Stop1 Customer"s: the one with this e-mail, once the search
  // has narrowed the list to it.
  await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('button', { name: 'Bottle ledger of Stop1 Customer' })
    .click();
  const ledger = page.getByTestId('customer-ledger');
  await expect(ledger).toContainText('Holds 2 bottles');
  const rows = ledger.getByRole('row');
  await expect(rows.filter({ hasText: 'Bottles dropped' })).toContainText('+2');
  await expect(rows.filter({ hasText: 'Deposit charged' })).toBeVisible();
  const order = ledger.getByRole('link', { name: `Order ${s.orderIds[0]}` }).first();
  await expect(order).toHaveAttribute('href', `/admin/orders?q=${s.orderIds[0]}`);
  const stopLink = ledger.getByRole('link', { name: `Stop ${stop!.id}` }).first();
  await expect(stopLink).toHaveAttribute('href', `/admin/cash-up?date=${s.date}`);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const form = page.getByRole('form', { name: 'Deposit refund' });
  await form.getByLabel('Bottles returned').fill('5');
  await form.getByLabel('Reason for the refund').fill('Moving to Lahore');
  await form.getByRole('button', { name: 'Refund deposit' }).click();
  await expect(form.getByRole('status')).not.toBeEmpty();
  await expect(form.getByRole('status')).not.toHaveText('Deposit refund recorded');
  const half = held.depositPaisa / 2;
  await form.getByLabel('Bottles returned').fill('1');
  await form.getByLabel('Deposit paid back (Rs)').fill((half / 100).toFixed(2));
  await form.getByRole('button', { name: 'Refund deposit' }).click();
  await expect(form.getByRole('status')).toHaveText('Deposit refund recorded');
  await expect(ledger).toContainText('Holds 1 bottle');
  await expect(rows.filter({ hasText: 'Empties collected (refund)' })).toContainText('-1');
  await expect(rows.filter({ hasText: 'Deposit refunded (refund)' })).toBeVisible();
  // The stop's link opens that day's cash-up.
  await stopLink.click();
  await expect(page).toHaveURL(new RegExp(`/admin/cash-up\\?date=${s.date}`));
  await expect(page.getByLabel('Date')).toHaveValue(s.date);
});
