import { expect, test } from './admin-fixtures';

test('lists the visible cookies masked, shows and hides, deletes and refreshes', async ({
  page,
  context,
  baseURL,
}) => {
  const long = 'v'.repeat(150);
  await context.addCookies([{ name: 'e2e-long', value: long, url: baseURL! }]);
  await page.goto('/admin/cookies');
  await expect(page.getByRole('heading', { name: 'Browser Cookies' })).toBeVisible();

  const prefs = page.getByRole('row', { name: /cookie-preferences/ });
  const prefsValue = prefs.getByTestId('cookie-value');
  await expect(prefsValue).toHaveText(/^\*{1,20}$/);
  await prefs.getByRole('button', { name: 'Show value of cookie-preferences' }).click();
  await expect(prefsValue).toHaveText('{"necessary":true,"analytics":false,"marketing":false}');
  await prefs.getByRole('button', { name: 'Hide value of cookie-preferences' }).click();
  await expect(prefsValue).toHaveText(/^\*{1,20}$/);

  const longRow = page.getByRole('row', { name: /e2e-long/ });
  await expect(longRow.getByTestId('cookie-value')).toHaveText('*'.repeat(20));
  await longRow.getByRole('button', { name: 'Show value of e2e-long' }).click();
  await expect(longRow.getByTestId('cookie-value')).toHaveText(`${'v'.repeat(100)}…`);

  // The HttpOnly admin session is not among them.
  await expect(page.getByRole('row', { name: /aqua_session/ })).toHaveCount(0);

  await longRow.getByRole('button', { name: 'Delete e2e-long' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the cookie "e2e-long"?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(longRow).toHaveCount(0);
  expect(await page.evaluate(() => document.cookie)).not.toContain('e2e-long');

  await page.evaluate(() => {
    document.cookie = 'theme-preference=dark; path=/';
  });
  await expect(page.getByRole('row', { name: /theme-preference/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('row', { name: /theme-preference/ })).toBeVisible();
});
