// The 19 L bottle with and without an empty to
// exchange stays two lines from the dialog to the admin order card; each place a line shows
// says which empties to collect or which deposit was charged; both notes travel with the
// order; the confirmation explains the total. Plus the cart page's 'Clear All' undo, the
// 'Frequently Bought Together' row and the plan line's own picture.
import type { Page } from '@playwright/test';
import { demoCredentials } from './admin-fixtures';
import {
  addBottles,
  addPlan,
  BOTTLE,
  expect,
  expectConfirmed,
  fillCheckout,
  newCustomer,
  proceedToCheckout,
  submitButton,
  test,
} from './checkout-helpers';

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/admin/login', {
    data: await demoCredentials(page.request),
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a bottle with a deposit and one with an empty to exchange: two lines to the admin card', async ({
  page,
}) => {
  const customer = newCustomer('exchange');
  // First without an empty (deposit), then with one: the second add must not merge.
  await addBottles(page, 1);
  await addBottles(page, 3, true);
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-total')).toHaveText('PKR 1,250.00');
  await expect(lines.nth(0)).toContainText('Includes a refundable bottle deposit of PKR 1,000.00');
  await expect(lines.nth(1).getByTestId('line-total')).toHaveText('PKR 750.00');
  await expect(lines.nth(1)).toContainText('Exchange: collect 3 empties');
  await expect(lines.nth(1)).not.toContainText('deposit');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 2,000.00');
  await page.getByRole('textbox', { name: 'Order note' }).fill('Empties are by the blue door');

  await proceedToCheckout(page);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  const summaryLines = summary.getByTestId('summary-line');
  await expect(summaryLines.nth(0)).toContainText('Deposit PKR 1,000.00 × 1');
  await expect(summaryLines.nth(1)).toContainText('Exchange: collect 3 empties');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 2,000.00');
  await fillCheckout(page, customer);
  await page
    .getByRole('textbox', { name: 'Delivery instructions (optional)' })
    .fill('Call from the gate');
  await expect(submitButton(page)).toHaveText('Complete Order - PKR 2,000.00');
  await submitButton(page).click();
  const id = await expectConfirmed(page, 'PKR 2,000.00');

  const orderLines = page.getByTestId('order-line');
  await expect(orderLines).toHaveCount(2);
  await expect(orderLines.nth(0)).toContainText(`${BOTTLE} × 1`);
  await expect(orderLines.nth(0)).toContainText('Deposit PKR 1,000.00 × 1');
  await expect(orderLines.nth(1)).toContainText(`${BOTTLE} × 3`);
  await expect(orderLines.nth(1)).toContainText('Exchange: collect 3 empties');
  const breakdown = page.getByTestId('order-breakdown');
  await expect(breakdown.getByRole('term')).toHaveText([
    'SubtotalIncludes refundable bottle deposits of PKR 1,000.00',
    'Delivery',
    'Total',
  ]);
  await expect(breakdown.getByRole('definition')).toHaveText([
    'PKR 2,000.00',
    'Free',
    'PKR 2,000.00',
  ]);
  const main = page.getByRole('main');
  await expect(main).toContainText('Delivery instructionsCall from the gate');
  await expect(main).toContainText('Order noteEmpties are by the blue door');
  await expect(main).toContainText(/Placed\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d PKT/);

  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${id}`);
  const card = page.getByTestId('order-card').filter({ hasText: id });
  await expect(card).toContainText(`${BOTTLE} × 1Deposit PKR 1,000.00 × 1`);
  await expect(card).toContainText(`${BOTTLE} × 3Exchange: collect 3 empties`);
  await expect(card.getByTestId('delivery-instructions')).toHaveText(
    'Delivery instructions: Call from the gate',
  );
  await expect(card.getByTestId('order-note')).toHaveText(
    'Order note: Empties are by the blue door',
  );
});

test('the other order (exchange first) charges the deposit only on the new bottle', async ({
  page,
}) => {
  await addBottles(page, 1, true);
  await addBottles(page, 1);
  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByTestId('line-total')).toHaveText('PKR 250.00');
  await expect(lines.nth(1).getByTestId('line-total')).toHaveText('PKR 1,250.00');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 1,500.00');
  // Removing the first line leaves the other with its own price.
  await lines
    .nth(0)
    .getByRole('button', { name: `Remove ${BOTTLE}` })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0).getByTestId('line-total')).toHaveText('PKR 1,250.00');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 1,250.00');
});

test("'Clear All' can be undone, note and coupon included", async ({ page }) => {
  await addBottles(page, 2);
  await addPlan(page, 'Family');
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Order note' }).fill('Gate 4');
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
    'Removed 3 items from your cart.Undo',
  );
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Order note' })).toHaveValue('Gate 4');
  await expect(page.getByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();
  // The plan line has its own picture, not the 19 L bottle's.
  await expect(page.getByTestId('cart-line').nth(1).locator('img')).toHaveAttribute(
    'src',
    '/images/plans/subscription.svg',
  );
});

test("'Frequently Bought Together': prices and buttons level when a title wraps (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Products 2 and 3 in the cart leave 1, 4 and 5, whose names take different line counts.
  await page.goto('/product/2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart');
  const cards = page
    .getByRole('region', { name: 'Frequently Bought Together' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // A product name long enough to wrap (admins name products freely).
  await cards
    .first()
    .locator('a')
    .evaluate((a) => (a.textContent += ', the family size with a long name'));
  const names = await cards
    .locator('a')
    .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
  expect(new Set(names).size, 'titles of different heights').toBeGreaterThan(1);
  const tops = async (selector: string) =>
    cards.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
  const buttons = await tops('button');
  const prices = await tops('[data-testid="fbt-foot"] p');
  expect(new Set(buttons).size, `buttons at ${buttons}`).toBe(1);
  expect(new Set(prices).size, `prices at ${prices}`).toBe(1);
});
