// The product and subscribe-and-save dialogs, and the cart lines they make.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import {
  expectScrollLocked,
  openCartDrawer,
  productDialog,
  subscribeDialog,
} from './storefront-helpers';

const BOTTLE = '19 Liter Bottle (Without Stand)';
const PACK = '1.5 Litre Bottle (6 BOTTLES)';

test('product dialog: quantity, exchange and the total with its deposit', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: `Add to Cart ${BOTTLE}` }).click();
  const dialog = productDialog(page, BOTTLE);
  await expect(dialog).toBeVisible();
  await expectScrollLocked(page, true);
  const total = dialog.getByTestId('product-dialog-total');
  // PKR 250 refill + PKR 1,000 refundable deposit per bottle without an empty to exchange.
  await expect(total).toHaveText('PKR 1,250.00');
  await expect(dialog.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('2');
  await expect(total).toHaveText('PKR 2,500.00');
  const exchange = dialog.getByRole('checkbox', { name: /I have empty bottles to exchange/ });
  await exchange.check();
  await expect(total).toHaveText('PKR 500.00');
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get a Subscription' })).toBeVisible();

  // Escape closes it, unlocks the page and resets it to 1 / off.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectScrollLocked(page, false);
  await page.getByRole('button', { name: `Add to Cart ${BOTTLE}` }).click();
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('1');
  await expect(exchange).not.toBeChecked();
  await expect(total).toHaveText('PKR 1,250.00');
});

test('product dialog: no exchange for a product without deposit', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: `Add to Cart ${PACK}` }).click();
  const dialog = productDialog(page, PACK);
  await expect(dialog.getByTestId('product-dialog-total')).toHaveText('PKR 360.00');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  for (let i = 0; i < 2; i++)
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(dialog.getByTestId('product-dialog-total')).toHaveText('PKR 1,080.00');
  // The close button closes it too.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('product dialog: Add to Cart adds the line, opens the cart and resets', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: `Add to Cart ${BOTTLE}` }).click();
  const dialog = productDialog(page, BOTTLE);
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('checkbox', { name: /I have empty bottles to exchange/ }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(BOTTLE);
  await expect(drawer).toContainText('Exchange');
  await expect(drawer).toContainText(/Total:\s*PKR 500\.00/);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByRole('button', { name: `Add to Cart ${BOTTLE}` }).click();
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('1');
  await expect(dialog.getByRole('checkbox')).not.toBeChecked();
});

test('product dialog: Get a Subscription opens the subscribe dialog', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: `Add to Cart ${PACK}` }).click();
  await productDialog(page, PACK).getByRole('button', { name: 'Get a Subscription' }).click();
  await expect(productDialog(page, PACK)).toBeHidden();
  await expect(subscribeDialog(page)).toBeVisible();
  await expectScrollLocked(page, true);
  await page.keyboard.press('Escape');
  await expect(subscribeDialog(page)).toBeHidden();
  await expectScrollLocked(page, false);
  // Focus goes back to the button that opened the first dialog.
  await expect(page.getByRole('button', { name: `Add to Cart ${PACK}` })).toBeFocused();
});

test('subscribe dialog: nothing selected until a card is clicked', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const dialog = subscribeDialog(page);
  await expect(dialog).toBeVisible();
  await expectScrollLocked(page, true);
  await expect(dialog.getByRole('list', { name: 'Every plan' }).getByRole('listitem')).toHaveText([
    'Free delivery on all orders',
    'Cancel anytime',
    'Save up to 18%',
  ]);
  await expect(dialog.getByText('MOST POPULAR', { exact: true })).toBeVisible();
  const cards = dialog.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  await expect(dialog.getByRole('button', { name: 'Select Plan' })).toHaveCount(3);
  await expect(cards.filter({ hasText: 'MOST POPULAR' })).toContainText('Family');
  const add = dialog.getByRole('button', { name: /^Add .* to Cart$/ });
  await expect(add).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Select Plan', pressed: true })).toHaveCount(0);

  // A click anywhere on the card selects it.
  await cards.filter({ hasText: 'Premium' }).getByRole('heading').click();
  await expect(dialog.getByRole('button', { name: 'Add Premium to Cart' })).toBeEnabled();
  await cards.filter({ hasText: 'Basic' }).getByRole('button', { name: 'Select Plan' }).click();
  await expect(dialog.getByRole('button', { name: 'Add Basic to Cart' })).toBeEnabled();
  await expect(
    cards.filter({ hasText: 'Basic' }).getByRole('button', { pressed: true }),
  ).toBeVisible();

  // 'Maybe Later' closes; it opens again with nothing selected.
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toBeHidden();
  await expectScrollLocked(page, false);
  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  await expect(add).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('subscribe dialog: the plan becomes a subscription line that survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const dialog = subscribeDialog(page);
  await dialog.getByTestId('plan-card').filter({ hasText: 'Family' }).getByRole('button').click();
  await dialog.getByRole('button', { name: 'Add Family to Cart' }).click();
  await expect(dialog).toBeHidden();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Family Subscription');
  await expect(drawer).toContainText('12 bottles');
  await expect(drawer).toContainText('Subscription');
  await expect(drawer).toContainText('Family plan · Save 15% · Auto delivery');

  // With consent the cart is in its cookie, so a reload keeps it.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cart-data');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('subscription-family');
  await page.reload();
  const again = await openCartDrawer(page);
  await expect(again).toContainText('Family Subscription');
  await expect(again).toContainText('12 bottles');
});

test.describe('without cookie consent', () => {
  test.use({ consent: false });

  test('the cart is not kept across a reload', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: `Add to Cart ${PACK}` }).click();
    await productDialog(page, PACK).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toContainText(PACK);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cart-data');
    await page.reload();
    const drawer = await openCartDrawer(page);
    await expect(drawer).toContainText('Your cart is empty');
  });
});

test('axe finds no violations with either dialog open', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: `Add to Cart ${BOTTLE}` }).click();
  await expect(productDialog(page, BOTTLE)).toBeVisible();
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length})`,
    );
  expect(await violations()).toEqual([]);
  await productDialog(page, BOTTLE).getByRole('button', { name: 'Get a Subscription' }).click();
  const dialog = subscribeDialog(page);
  await dialog.getByTestId('plan-card').filter({ hasText: 'Family' }).getByRole('button').click();
  await expect(dialog.getByRole('button', { name: 'Add Family to Cart' })).toBeEnabled();
  expect(await violations()).toEqual([]);
});
