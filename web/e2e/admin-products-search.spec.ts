import { expect, test } from './admin-fixtures';

test('the admin products list searches on the server and pages', async ({ page }) => {
  await page.goto('/admin/products');
  const section = page.getByRole('region', { name: 'Products' });
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  const search = page.getByRole('search', { name: 'Search products' });
  await search.getByRole('searchbox').fill('dispenser');
  const answer = page.waitForResponse(
    (r) => r.url().includes('/api/admin/products?') && r.url().includes('q=dispenser'),
  );
  await search.getByRole('button', { name: 'Search' }).click();
  expect((await answer).status()).toBe(200);
  await expect(table.getByRole('row', { name: /Dispenser/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /1.5 Litre/ })).toHaveCount(0);
  await expect(section.getByText(/\d+ products?$/)).toBeVisible();
});
