// Full-page screenshots of the storefront for docs/screenshots/ (home, products, product
// detail, then the cart and checkout with three lines in the cart, and the confirmation of
// an order placed with the same lines, at 390 and 1280 px; the home page also at 768 px for
// the header). Needs a running server: `node scripts/screenshots.mjs URL [DIR]`.
// Cookie consent is answered first so the banner does not cover the page.
import path from 'node:path';
import { launchBrowser, sampleCart as cart, shotArgs, shotContext } from './screenshot-browser.mjs';

const { base, dir } = shotArgs();
const pages = [
  ['home', '/'],
  ['products', '/products'],
  ['product', '/product/1'],
];
const cartPages = [
  ['cart', '/cart'],
  ['checkout', '/checkout'],
];
const widths = [390, 768, 1280];
const onlyAt768 = ['home'];
/** Places the cart's order through the API; the confirmation page needs its access token. */
async function placeOrder(request) {
  const tomorrow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const res = await request.post(`${base}/api/orders`, {
    headers: { 'Idempotency-Key': `screenshots-${Date.now()}`, 'X-Requested-With': 'aquapure' },
    data: {
      customerId: 'guest',
      items: cart.map((r) => ({
        productId: r[0],
        quantity: r[7],
        purchaseType: r[8] ? 'subscription' : 'one-time',
        subscriptionPlan: r[9] || undefined,
        hasBottleExchange: r[10] === 1,
      })),
      customerDetails: {
        firstName: 'Ayesha',
        lastName: 'Khan',
        email: 'ayesha.khan@example.com',
        phone: '+92 300 1234567',
        address: 'House 12, Street 4, F-7/2',
        city: 'Islamabad',
        postalCode: '44000',
        notes: 'Call from the gate',
      },
      orderNote: 'The empties are by the blue door',
      couponCode: 'SAVE10',
      total: 1,
      deliveryDate: tomorrow,
      deliveryTime: '3pm-6pm',
      paymentMethod: 'cod',
    },
  });
  if (res.status() !== 201) throw new Error(`order: ${res.status()} ${await res.text()}`);
  return res.json();
}

const browser = await launchBrowser();
for (const width of widths) {
  const context = await shotContext(browser, base, {
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  const page = await context.newPage();
  const order = width === 768 ? null : await placeOrder(context.request);
  if (order) {
    await context.addInitScript(
      ([id, token]) => localStorage.setItem('order_tokens', JSON.stringify([[id, token]])),
      [order.id, order.accessToken],
    );
  }
  const all = [...pages, ...cartPages, ['confirmation', `/order-confirmation?id=${order?.id}`]];
  for (const [name, url] of all) {
    if (width === 768 && !onlyAt768.includes(name)) continue;
    if (name === cartPages[0][0]) {
      await context.addCookies([
        { name: 'cart-data', value: encodeURIComponent(JSON.stringify(cart)), url: base },
      ]);
    }
    await page.goto(base + url, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    // Scroll through once so sections that load or reveal on approach are there.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const file = path.join(dir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
