// Shared steps of the checkout tests: filling the cart, the checkout form, and reading orders
// back through the admin API (one admin sign-in per worker: the server allows 5 a minute).
import type { APIRequestContext, Page } from '@playwright/test';
import { demoCredentials } from './admin-fixtures';
import { expect, test as shop } from './fixtures';

export const BOTTLE = '19 Liter Bottle (Without Stand)';

/** Tomorrow in Pakistan (UTC+5), so every delivery slot is open. */
export function tomorrowPk(): string {
  return new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

export type Customer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: 'Islamabad' | 'Rawalpindi';
  postalCode: string;
};

/** A customer with an e-mail and last name no other test uses. */
export function newCustomer(tag: string): Customer {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Ayesha',
    lastName: `Khan${tag}`,
    email: `ayesha.${tag}.${stamp}@example.pk`,
    phone: '+92 300 1234567',
    address: 'House 12, Street 4, F-7/2',
    city: 'Islamabad',
    postalCode: '44000',
  };
}

type AdminOrder = {
  id: string;
  totalPaisa: number;
  paymentMethod: string;
  orderNote: string;
  couponCode: string;
  status: string;
  customerDetails: { email: string; firstName: string; lastName: string };
  items: { productId: string; quantity: number; purchaseType: string; lineTotalPaisa: number }[];
};

export const test = shop.extend<object, { admin: APIRequestContext }>({
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const admin = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'X-Requested-With': 'e2e' },
      });
      const res = await admin.post('/api/admin/login', { data: await demoCredentials(admin) });
      expect(res.status(), await res.text()).toBe(200);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Every stored order whose id, name, e-mail or phone contains `q`. */
export async function adminOrders(admin: APIRequestContext, q: string): Promise<AdminOrder[]> {
  const res = await admin.get(`/api/admin/orders?q=${encodeURIComponent(q)}&limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: AdminOrder[] }).items;
}

/** Product 1 through its page and the add-to-cart dialog; closes the drawer it opens. */
export async function addBottles(page: Page, quantity: number, exchange = false) {
  await page.goto('/product/1');
  await expect(page.getByRole('heading', { level: 1, name: BOTTLE })).toBeVisible();
  for (let i = 1; i < quantity; i++)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: BOTTLE });
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText(String(quantity));
  if (exchange) await dialog.getByRole('checkbox', { name: /I have empty bottles/ }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer).toContainText(BOTTLE);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

/**
 * A plan through the home page's 'Subscribe' button and the subscribe dialog; the subscriber
 * exchanges empties unless `exchange` is false (then the plan's bottles take a deposit).
 */
export async function addPlan(
  page: Page,
  plan: 'Basic' | 'Family' | 'Premium',
  { exchange = true } = {},
) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe & Save' });
  await dialog.getByTestId('plan-card').filter({ hasText: plan }).getByRole('button').click();
  const choice = dialog.getByRole('checkbox', { name: /I have empty bottles to exchange/ });
  await choice.setChecked(exchange);
  await dialog.getByRole('button', { name: `Add ${plan} to Cart` }).click();
  await expect(dialog).toBeHidden();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer).toContainText(`${plan} Subscription`);
  // Without an exchange the plan pays a deposit: the drawer says so (no silent deposit).
  await expect(drawer.getByTestId('plan-deposit')).toHaveCount(exchange ? 0 : 1);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
}

export function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

export function submitButton(page: Page) {
  return page.getByRole('button', { name: /^(Complete Order - PKR [\d,.]+|Processing\.\.\.)$/ });
}

/** Fills every field of the checkout form (billing = delivery, cash on delivery by default). */
export async function fillCheckout(
  page: Page,
  c: Customer,
  { date = tomorrowPk(), slot = '9am-12pm' }: { date?: string; slot?: string } = {},
) {
  await field(page, 'First Name').fill(c.firstName);
  await field(page, 'Last Name').fill(c.lastName);
  await field(page, 'Email').fill(c.email);
  await field(page, 'Phone Number').fill(c.phone);
  await field(page, 'Address').fill(c.address);
  await page.getByRole('combobox', { name: 'City', exact: true }).selectOption(c.city);
  await field(page, 'Postal Code').fill(c.postalCode);
  await page.getByLabel('Delivery Date').fill(date);
  await chooseSlot(page, slot);
}

/** The slot radios are visually hidden inside their labels, so a shopper clicks the label. */
export async function chooseSlot(page: Page, slot: string) {
  const radio = page.getByRole('radio', { name: slot, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** From /cart, through 'Proceed to Checkout' (a client-side move keeps the note and coupon). */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Confirmation page essentials; returns the order id shown. */
export async function expectConfirmed(page: Page, totalText: string): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  const number = page.getByTestId('order-number');
  await expect(number).toHaveText(/^ORD-[A-Za-z0-9-]+$/);
  await expect(page.getByTestId('order-total')).toHaveText(totalText);
  const id = (await number.textContent())!;
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?id=${id}$`));
  return id;
}

/** One bottle (PKR 1,250.00 with its deposit), ordered through the cart and checkout. */
export async function orderOneBottle(page: Page, c: Customer, slot = '9am-12pm'): Promise<string> {
  await addBottles(page, 1);
  await page.goto('/cart');
  await proceedToCheckout(page);
  await fillCheckout(page, c, { slot });
  await submitButton(page).click();
  return expectConfirmed(page, 'PKR 1,250.00');
}

/** '2026-11-24' -> 'Tuesday, 24 November 2026', as the shop shows delivery dates. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
