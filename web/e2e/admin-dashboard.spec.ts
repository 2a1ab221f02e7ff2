// The admin dashboard's figures: cards, the two uPlot charts (canvas drawn) and their text
// alternatives (a caption and a visually hidden table per chart), at 390 px and 1280 px, axe
// clean. uPlot loads only here: the shop's home page never requests it. (The docs' dashboard
// screenshots come from scripts/dashboard-screenshots.mjs with a month of growth-bench data.)
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, placeOrder, test } from './admin-fixtures';

async function noSideScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('dashboard: figure cards, two drawn charts with their figures as tables, axe clean', async ({
  page,
}) => {
  const before = await (await page.request.get('/api/admin/reports/dashboard')).json();
  const tag = Date.now() % 1e6;
  for (let i = 0; i < 2; i++)
    await placeOrder(
      page,
      {
        firstName: 'Chart',
        lastName: `Reader${i}`,
        email: `chart${tag}.${i}@example.pk`,
        phone: '+92 300 1112233',
      },
      'cod',
    );
  const res = await page.request.get('/api/admin/reports/dashboard');
  expect(res.status()).toBe(200);
  const d = await res.json();
  const today = d.ordersPerDay.at(-1);
  expect(today.orders).toBe(before.ordersPerDay.at(-1).orders + 2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures).toContainText('Active subscriptions');
  await expect(figures).toContainText('Monthly recurring revenue');
  await expect(figures).toContainText('Bottles out');
  await expect(figures).toContainText(/Cash outstanding\s*PKR [\d,]+\.\d\d/);
  await expect(figures).toContainText(/Cash with drivers\s*PKR [\d,]+\.\d\d/);
  await expect(figures).toContainText(/Cash due today\s*PKR [\d,]+\.\d\d/);
  await expect(figures).toContainText(/Stuck stops\s*\d+/);
  for (const id of ['orders-chart', 'slots-chart']) {
    const canvas = page.getByTestId(id).locator('canvas');
    await expect(canvas).toHaveCount(1);
    expect((await canvas.boundingBox())!.width).toBeGreaterThan(200);
  }
  // The text alternative: every day's orders and revenue, read from the same answer.
  const orders = page.getByRole('table', { name: 'Orders and revenue per day, Pakistan time' });
  await expect(orders.getByRole('row')).toHaveCount(31);
  const last = orders.getByRole('row').last();
  await expect(last.getByRole('cell').first()).toHaveText(String(today.orders));
  await expect(last.getByRole('cell').nth(1)).toHaveText(/^PKR [\d,]+\.\d\d$/);
  const slots = page.getByRole('table', { name: /^Deliveries per slot/ });
  await expect(slots.getByRole('row')).toHaveCount(5);
  await expect(slots.getByRole('rowheader').first()).toHaveText('9am-12pm');
  await noSideScroll(page);
  let axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('orders-chart').locator('canvas')).toHaveCount(1);
  await page.waitForTimeout(300); // the ResizeObserver redraws at the new width
  const box = (await page.getByTestId('orders-chart').locator('canvas').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await noSideScroll(page);
  axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the shop home page never loads uPlot', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => /uplot|dashboard-page/i.test(u))).toEqual([]);
});
