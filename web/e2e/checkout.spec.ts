// The cart page, checkout and order confirmation (docs/product.md#checkout-and-pricing,
// docs/product.md#orders-and-tracking): the whole path from the cart to a stored order, priced by
// the server.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  addBottles,
  addPlan,
  adminOrders,
  BOTTLE,
  chooseSlot,
  expect,
  expectConfirmed,
  field,
  fillCheckout,
  longDate,
  newCustomer,
  orderOneBottle,
  proceedToCheckout,
  submitButton,
  test,
  tomorrowPk,
} from './checkout-helpers';
import { scrollToFooter } from './fixtures';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test('one-time purchase with deposit: cart, note, checkout, confirmation, stored order', async ({
  page,
  admin,
}) => {
  const customer = newCustomer('deposit');
  await addBottles(page, 2);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: BOTTLE })).toBeVisible();
  await expect(line.getByRole('group', { name: `Quantity of ${BOTTLE}` })).toContainText('2');
  await expect(line).toContainText('Includes a refundable bottle deposit of PKR 2,000.00');
  await expect(line.getByTestId('line-total')).toHaveText('PKR 2,500.00');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 2,500.00');

  // The order note: a counter, at most 500 characters.
  const note = page.getByRole('textbox', { name: 'Order note' });
  const counter = page.locator('#order-note-count');
  await expect(counter).toHaveText('0/500');
  await note.fill('x'.repeat(600));
  await expect(note).toHaveValue('x'.repeat(500));
  await expect(counter).toHaveText('500/500');
  const noteText = 'Please call before coming, the bell is broken.';
  await note.fill(noteText);
  await expect(counter).toHaveText(`${noteText.length}/500`);

  await proceedToCheckout(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('heading', { level: 2 })).toHaveText([
    /^1\s*Contact Information$/,
    /^2\s*Billing Address$/,
    /^3\s*Delivery Address$/,
    /^4\s*Payment Method$/,
    /^5\s*Delivery Schedule$/,
    /^6\s*Special Instructions$/,
  ]);
  await expect(form).toContainText(`Your order note: ${noteText}`);

  const same = page.getByRole('checkbox', { name: 'Same as billing address' });
  await expect(same).toBeChecked();
  const preview = page.getByTestId('delivery-preview');
  await expect(preview).toHaveText('Please fill in billing address above');

  const submit = submitButton(page);
  await expect(submit).toHaveText('Complete Order - PKR 2,500.00');
  await expect(submit).toBeDisabled();

  await field(page, 'Address').fill(customer.address);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption(customer.city);
  await field(page, 'Postal Code').fill(customer.postalCode);
  await expect(preview).toHaveText(`${customer.address}${customer.city} ${customer.postalCode}`);
  await expect(submit).toBeDisabled();

  // Everything but the delivery slot: still disabled.
  await field(page, 'First Name').fill(customer.firstName);
  await field(page, 'Last Name').fill(customer.lastName);
  await field(page, 'Email').fill(customer.email);
  await field(page, 'Phone Number').fill(customer.phone);
  await page.getByLabel('Delivery Date').fill(tomorrowPk());
  await expect(submit).toBeDisabled();
  await chooseSlot(page, '12pm-3pm');
  await expect(submit).toBeEnabled();
  await expect(submit).toHaveText('Complete Order - PKR 2,500.00');

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders') posts.push(r.url());
  });
  await submit.click();
  const id = await expectConfirmed(page, 'PKR 2,500.00');
  expect(posts).toHaveLength(1);
  const details = page.getByRole('main');
  await expect(details).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(details).toContainText('Being prepared');
  await expect(details).toContainText('Cash on Delivery');
  await expect(details).toContainText('12pm-3pm');
  await expect(details).toContainText(`${BOTTLE} × 2`);
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // The cart is empty now.
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();

  // A reload shows the same order.
  await page.reload();
  expect(await expectConfirmed(page, 'PKR 2,500.00')).toBe(id);
  await expect(details).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // A new visit of the address (no navigation state) loads it from the server.
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/orders/${id}` && r.status() === 200,
  );
  await page.goto(`/order-confirmation?id=${id}`);
  await loaded;
  expect(await expectConfirmed(page, 'PKR 2,500.00')).toBe(id);
  await expect(details).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(details).toContainText('Being prepared');

  // Stored once, with the server's total and the note.
  const stored = await adminOrders(admin, customer.email);
  expect(stored).toHaveLength(1);
  expect(stored).toMatchObject([
    {
      id,
      totalPaisa: 250_000,
      paymentMethod: 'cod',
      orderNote: noteText,
      status: 'pending',
      items: [{ productId: '1', quantity: 2, purchaseType: 'one-time', lineTotalPaisa: 250_000 }],
    },
  ]);
});

test('empty cart: /checkout goes back to /cart', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
});

test('subscription line: plan badge, discount and details through to the order', async ({
  page,
  admin,
}) => {
  const customer = newCustomer('family');
  await addPlan(page, 'Family');
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('heading', { name: 'Family Subscription' })).toBeVisible();
  await expect(line.getByText('Subscription', { exact: true })).toBeVisible();
  await expect(line.getByText('15% off applied', { exact: true })).toBeVisible();
  await expect(line).toContainText('Family plan · Save 15% · Auto delivery');
  await expect(line.getByTestId('line-total')).toHaveText('PKR 2,499.00');
  await expect(line).not.toContainText('refundable bottle deposit');

  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('term')).toHaveText([
    'Subtotal',
    'Subscription savings',
    'Delivery',
    'Total',
  ]);
  await expect(summary.getByRole('definition')).toHaveText([
    'PKR 2,940.00',
    '-PKR 441.00',
    'Free',
    'PKR 2,499.00',
  ]);
  const benefits = page.getByRole('region', { name: 'Subscription Benefits' });
  await expect(benefits.getByRole('listitem')).toHaveText([
    'Save up to 18% on every delivery',
    'Free, automatic monthly delivery',
    'Skip, pause or cancel anytime',
    'Priority support for subscribers',
  ]);

  await proceedToCheckout(page);
  const panel = page.getByRole('complementary', { name: 'Your order' });
  const item = panel.getByTestId('summary-line');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Family Subscription');
  await expect(item).toContainText('Qty: 1');
  await expect(item.getByText('Subscription', { exact: true })).toBeVisible();
  await expect(item.getByRole('term')).toHaveText([
    'Plan',
    'Discount',
    'Delivery',
    'Schedule',
    'You save',
  ]);
  await expect(item.getByRole('definition')).toHaveText([
    'Family',
    '15% off',
    'Automatic & Free',
    'Recurring deliveries',
    'PKR 441.00',
  ]);
  await expect(panel.getByTestId('summary-total')).toHaveText('PKR 2,499.00');
  await expect(panel.getByRole('region', { name: 'Subscription Benefits' })).toBeVisible();
  await expect(panel).toContainText('Free delivery on all orders');
  await expect(submitButton(page)).toHaveText('Complete Order - PKR 2,499.00');

  await fillCheckout(page, customer);
  await submitButton(page).click();
  const id = await expectConfirmed(page, 'PKR 2,499.00');
  const items = page.getByRole('region', { name: 'Items' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('Subscription');
  await expect(items).toContainText('PKR 2,499.00');

  const stored = await adminOrders(admin, customer.email);
  expect(stored).toHaveLength(1);
  expect(stored).toMatchObject([
    {
      id,
      totalPaisa: 249_900,
      items: [{ quantity: 1, purchaseType: 'subscription', lineTotalPaisa: 249_900 }],
    },
  ]);
});

test('coupon: refused, applied in any case, removed, and carried into the order', async ({
  page,
  admin,
}) => {
  const customer = newCustomer('coupon');
  await addBottles(page, 2);
  await page.goto('/cart');
  const total = page.getByTestId('summary-total');
  await expect(total).toHaveText('PKR 2,500.00');
  const code = page.getByRole('textbox', { name: 'Coupon code' });
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  const error = page.locator('#coupon-error');

  await code.fill('nope');
  await apply.click();
  await expect(error).toHaveText('Invalid coupon code');
  await expect(error).toHaveRole('alert');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(total).toHaveText('PKR 2,500.00');
  // Typing again clears the message.
  await code.fill('save10');
  await expect(error).toBeHidden();
  await apply.click();
  await expect(page.getByText('Coupon SAVE10 applied', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // 10% of the bottles (PKR 500); the refundable deposits are not discounted.
  await expect(summary.getByText('Coupon SAVE10 (10% off)', { exact: true })).toBeVisible();
  await expect(summary.getByRole('definition')).toHaveText([
    'PKR 2,500.00',
    '-PKR 50.00',
    'Free',
    'PKR 2,450.00',
  ]);

  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Coupon SAVE10 applied')).toBeHidden();
  await expect(summary.getByText(/^Coupon /)).toHaveCount(0);
  await expect(total).toHaveText('PKR 2,500.00');

  await code.fill('Save10');
  await apply.click();
  await expect(page.getByText('Coupon SAVE10 applied', { exact: true })).toBeVisible();
  await expect(total).toHaveText('PKR 2,450.00');

  await proceedToCheckout(page);
  const panel = page.getByRole('complementary', { name: 'Your order' });
  await expect(panel.getByText('Coupon SAVE10 (10% off)', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('summary-total')).toHaveText('PKR 2,450.00');
  await expect(submitButton(page)).toHaveText('Complete Order - PKR 2,450.00');
  await fillCheckout(page, customer);
  await submitButton(page).click();
  const id = await expectConfirmed(page, 'PKR 2,450.00');

  const stored = await adminOrders(admin, customer.email);
  expect(stored).toHaveLength(1);
  expect(stored).toMatchObject([{ id, totalPaisa: 245_000, couponCode: 'SAVE10' }]);
});

test('mobile wallet: the payment dialog, its ways to close, and a wallet order', async ({
  page,
  context,
  admin,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const settings = (await (await page.request.get('/api/settings')).json()) as {
    walletAccountHolder: string;
    walletAccountNumber: string;
    whatsappNumber: string;
    phone: string;
  };
  const customer = newCustomer('wallet');
  await addBottles(page, 1);
  await page.goto('/cart');
  await proceedToCheckout(page);
  await fillCheckout(page, customer);

  const online = page.getByRole('radio', { name: /^Online Payment/ });
  await expect(online).toBeDisabled();
  await expect(page.locator('label').filter({ has: online })).toContainText('Coming Soon');
  await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();

  const dialog = page.getByRole('dialog', { name: 'Mobile Wallet Payment' });
  await expect(dialog).toBeHidden();
  await page.getByRole('radio', { name: /^Mobile Wallet/ }).check();
  await expect(dialog).toBeVisible();
  const facts = dialog.getByRole('definition');
  await expect(dialog.getByRole('term')).toHaveText(['Account holder', 'Account number', 'Amount']);
  await expect(facts.nth(0)).toHaveText(settings.walletAccountHolder);
  await expect(facts.nth(1)).toContainText(settings.walletAccountNumber);
  await expect(facts.nth(2)).toHaveText('PKR 1,250.00');
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Open your JazzCash or Easypaisa app.',
    "Choose 'Send Money'.",
    `Enter the account number ${settings.walletAccountNumber}.`,
    'Enter the exact amount: PKR 1,250.00.',
    'Complete the transaction.',
    'Take a screenshot of the confirmation.',
  ]);
  await expect(dialog).toContainText(
    `Please send the screenshot to our WhatsApp number ${settings.phone}`,
  );
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    settings.walletAccountNumber,
  );
  const whatsapp = dialog.getByRole('link', { name: 'Open WhatsApp' });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href.startsWith(`https://wa.me/${settings.whatsappNumber}?text=`)).toBe(true);
  expect(new URL(href).searchParams.get('text')).toContain('PKR 1,250.00');

  // Cancel, "I've Made Payment", Escape and the backdrop all just close it.
  const reopen = page.getByRole('button', { name: 'Show payment instructions' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await reopen.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: "I've Made Payment" }).click();
  await expect(dialog).toBeHidden();
  await reopen.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await reopen.click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('dialog-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /^Mobile Wallet/ })).toBeChecked();

  await submitButton(page).click();
  const id = await expectConfirmed(page, 'PKR 1,250.00');
  await expect(page.getByRole('main')).toContainText(
    'Mobile wallet (we confirm it when it reaches us)',
  );
  const stored = await adminOrders(admin, customer.email);
  expect(stored).toHaveLength(1);
  expect(stored).toMatchObject([{ id, paymentMethod: 'wallet', totalPaisa: 125_000 }]);
});

test('validation: inline errors, the disabled button, and a refusal from the server', async ({
  page,
  request,
  admin,
}) => {
  const customer = newCustomer('valid');
  await addBottles(page, 1);
  await page.goto('/cart');
  await proceedToCheckout(page);
  await fillCheckout(page, customer);
  const submit = submitButton(page);
  await expect(submit).toBeEnabled();

  const first = field(page, 'First Name');
  await first.fill('');
  await first.blur();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription('First name is required');
  await expect(submit).toBeDisabled();

  const email = field(page, 'Email');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('ayesha@example');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

  const phone = field(page, 'Phone Number');
  await expect(phone).toHaveAttribute('type', 'tel');
  await phone.fill('12345');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
  await expect(submit).toBeDisabled();

  // Fixing a field clears its error; the button comes back when none is left.
  await first.fill(customer.firstName);
  await expect(first).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('First name is required')).toBeHidden();
  await expect(submit).toBeDisabled();
  await email.fill(customer.email);
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  await expect(submit).toBeDisabled();
  await phone.fill('0300-123 4567');
  await expect(page.getByText('Please enter a valid phone number')).toBeHidden();
  await expect(submit).toBeEnabled();

  // The server checks again: with its clock three days ahead, tomorrow is in the past.
  const clock = (offsetMs: number) =>
    request.post('/api/test/clock', {
      data: { offsetMs },
      headers: { 'X-Requested-With': 'e2e' },
    });
  expect((await clock(3 * 86_400_000)).status()).toBe(204);
  try {
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Please correct' });
    await expect(alert).toHaveText('Please correct the errors in the form before submitting.');
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('Delivery Date')).toHaveAccessibleDescription(
      'Delivery date cannot be in the past',
    );
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/checkout$/);
  } finally {
    // Back to where the run holds it (playwright.config.ts), not to the real time.
    expect((await clock(Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0))).status()).toBe(204);
  }
  expect(await adminOrders(admin, customer.email)).toHaveLength(0);

  // Editing the date clears the server's message; the order then goes through.
  const dayAfter = new Date(Date.now() + 5 * 3_600_000 + 2 * 86_400_000).toISOString();
  await page.getByLabel('Delivery Date').fill(dayAfter.slice(0, 10));
  await expect(page.getByText('Delivery date cannot be in the past')).toBeHidden();
  await expect(submit).toBeEnabled();
  await submit.click();
  const id = await expectConfirmed(page, 'PKR 1,250.00');
  expect((await adminOrders(admin, customer.email)).map((o) => o.id)).toEqual([id]);
});

test('track an order: from the confirmation, from the footer, and with a wrong phone', async ({
  page,
}) => {
  const customer = newCustomer('track');
  const id = await orderOneBottle(page, customer, '3pm-6pm');

  await page.getByRole('link', { name: 'Track Your Order' }).first().click();
  await expect(page).toHaveURL(`/track-order?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
  const number = page.getByRole('textbox', { name: 'Order number' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(number).toHaveValue(id);
  // The same number written differently still matches.
  await phone.fill('+923001234567');
  await page.getByRole('button', { name: 'Track Order' }).click();
  const result = page.getByRole('region', { name: `Order ${id}` });
  await expect(result.getByTestId('track-status')).toHaveText('Pending');
  await expect(result).toContainText('We have your order and will start preparing it shortly.');
  await expect(result.getByRole('definition')).toHaveText(`${longDate(tomorrowPk())}, 3pm-6pm`);
  await expect(result.getByRole('listitem')).toHaveText([`${BOTTLE} × 1`]);

  await phone.fill('+92 311 7654321');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not find an order with that number and phone number',
  );
  await expect(result).toBeHidden();

  // The footer link leads to the same page, empty.
  await page.goto('/');
  await (await scrollToFooter(page)).getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(number).toHaveValue('');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter your order number and phone number.',
  );
  await number.fill(id);
  await phone.fill(customer.phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(result.getByTestId('track-status')).toHaveText('Pending');
});

test('the order note and the applied coupon survive a reload of the cart', async ({ page }) => {
  await addBottles(page, 1);
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Order note' }).fill('Gate 2, blue door');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('save10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Coupon SAVE10 applied')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Order note' })).toHaveValue('Gate 2, blue door');
  await expect(page.getByText('Coupon SAVE10 applied')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 1,225.00');
});

test('axe: the cart, the checkout with and without the wallet dialog, and at 390 px', async ({
  page,
}) => {
  // With an empty to exchange (the deposit line is scanned in the next test).
  await addBottles(page, 1, true);
  await addPlan(page, 'Family');
  await page.goto('/cart');
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 2,749.00');
  await expect(page.getByRole('region', { name: 'Subscription Benefits' })).toBeVisible();
  await expectNoAxeViolations(page);

  await proceedToCheckout(page);
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(
    'Automatic & Free',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^Mobile Wallet/ }).check();
  const dialog = page.getByRole('dialog', { name: 'Mobile Wallet Payment' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A phone-sized screen: nothing sticks out sideways, the dialog included.
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await expect.poll(scrollWidth).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Show payment instructions' }).click();
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
});

// The deposit note sits inside the summary's definition list without breaking its structure.
test('axe: the cart and the checkout with a bottle deposit', async ({ page }) => {
  await addBottles(page, 1);
  await page.goto('/cart');
  await expect(page.getByText('Includes refundable bottle deposits of PKR 1,000.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await proceedToCheckout(page);
  await expect(page.getByTestId('summary-total')).toHaveText('PKR 1,250.00');
  await expectNoAxeViolations(page);
});

test('axe: the confirmation and the track-order pages', async ({ page }) => {
  const customer = newCustomer('axe');
  const id = await orderOneBottle(page, customer);
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Track Your Order' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(customer.phone);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('region', { name: `Order ${id}` })).toBeVisible();
  await expectNoAxeViolations(page);
});
