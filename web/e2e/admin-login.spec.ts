import { demoCredentials, expect, test } from './admin-fixtures';

test.describe('signed out', () => {
  test.use({ signedIn: false });

  test('admin pages send a signed-out visitor to the login', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/orders',
      '/admin/customers',
      '/admin/cookies',
      '/admin/audit',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-login$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a wrong password says so and clears both fields', async ({ page }) => {
    await page.goto('/admin-login');
    const username = page.getByLabel('Username');
    const password = page.getByLabel('Password');
    await username.fill('admin');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(username).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('too many attempts: the rate-limit message', async ({ page }) => {
    await page.route('**/api/admin/login', (route) =>
      route.fulfill({
        status: 429,
        json: {
          error: { code: 'rate_limited', message: 'Rate limit exceeded. Please try again later.' },
        },
      }),
    );
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('whatever-it-is');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Rate limit exceeded. Please try again later.',
    );
  });

  test("the shop's pages load no admin code", async ({ page }) => {
    // The script URLs each page loads; their bodies are fetched afterwards (a response's body
    // is gone once the page navigates away, so reading it in the event raced the next page).
    const urls = new Set<string>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) urls.add(res.url());
    });
    for (const path of ['/', '/products', '/product/1', '/cart', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(urls.size).toBeGreaterThan(0);
    const scripts = await Promise.all(
      [...urls].map(async (url) => (await page.request.get(url)).text()),
    );
    for (const body of scripts) {
      expect(body).not.toContain('/api/admin');
      expect(body).not.toContain('Mail outbox');
    }
  });

  test('sign in with the demo credentials from the hint, then sign out', async ({
    page,
    request,
  }) => {
    const demo = await demoCredentials(request);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin-login$/);
    const hint = page.getByTestId('demo-credentials');
    await expect(hint).toContainText(demo.username);
    await expect(hint).toContainText(demo.password);

    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back to the page that asked for a sign-in.
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('admin-identity')).toContainText('super-admin');
    // The session cookie is HttpOnly: scripts never see it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('aqua_session');

    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    for (const path of ['/admin', '/admin/orders', '/admin/cookies']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin-login$/);
    }
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  });

  test('the demo hint is only there in demo mode (from the settings)', async ({ page }) => {
    await page.route('**/api/settings', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({
        response: res,
        json: { ...body, demoMode: false, demoCredentials: undefined },
      });
    });
    const settings = page.waitForResponse('**/api/settings');
    await page.goto('/admin-login');
    await settings;
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByTestId('demo-credentials')).toHaveCount(0);
  });
});

test('a 401 from any admin call sends the admin to sign in', async ({ page, context }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The session ends behind the page's back (expired, or ended elsewhere).
  await context.clearCookies({ name: 'aqua_session' });
  await page.getByLabel('Status', { exact: true }).first().selectOption('delivered');
  await expect(page).toHaveURL(/\/admin-login$/);
});
