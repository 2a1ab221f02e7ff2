import { expect, scrollToFooter, test } from './fixtures';

test('home has the brand as its title and the shop chrome', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AquaPure');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Products', 'About', 'Services', 'Contact'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  const login = page.getByRole('link', { name: 'Customer Login' }).first();
  await expect(login).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    /wa\.me\/\d+/,
  );
  const footer = await scrollToFooter(page);
  for (const name of [
    'Why Choose Us',
    'Water Bottles',
    'Contact Us',
    'Terms & Conditions',
    'Privacy & Policy',
  ])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} AquaPure`);
  await expect(footer).toContainText('Mon-Fri: 8AM-8PM');
});

test('products page lists the catalogue and filters by category in the URL', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveTitle('Products');
  await expect(page.getByTestId('product-card')).toHaveCount(6);
  await expect(page.getByText('19 Liter Bottle (Without Stand)')).toBeVisible();
  await expect(page.getByText('Refundable deposit: PKR 1,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Dispensers' }).click();
  await expect(page).toHaveURL(/\?type=dispenser$/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByText('Non- Electronic Table Top Dispenser')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Dispensers' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('product-card')).toHaveCount(1);
});

test('a product card opens its detail page', async ({ page }) => {
  await page.goto('/products');
  await page.getByTestId('product-card').filter({ hasText: '500 ML Bottles (12 Bottles)' }).click();
  await expect(page).toHaveURL(/\/product\/3$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '500 ML Bottles (12 Bottles)' }),
  ).toBeVisible();
  await expect(page.getByText('(4.8) • 124 reviews')).toBeVisible();
  await expect(page.getByText('PKR 360.00').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Home / Products /',
  );
  await expect(page.getByRole('button', { name: /View image/ })).toHaveCount(3);
});

test('an unknown product says so', async ({ page }) => {
  await page.goto('/product/999');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown route shows Page Not Found', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the offline banner follows the connection', async ({ page, context }) => {
  await page.goto('/');
  // A first visit has no offline copy of the page's code yet: let its sections load first.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText(/Offline Mode/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/Offline Mode/)).toBeHidden();
});

test("'Get Free Delivery' with the phone shows at every width", async ({ page }) => {
  for (const width of [360, 800, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    await expect(
      page
        .getByRole('banner')
        .getByText(/Get Free Delivery/)
        .filter({ visible: true }),
      `at ${width}px`,
    ).toContainText('+92 300 1234567');
  }
});

test('a page opened while offline loads once the connection is back', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The About page's code was never fetched: this visit has no copy of it.
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(/Offline Mode/)).toContainText(
    'What you opened will show as soon as the connection is back.',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
  // The click was taken: the page loading bar shows while the page waits.
  const loadingBar = page.locator('.animate-page-loading');
  await expect(loadingBar).toBeVisible();
  await expect(page.getByText('Loading the page…')).toBeAttached(); // said to screen readers
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'About AquaPure' })).toBeVisible();
  await expect(page.getByText(/Offline Mode/)).toBeHidden();
  await expect(loadingBar).toBeHidden();
});

test('a page whose code cannot be fetched shows the error page inside the shop', async ({
  page,
}) => {
  await page.route(/\/assets\/services-page-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.unroute(/\/assets\/services-page-[^/]*\.js$/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Services/ })).toBeVisible();
});

test('a dialog whose code cannot be fetched says so, and opening it again tries again', async ({
  page,
}) => {
  const dialogsCode = /\/assets\/dialogs-[^/]*\.js$/;
  await page.route(dialogsCode, (route) => route.abort());
  await page.goto('/products');
  const add = page.getByRole('button', { name: 'Add to Cart 19 Liter Bottle (Without Stand)' });
  await add.click();
  const notice = page.getByRole('alert').filter({ hasText: 'This could not be opened' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.unroute(dialogsCode);
  await add.click();
  await expect(page.getByRole('dialog', { name: '19 Liter Bottle (Without Stand)' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("the home page's lower sections, failed once, load when the shopper comes back", async ({
  page,
}) => {
  const sectionsCode = /\/assets\/below-the-fold-[^/]*\.js$/;
  await page.route(sectionsCode, (route) => route.abort());
  await page.goto('/');
  const failed = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await page.unroute(sectionsCode);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About AquaPure' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(failed).toBeHidden();
});
