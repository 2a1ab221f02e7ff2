import os from 'node:os';
import path from 'node:path';
import { expect, test, tinyPng } from './admin-fixtures';

test('add a product with an image; an open shop tab shows it without a reload', async ({
  page,
  context,
}) => {
  const name = `E2E Spring Water ${Date.now()}`;
  // The shop is open in a second tab first, listening to the catalogue events.
  const shop = await context.newPage();
  const events = shop.waitForRequest('**/api/catalog/events');
  await shop.goto('/products');
  await events;
  await expect(shop.getByTestId('product-card').first()).toBeVisible();
  await expect(shop.getByText(name)).toHaveCount(0);

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Name in Urdu' }).fill('چشمے کا پانی');
  await dialog.getByLabel('Description').fill('Mineral water from the Margalla hills.');
  await dialog.getByRole('spinbutton', { name: 'Price (PKR)', exact: true }).fill('199.50');
  await dialog.getByLabel('Size').fill('5 Liters');
  await dialog.getByLabel('Type').selectOption('bottle');
  await expect(dialog.getByLabel('Deposit Price (PKR)')).toHaveCount(0);
  await dialog.getByLabel('Has Bottle Exchange').check();
  await dialog.getByLabel('Deposit Price (PKR)').fill('500');

  const png = tinyPng(path.join(os.tmpdir(), `aqua-e2e-${Date.now()}.png`));
  await dialog.locator('input[type=file]').setInputFiles(png);
  // Previewed through a temporary local address before anything is uploaded.
  await expect(dialog.getByRole('img', { name: 'Selected product image' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  const upload = page.waitForResponse('**/api/admin/uploads');
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  expect((await upload).status()).toBe(201);
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('PKR 199.50');
  await expect(row).toContainText('5 Liters');
  await expect(row).toContainText('Deposit PKR 500.00');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]+\.png$/);

  // The shop tab refetched on the server-sent event: no reload.
  const card = shop.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('PKR 199.50');
  await expect(card.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);

  // Edit: the form starts from the product and the change reaches the shop too.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByRole('spinbutton', { name: 'Price (PKR)', exact: true })).toHaveValue(
    '199.50',
  );
  await expect(edit.getByLabel('Deposit Price (PKR)')).toHaveValue('500.00');
  await expect(edit.getByRole('textbox', { name: 'Name in Urdu' })).toHaveValue('چشمے کا پانی');
  await edit.getByRole('spinbutton', { name: 'Price (PKR)', exact: true }).fill('210');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('PKR 210.00');
  await expect(card).toContainText('PKR 210.00');

  // Delete is soft: the admin still lists it, the shop no longer shows it.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this product?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toContainText('Deleted');
  await expect(card).toHaveCount(0);
});

test('the product form shows what is missing', async ({ page }) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  for (const text of [
    'Name is required',
    'Description is required',
    'Price is required',
    'Size is required',
    'Please choose an image',
  ])
    await expect(dialog.getByText(text)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("product save failures: field errors in the form, other failures in the shop's words", async ({
  page,
}) => {
  await page.goto('/admin/products');
  const row = page.getByRole('row', { name: /500 ML Bottles/ });
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  const save = dialog.getByRole('button', { name: 'Update Product' });

  await page.route('**/api/admin/products/3', (route) =>
    route.fulfill({
      status: 422,
      json: {
        error: {
          code: 'validation_failed',
          message: 'Please check the product details',
          fields: { size: 'Must be at most 100 characters of text' },
        },
      },
    }),
  );
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please check the product details');
  await expect(dialog.getByText('Must be at most 100 characters of text')).toBeVisible();
  await page.unroute('**/api/admin/products/3');

  await page.route('**/api/admin/products/3', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Product updated locally but failed to persist to the server. Check console for details.',
  );
  await page.unroute('**/api/admin/products/3');

  await page.route('**/api/admin/products/3', (route) =>
    route.fulfill({
      status: 404,
      json: { error: { code: 'not_found', message: 'Product not found' } },
    }),
  );
  await save.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Failed to update product. See console for details.',
  );
  await page.unroute('**/api/admin/products/3');

  await save.click();
  await expect(dialog).toBeHidden();
});

test('edit, add and delete plans, then reset them', async ({ page, request }) => {
  await page.goto('/admin/plans');
  const family = page.getByTestId('plan-card').filter({
    has: page.getByRole('heading', { name: 'Family', exact: true }),
  });
  await expect(family).toContainText('PKR 2,940.00');
  await family.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subscription Plan' });
  await expect(dialog.getByLabel('Plan ID')).toBeDisabled();
  // The plan's bottles: a returnable product only (the 19 L bottle; the pack takes no empties).
  const bottle = dialog.getByRole('combobox', { name: 'Bottle delivered' });
  await expect(bottle).toHaveValue('1');
  await expect(bottle.getByRole('option')).toHaveText([
    'Default (19 litre bottle)',
    '19 Liter Bottle (Without Stand)',
  ]);
  await dialog.getByRole('spinbutton', { name: 'Price (PKR)', exact: true }).fill('3100');
  await dialog
    .getByLabel('Features (comma-separated)')
    .fill(' 12 bottles a month, , Free delivery ,');
  await dialog.getByRole('button', { name: 'Update Plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(family).toContainText('PKR 3,100.00');
  await expect(family.getByRole('listitem')).toHaveText(['12 bottles a month', 'Free delivery']);
  const plans = await (await request.get('/api/plans')).json();
  const saved = plans.items.find((p: { name: string }) => p.name === 'Family');
  expect(saved).toMatchObject({
    pricePaisa: 310000,
    features: ['12 bottles a month', 'Free delivery'],
    productId: '1',
  });

  await page.getByRole('button', { name: 'Add Subscription Plan' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subscription Plan' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Weekly');
  await add.getByRole('spinbutton', { name: 'Price (PKR)', exact: true }).fill('700');
  await add.getByLabel('Bottles').fill('2');
  await add.getByLabel('Frequency').selectOption('Weekly');
  await add.getByRole('button', { name: 'Add Plan' }).click();
  await expect(add).toBeHidden();
  const weekly = page.getByTestId('plan-card').filter({ hasText: 'E2E Weekly' });
  await expect(weekly).toContainText('PKR 700.00 / Weekly');
  await expect(weekly).toContainText(/ID: plan-/);
  await weekly.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this plan?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(weekly).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset Plans' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Reset subscription plans to defaults? This will remove all custom plans.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Plans' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription plans have been reset' }),
  ).toHaveText('Subscription plans have been reset to default values.');
  await expect(family).toContainText('PKR 2,940.00');
  await expect(page.getByTestId('plan-card')).toHaveCount(3);
});

test('reset products asks first and restores the catalogue', async ({ page, request }) => {
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Reset Products' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to reset all products to default? This will remove all your custom changes.',
  );
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Reset Products' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset Products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Products have been reset' })).toHaveText(
    'Products have been reset to default values.',
  );
  const products = await (await request.get('/api/products')).json();
  expect(products.items.map((p: { id: string }) => p.id).sort()).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
  ]);
});
