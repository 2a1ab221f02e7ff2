// Full-page screenshots of the staff screens (dashboard, orders, subscriptions with one open,
// customers, dispatch, zones, cash-up, products, plans, messages, staff, cookies, mail, audit
// log, and the product and plan editors, as the window shows them) at 1280, 768 and 390 px,
// from a running server, signed in as the demo admin: for comparing the screens before and
// after a change.
// Usage: node scripts/admin-screenshots.mjs URL DIR [USERNAME] [PASSWORD]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const dir = path.resolve(process.argv[3] ?? 'admin-screenshots');
const [username, password] = [process.argv[4] ?? 'admin', process.argv[5] ?? 'aquapure-demo'];
mkdirSync(dir, { recursive: true });

const pages = [
  ['dashboard', '/admin'],
  ['orders', '/admin/orders'],
  ['subscriptions', '/admin/subscriptions'],
  ['customers', '/admin/customers'],
  ['dispatch', '/admin/dispatch'],
  ['zones', '/admin/zones'],
  ['cash-up', '/admin/cash-up'],
  ['products', '/admin/products'],
  ['plans', '/admin/plans'],
  ['cookies', '/admin/cookies'],
  ['messages', '/admin/messages'],
  ['audit', '/admin/audit'],
  ['mail', '/admin/mail'],
  ['admins', '/admin/admins'],
];
// Screens behind a click: [name, page, what to click (role and name)].
const opened = [
  ['product-editor', '/admin/products', ['button', 'Add Product']],
  ['plan-editor', '/admin/plans', ['button', 'Edit']],
  ['subscription', '/admin/subscriptions', ['button', /^SUB-/]],
];

async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const width of [1280, 768, 390]) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 600 ? 844 : 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  const consent = { necessary: true, analytics: false, marketing: false };
  await context.addCookies([
    { name: 'cookie-preferences', value: encodeURIComponent(JSON.stringify(consent)), url: base },
  ]);
  const login = await context.request.post('/api/admin/login', {
    headers: { 'X-Requested-With': 'screenshots' },
    data: { username, password },
  });
  if (login.status() !== 200) throw new Error(`sign-in: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  for (const [name, url] of pages) {
    await page.goto(url);
    await settle(page);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  for (const [name, url, [role, label]] of opened) {
    await page.goto(url);
    await settle(page);
    await page.getByRole(role, { name: label }).first().click();
    await settle(page);
    // The dialogs are fixed to the window: the window shows them, wherever it was scrolled.
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await context.close();
}
await browser.close();
console.log(`admin screenshots in ${dir}`);
