import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './admin-fixtures';

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

// Every staff page, with an order on it, is scanned by axe in e2e/staff-layout.spec.ts (one
// test per page): scanning the same pages here again found nothing more.

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
