// No page scrolls sideways at 360, 390, 768, 1024 or 1280 px
// (every public and admin route, signed in as the demo admin); the chat button never sits
// on text or a control at 390 px; on phones the checkout shows what is paid before
// 'Complete Order'; a product card click shows the product page's placeholder at once.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { placeOrder } from './admin-fixtures';
import { expect, pageWidth, test } from './warm-page';

const PUBLIC_ROUTES = [
  '/',
  '/products',
  '/product/1',
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/track-order',
  '/about',
  '/services',
  '/contact',
  '/terms',
  '/privacy',
  '/admin-login',
  '/no-such-page',
];
const ADMIN_ROUTES = [
  '/admin',
  '/admin/orders',
  '/admin/customers',
  '/admin/cookies',
  '/admin/messages',
  '/admin/audit',
  '/admin/mail',
  '/admin/admins',
  '/admin/subscriptions',
  '/admin/dispatch',
  '/admin/zones',
  '/admin/cash-up',
  '/admin/products',
  '/admin/plans',
];
const WIDTHS = [360, 390, 768, 1024, 1280];

// The 'cart-data' cookie's rows (web/src/stores/cart-store.ts): two bottles with an empty to
// exchange, one with its deposit, and the Family plan with empties to exchange (the screenshot
// scripts use them too).
const CART: unknown = JSON.parse(
  readFileSync(new URL('./sample-cart.json', import.meta.url), 'utf8'),
);

async function fillCart(context: BrowserContext, baseURL: string) {
  await context.addCookies([
    { name: 'cart-data', value: encodeURIComponent(JSON.stringify(CART)), url: baseURL },
  ]);
}

/** Waits until the page's content is in (lazy code, data) and nothing more is loading. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  // The page's code is in (the home page's lower sections stay aria-busy until scrolled near).
  await expect(page.locator('main > [aria-busy="true"]:only-child')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Calculating)/ })).toHaveCount(
    0,
  );
}

// An order, so the admin pages have rows to lay out.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await placeOrder(page, {
    firstName: 'Wide',
    lastName: 'Layout',
    email: `wide.${Date.now()}@example.pk`,
    phone: '+92 301 5550199',
  });
  await page.close();
});

// Each page is loaded once, at the narrowest width, then widened: the check is per width.
for (const route of [...PUBLIC_ROUTES, ...ADMIN_ROUTES]) {
  test(`${route} does not scroll sideways at 360, 390, 768, 1024 and 1280 px`, async ({
    warmPage: page,
    baseURL,
  }) => {
    await fillCart(page.context(), baseURL!);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(route);
    await settle(page);
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const sw = await pageWidth(page, width);
      if (sw > width) overflowing.push(`${route} at ${width}px: ${sw}px wide`);
    }
    expect(overflowing).toEqual([]);
  });
}

/**
 * Waits until the chat button has judged the page as it now is: two frames for the scroll
 * event and the button's own check, then until its fade has ended at the state it chose
 * (data-clear). A fixed pause raced a slow check or a fade still under way.
 */
async function chatSettled(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() => {
    const chat = document.querySelector<HTMLElement>('a[aria-label="Chat with us on WhatsApp"]')!;
    const opacity = getComputedStyle(chat).opacity;
    return opacity === (chat.dataset.clear === 'true' ? '1' : '0');
  });
}

/** Text, fields and buttons under the chat button, found independently of the app's check. */
function coveredByChat(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('a[aria-label="Chat with us on WhatsApp"]')!;
    if (getComputedStyle(chat).opacity === '0') return [];
    const r = chat.getBoundingClientRect();
    const hit = (t: DOMRect) =>
      t.width > 0 && t.right > r.left && t.left < r.right && t.bottom > r.top && t.top < r.bottom;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement!;
      if (!n.textContent?.trim() || chat.closest('aside')!.contains(el)) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      if ([...range.getClientRects()].some(hit)) found.push(n.textContent.trim().slice(0, 40));
    }
    for (const el of document.querySelectorAll('input, select, textarea, button')) {
      if (chat.closest('aside')!.contains(el) || !el.checkVisibility()) continue;
      if (hit(el.getBoundingClientRect())) found.push(`<${el.tagName.toLowerCase()}>`);
    }
    return found;
  });
}

test('at 390 px the chat button never covers text or a control', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fillCart(context, baseURL!);
  await placeOrder(page, {
    firstName: 'Chat',
    lastName: 'Clear',
    email: `chat.${Date.now()}@example.pk`,
    phone: '+92 301 5550198',
  });
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  const problems: string[] = [];
  let shownOnHome = 0;
  for (const route of ['/', '/product/1', '/checkout']) {
    await page.goto(route);
    await settle(page);
    await page.waitForTimeout(150);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 200) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await chatSettled(page);
      const covered = await coveredByChat(page);
      if (covered.length) problems.push(`${route} at ${y}: ${covered.join(' | ')}`);
      if (route === '/' && (await chat.evaluate((a) => getComputedStyle(a).opacity)) === '1')
        shownOnHome++;
    }
  }
  expect(problems).toEqual([]);
  expect(shownOnHome, 'the chat button still shows where the page is clear').toBeGreaterThan(0);
  // The back office has no shoppers' chat button to cover its order cards.
  for (const route of ['/admin/orders', '/admin', '/admin-login']) {
    await page.goto(route);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(chat).toHaveCount(0);
  }
  // Stepped aside, it stays reachable from the keyboard.
  await page.goto('/');
  await chat.focus();
  await expect(chat).toHaveCSS('opacity', '1');
});

test('on a phone the checkout shows the total (collapsible summary) before Complete Order', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fillCart(context, baseURL!);
  await page.goto('/checkout');
  const summary = page.getByTestId('mobile-summary');
  const bar = summary.locator('summary');
  await expect(bar).toContainText('Order Summary4 items');
  await expect(bar).toContainText('TotalPKR 4,249.00');
  await expect(bar.getByText('Show details')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your order' })).toHaveCount(0);
  const submit = page.getByRole('button', { name: /^Complete Order - PKR 4,249\.00$/ });
  const box = (await summary.boundingBox())!;
  const button = (await submit.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  // Collapsed at first; a tap shows the lines, their bottles and the money lines.
  const lines = summary.getByTestId('summary-line');
  await expect(lines.first()).toBeHidden();
  await bar.click();
  await expect(bar.getByText('Hide details')).toBeVisible();
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Exchange: collect 2 empties');
  await expect(lines.nth(1)).toContainText('Deposit PKR 1,000.00 × 1');
  await expect(summary.getByTestId('summary-total')).toHaveText('PKR 4,249.00');
  // Wide screens keep the side panel and have no second summary.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('complementary', { name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('mobile-summary')).toHaveCount(0);
});

test('a product card click shows the product page placeholder at once', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The product page's code arrives late, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/product-detail-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('product-card').first().click();
  await expect(page.getByRole('status')).toHaveText('Loading product…', { timeout: 1500 });
  await expect(page.getByTestId('product-card')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '19 Liter Bottle (Without Stand)',
  );
});
