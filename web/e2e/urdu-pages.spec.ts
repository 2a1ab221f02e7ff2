// The driver app and the subscription manage page in Urdu at 360, 390, 768 and 1280 px: right to
// left, no sideways scroll, no text cut off by its box, axe clean; and an order placed in Urdu
// from the product page to the confirmation. One page is reused across each width's routes; one
// subscription order (its manage page) across the widths.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer, tomorrowPk } from './checkout-helpers';
import { expect, test } from './fixtures';
import { clippedText, urduCookie } from './urdu-helpers';

const WIDTHS = [360, 390, 768, 1280];
// The shop's public pages are in e2e/urdu-public.spec.ts, with the same checks and more.
const PAGES = ['/driver'];
const SHOTS = process.env.URDU_SCREENSHOTS; // a folder for screenshots to look at
const MANAGE = '/subscription (the manage link)';

/** One subscription order for the whole file, placed through the API on first use. */
let subscriptionOrder: Promise<{ orderId: string; orderToken: string }> | undefined;
function placeSubscriptionOrder(request: APIRequestContext) {
  subscriptionOrder ??= (async () => {
    const c = newCustomer('urdu-sub');
    const res = await request.post('/api/orders', {
      headers: { 'Idempotency-Key': `urdu-sub-${Date.now()}` },
      data: {
        customerId: 'guest',
        items: [
          {
            productId: 'subscription-basic',
            purchaseType: 'subscription',
            subscriptionPlan: 'basic',
          },
        ],
        customerDetails: { ...c, notes: '' },
        total: 1,
        deliveryDate: tomorrowPk(),
        deliveryTime: '12pm-3pm',
        paymentMethod: 'cod',
        language: 'ur',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = (await res.json()) as { id: string; accessToken: string };
    return { orderId: order.id, orderToken: order.accessToken };
  })();
  return subscriptionOrder;
}

/** A fresh manage link (path and #token=) to the file's subscription. */
async function manageLink(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/subscriptions/order-links', {
    data: await placeSubscriptionOrder(request),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { links } = (await res.json()) as { links: { path: string }[] };
  expect(links).toHaveLength(1);
  return links[0]!.path;
}

async function checkPage(page: Page, path: string, width: number, name = path) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('h1').first()).toBeVisible();
  // The manage page: its subscription is shown, not the loading line.
  if (name === MANAGE) await expect(page.getByTestId('subscription-status')).toHaveText('جاری');
  await page.waitForLoadState('networkidle');
  const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(wide, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  expect(await clippedText(page), name).toEqual([]);
  const axe = await new AxeBuilder({ page }).exclude('[lang="en"]').analyze();
  expect(axe.violations.map((v) => `${name}: ${v.id}`)).toEqual([]);
}

for (const width of WIDTHS) {
  test(`the translated pages in Urdu at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await urduCookie(page);
    for (const path of PAGES) await checkPage(page, path, width);
    await checkPage(page, await manageLink(page.request), width, MANAGE);
    if (SHOTS && width === 390)
      await page.screenshot({ path: `${SHOTS}/subscription-ur-390.png`, fullPage: true });
  });
}

test('an order placed in Urdu, from the product page to the confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await urduCookie(page);
  await page.goto('/product/1');
  await page.getByRole('button', { name: 'کارٹ میں ڈالیں' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('کل رقم:');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-dialog-ur-390.png` });
  await dialog.getByRole('button', { name: 'کارٹ میں ڈالیں' }).click();
  const drawer = page.getByRole('dialog', { name: /خریداری کی کارٹ/ });
  await expect(drawer).toContainText('Rs 1,250.00');
  await drawer.getByRole('link', { name: 'آرڈر مکمل کریں' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'آرڈر مکمل کریں' })).toBeVisible();
  const c = newCustomer('urdu');
  const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await box('پہلا نام').fill(c.firstName);
  await box('آخری نام').fill(c.lastName);
  await box('ای میل').fill(c.email);
  await box('فون نمبر').fill(c.phone);
  await box('پتا').fill(c.address);
  await page.getByRole('combobox', { name: 'شہر' }).selectOption(c.city);
  await box('پوسٹل کوڈ').fill(c.postalCode);
  await page.getByLabel('ڈیلیوری کی تاریخ').fill(tomorrowPk());
  await page.locator('label').filter({ hasText: 'صبح 9 تا دوپہر 12' }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-ur-390.png`, fullPage: true });
  // The order records the shop's language, which its mails follow (tests/api/languages.test.mjs).
  const placed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/orders',
  );
  await page.getByRole('button', { name: /^آرڈر مکمل کریں - / }).click();
  expect(((await (await placed).json()) as { language: string }).language).toBe('ur');
  await expect(
    page.getByRole('heading', { level: 1, name: 'آرڈر کی تصدیق ہو گئی!' }),
  ).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('Rs 1,250.00');
  await expect(page.getByTestId('order-number')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the driver signs in in Urdu: the switch is on the sign-in screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/driver');
  const signIn = page.getByRole('region', { name: 'Sign in to continue' });
  await expect(signIn).toBeVisible();
  await signIn.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'جاری رکھنے کے لیے سائن اِن کریں' })).toBeVisible();
  await expect(page.getByLabel('یوزر نیم')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/driver-ur-390.png` });
});

test('a delivery skipped in Urdu: the answer in Urdu, its date in Urdu words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await urduCookie(page);
  await page.goto(await manageLink(page.request));
  const first = page
    .getByTestId('delivery')
    .filter({ has: page.getByRole('button') })
    .first();
  await first.getByRole('button', { name: /کی ڈیلیوری چھوڑ دیں$/ }).click();
  const next = page.getByRole('status').filter({ hasText: 'آپ کی اگلی ڈیلیوری:' });
  await expect(next).toBeVisible();
  await expect(next).not.toContainText(/\d{4}-\d{2}-\d{2}|pm/);
  await expect(page.locator('[data-status="skipped"]').first()).toContainText('چھوڑ دی گئی');
});
