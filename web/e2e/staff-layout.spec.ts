// The back office's own layout (web/src/app/staff/): every staff page has the sidebar and
// none of the shop's header, footer, cookie banner or chat button; no page scrolls sideways
// at 768, 1024, 1280 or 1920 px; axe finds nothing; each role sees only its sections; a
// session that ends while a staff page is open goes to sign-in and back to that page.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { demoCredentials, placeOrder } from './admin-fixtures';
import { expect, pageWidth, test } from './warm-page';

/** Every staff page and its heading. */
const STAFF_PAGES: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/orders', 'Orders'],
  ['/admin/subscriptions', 'Subscriptions'],
  ['/admin/customers', 'Customers'],
  ['/admin/dispatch', 'Dispatch'],
  ['/admin/zones', 'Zones'],
  ['/admin/cash-up', 'Cash-up'],
  ['/admin/products', 'Products'],
  ['/admin/plans', 'Subscription Plans'],
  ['/admin/messages', 'Contact Messages'],
  ['/admin/sms', 'Text Messages'],
  ['/admin/admins', 'Staff'],
  ['/admin/cookies', 'Browser Cookies'],
  ['/admin/mail', 'Mail Outbox'],
  ['/admin/audit', 'Audit Log'],
];

/** The sidebar's links for every section, in order. */
const ALL_SECTIONS = [
  'Dashboard',
  'Orders',
  'Subscriptions',
  'Customers',
  'Dispatch',
  'Zones',
  'Cash-up',
  'Products',
  'Plans',
  'Messages',
  'Text messages',
  'Staff',
  'Planning',
  'Cookies',
  'Mail outbox',
  'Audit log',
];

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

async function noShopChrome(page: Page, path: string) {
  const chrome = {
    'shop navigation': page.getByRole('navigation', { name: 'Main' }),
    'Customer Login': page.getByRole('link', { name: 'Customer Login' }),
    cart: page.getByRole('button', { name: /^Open cart/ }),
    footer: page.getByRole('contentinfo'),
    'cookie banner': page.getByRole('region', { name: 'Cookie preferences' }),
    'chat button': page.getByRole('link', { name: 'Chat with us on WhatsApp' }),
  };
  for (const [what, locator] of Object.entries(chrome))
    await expect(locator, `${what} on ${path}`).toHaveCount(0);
}

// An order, so the orders, customers and dispatch pages have rows to lay out.
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await placeOrder(page, {
    firstName: 'Staff',
    lastName: 'Layout',
    email: `staff.layout.${Date.now()}@example.pk`,
    phone: '+92 300 5551234',
  });
  await page.close();
});

// Each page is loaded once, at 1280 px (where axe scans it), then resized to each width.
for (const [path, heading] of STAFF_PAGES) {
  test(`${path}: the sidebar, no shop chrome, no sideways scroll at 768-1920 px, axe clean`, async ({
    warmPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path, heading);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
      path,
    ).toEqual([]);
    const overflowing: string[] = [];
    for (const width of [1280, 1920, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await noShopChrome(page, path);
      const nav = page.getByRole('navigation', { name: 'Staff' });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if (width >= 1024) {
        await expect(nav).toBeVisible();
        await expect(menu).toBeHidden();
        // The page uses the width beside the sidebar.
        await expect
          .poll(
            async () => (await page.locator('main').boundingBox())!.width,
            `${path} at ${width}px`,
          )
          .toBeGreaterThan(width - 260);
      } else {
        await expect(nav).toBeHidden();
        await expect(menu).toBeVisible();
      }
      const wide = await pageWidth(page, width);
      if (wide > width) overflowing.push(`${path} at ${width}px: ${wide}px wide`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('at 768 px the sidebar opens from the menu button and closes on a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, '/admin/orders', 'Orders');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Staff' });
  await expect(nav).toBeVisible();
  await expect(page.getByTestId('admin-identity')).toContainText('super-admin');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await nav.getByRole('link', { name: 'Cash-up' }).click();
  await expect(page).toHaveURL(/\/admin\/cash-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
  await expect(nav).toBeHidden();
  // Escape closes it too, back on the menu button.
  await menu.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
});

/** A new staff account of `role`, signed in in its own browser context. */
async function signedInAs(browser: Browser, admin: Page, role: string) {
  const username = `${role.replace('-', '')}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'a-long-enough-password';
  const made = await admin.request.post('/api/admin/admins', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { username, email: `${username}@aquapure.pk`, name: `Test ${role}`, role, password },
  });
  expect(made.status(), await made.text()).toBe(201);
  const context = await browser.newContext({ baseURL: new URL(admin.url()).origin });
  const login = await context.request.post('/api/admin/login', {
    headers: { 'X-Requested-With': 'e2e' },
    data: { username, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

async function sections(page: Page) {
  return page.getByRole('navigation', { name: 'Staff' }).getByRole('link').allTextContents();
}

test('each role sees only its sections', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await sections(page), 'super-admin').toEqual(ALL_SECTIONS);

  const admin = await signedInAs(browser, page, 'admin');
  const adminPage = await admin.newPage();
  await open(adminPage, '/admin', 'Dashboard');
  expect(await sections(adminPage), 'admin').toEqual(ALL_SECTIONS);
  await admin.close();

  const manager = await signedInAs(browser, page, 'manager');
  const managerPage = await manager.newPage();
  await open(managerPage, '/admin', 'Dashboard');
  expect(await sections(managerPage), 'manager').toEqual(
    ALL_SECTIONS.filter((s) => s !== 'Staff' && s !== 'Audit log'),
  );
  await expect(managerPage.getByText('Sales', { exact: true })).toBeVisible();
  await expect(managerPage.getByText('Settings', { exact: true })).toBeVisible();
  // A section the role may not use is not opened by its address either (the server says 403).
  await managerPage.goto('/admin/audit');
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  expect((await managerPage.request.get('/api/admin/audit-logs')).status()).toBe(403);
  await manager.close();

  // Drivers have no back office: their phone app.
  const driver = await signedInAs(browser, page, 'driver');
  const driverPage = await driver.newPage();
  await driverPage.goto('/admin');
  await expect(driverPage).toHaveURL(/\/driver$/);
  await driverPage.goto('/admin/cookies');
  await expect(driverPage).toHaveURL(/\/driver$/);
  await driver.close();
});

test('a session that ends on any staff page goes to sign-in, then back to that page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [path, heading] of STAFF_PAGES) {
    // The page's own calls answer 401, as when the session expires while it is open; the
    // session check before them still passes.
    await page.route(
      (url) => url.pathname.startsWith('/api/admin/') && url.pathname !== '/api/admin/session',
      (route) =>
        route.fulfill({
          status: 401,
          json: { error: { code: 'unauthenticated', message: 'Authentication required' } },
        }),
    );
    await page.goto(path);
    if (path === '/admin/cookies') {
      // The cookies page calls nothing: the session check on the next page load notices.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.context().clearCookies({ name: 'aqua_session' });
      await page.reload();
    }
    await expect(page, path).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(/could not load/i)).toHaveCount(0);
    await page.unrouteAll();
    if (path === '/admin/cookies') {
      // Signed out for real: sign in through the form.
      const demo = await demoCredentials(page.request);
      await page.getByLabel('Username').fill(demo.username);
      await page.getByLabel('Password').fill(demo.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    } else {
      // Still signed in on the server: the sign-in page sees it and goes back.
      await page.reload();
    }
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test('dispatch: a session ended behind the page goes to sign-in and back after signing in', async ({
  page,
}) => {
  await open(page, '/admin/dispatch', 'Dispatch');
  await page.context().clearCookies({ name: 'aqua_session' });
  // Another date: the board is read again, and the server answers 401.
  await page.getByLabel('Date').first().fill('2030-01-15');
  await expect(page).toHaveURL(/\/admin-login$/);
  const demo = await demoCredentials(page.request);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the board, at the day that was asked for (it is in the address).
  await expect(page).toHaveURL(/\/admin\/dispatch\?date=2030-01-15$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  await expect(page.getByLabel('Date').first()).toHaveValue('2030-01-15');
});

test('a shopper who chose Urdu sees the back office in English, and the shop in Urdu after', async ({
  page,
}) => {
  const order = await placeOrder(page, {
    firstName: 'Nadia',
    lastName: 'Urdu',
    email: `nadia.${Date.now()}@example.pk`,
    phone: '+92 300 1112233',
  });
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'lang', value: 'ur', url }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.goto(`/admin/orders?q=${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Prices and dates in the back office's English, not the shop's Urdu.
  await expect(page.getByText(order.id).first()).toBeVisible();
  await expect(page.locator('main')).toContainText('PKR');
  await expect(page.locator('main')).not.toContainText('روپے');
  await page.getByRole('link', { name: /^Shop/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
});
