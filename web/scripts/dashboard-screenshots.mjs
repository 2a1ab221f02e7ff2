// The admin dashboard's figures and charts for docs/screenshots/ (dashboard-1280.png,
// dashboard-390.png), from a running server, best with the growth bench's data (a month of
// orders: bench/growth.sh, docs/performance.md). Signs in as the demo admin.
// Usage: node scripts/dashboard-screenshots.mjs URL [DIR] [USERNAME] [PASSWORD]
import { chromium } from '@playwright/test';
import path from 'node:path';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const dir = path.resolve(
  process.argv[3] ?? new URL('../../docs/screenshots/', import.meta.url).pathname,
);
const [username, password] = [process.argv[4] ?? 'admin', process.argv[5] ?? 'aquapure-demo'];

// The system Chromium with playwright.config.ts's flags (new headless mode, no GPU).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({
    baseURL: base,
    // Tall enough for the figures and charts: a plain (not full-page) shot, clipped.
    viewport: { width, height: width < 600 ? 2200 : 1200 },
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
  const login = await context.request.post('/api/admin/login', {
    headers: { 'X-Requested-With': 'screenshots' },
    data: { username, password },
  });
  if (login.status() !== 200) throw new Error(`sign-in: ${login.status()} ${await login.text()}`);
  const page = await context.newPage();
  // The growth data's 10,000 products render below the charts: give the page time.
  page.setDefaultTimeout(180_000);
  await page.goto('/admin');
  await page.getByTestId('slots-chart').locator('canvas').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  // From the top of the page to the end of the charts (the catalogue below is not the point).
  const box = await page.getByRole('region', { name: 'Figures' }).boundingBox();
  await page.screenshot({
    path: path.join(dir, `dashboard-${width}.png`),
    clip: { x: 0, y: 0, width, height: Math.ceil(box.y + box.height + 24) },
  });
  await context.close();
}
await browser.close();
console.log(`dashboard screenshots in ${dir}`);
