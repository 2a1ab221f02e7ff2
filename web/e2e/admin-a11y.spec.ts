import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, placeOrder, test } from './admin-fixtures';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

test.describe('signed out', () => {
  test.use({ signedIn: false });
  test('axe finds no violations on /admin-login', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByTestId('demo-credentials')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('axe finds no violations on the admin pages', async ({ page }) => {
  test.setTimeout(90_000);
  await placeOrder(page, {
    firstName: 'Axe',
    lastName: 'Check',
    email: `axe.${Date.now()}@example.pk`,
    phone: '+92 300 5550000',
  });
  const pages: [string, string][] = [
    ['/admin', 'Dashboard'],
    ['/admin/products', 'Products'],
    ['/admin/plans', 'Subscription Plans'],
    ['/admin/orders', 'Orders'],
    ['/admin/customers', 'Customers'],
    ['/admin/cookies', 'Browser Cookies'],
    ['/admin/messages', 'Contact Messages'],
    ['/admin/audit', 'Audit Log'],
    ['/admin/mail', 'Mail Outbox'],
    ['/admin/admins', 'Staff'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    expect(await violations(page), path).toEqual([]);
  }
});

test('axe finds no violations in the editors and confirmations', async ({ page }) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByRole('dialog', { name: 'Add Product' }).getByLabel('Has Bottle Exchange').check();
  expect(await violations(page), 'product editor').toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/admin/plans');
  await page.getByTestId('plan-card').first().getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Subscription Plan' })).toBeVisible();
  expect(await violations(page), 'plan editor').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Reset Plans' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await violations(page), 'confirmation').toEqual([]);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
});
