// The admin dashboard's figures and charts for docs/screenshots/ (dashboard-1280.png,
// dashboard-390.png), from a running server, best with the growth bench's data (a month of
// orders: bench/growth.sh, docs/performance.md). Signs in as the demo admin.
// Usage: node scripts/dashboard-screenshots.mjs URL [DIR] [USERNAME] [PASSWORD]
import path from 'node:path';
import { launchBrowser, shotArgs, shotContext } from './screenshot-browser.mjs';

const { base, dir } = shotArgs();
const [username, password] = [process.argv[4] ?? 'admin', process.argv[5] ?? 'aquapure-demo'];

const browser = await launchBrowser();
for (const width of [1280, 390]) {
  const context = await shotContext(browser, base, {
    baseURL: base,
    // Tall enough for the figures and charts: a plain (not full-page) shot, clipped.
    viewport: { width, height: width < 600 ? 2200 : 1200 },
  });
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
