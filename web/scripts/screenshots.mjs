// Full-page screenshots of the storefront for docs/screenshots/ (home, products, product
// detail, then the cart and checkout with two lines in the cart, at 390 and 1280 px). Needs a running server: `node scripts/screenshots.mjs URL [DIR]`.
// Cookie consent is answered first so the banner does not cover the page.
import { chromium } from '@playwright/test';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const dir = path.resolve(
  process.argv[3] ?? new URL('../../docs/screenshots/', import.meta.url).pathname,
);
const pages = [
  ['home', '/'],
  ['products', '/products'],
  ['product', '/product/1'],
];
const cartPages = [
  ['cart', '/cart'],
  ['checkout', '/checkout'],
];
const widths = [390, 1280];
// The 'cart-data' cookie's compact rows (web/src/stores/cart-store.ts): two bottles with
// their deposit, and the Family plan.
const cart = [
  [
    '1',
    '19 Liter Bottle (Without Stand)',
    '/images/products/1.svg',
    '19 Liters',
    25000,
    1,
    100000,
    2,
    0,
    '',
    0,
    1,
  ],
  [
    'subscription-family',
    'Family Subscription',
    '/images/products/1.svg',
    '12 bottles',
    294000,
    0,
    0,
    1,
    1,
    'family',
    0,
    1,
  ],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addCookies([
    {
      name: 'cookie-preferences',
      value: encodeURIComponent(
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      ),
      url: base,
    },
  ]);
  const page = await context.newPage();
  for (const [name, url] of [...pages, ...cartPages]) {
    if (name === cartPages[0][0]) {
      await context.addCookies([
        { name: 'cart-data', value: encodeURIComponent(JSON.stringify(cart)), url: base },
      ]);
    }
    await page.goto(base + url, { waitUntil: 'networkidle' });
    // Scroll through once so sections that load or reveal on approach are there.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const file = path.join(dir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
