import { expect, test } from './admin-fixtures';

test('contact messages, newest first, counted under a sticky header', async ({ page }) => {
  const stamp = Date.now();
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/contact', {
      headers: { 'X-Requested-With': 'aquapure' },
      data: {
        name: `Hina ${n}`,
        email: `hina.${stamp}@example.pk`,
        phone: '',
        subject: 'Billing Question',
        message: `Message ${stamp}-${n}`,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await page.goto('/admin/messages');
  const items = page.getByRole('listitem').filter({ hasText: String(stamp) });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Message ${stamp}-2`);
  await expect(items.first()).toContainText('Billing Question');
  // The header with the count (shown of all) stays at the top of the list.
  const header = page.getByRole('heading', { name: /^Messages \d+ of [\d,]+\+?$/ });
  await expect(header).toBeVisible();
  await expect(header.locator('..')).toHaveCSS('position', 'sticky');
});

test('the audit log lists sign-ins and changes, newest first', async ({ page }) => {
  await page.goto('/admin/audit');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'LOGIN' }).first()).toBeVisible();
  const times = await rows.locator('td:first-child').allTextContents();
  expect(times.length).toBeGreaterThan(0);
});

test('a super-admin creates an admin, changes the role and deactivates it', async ({ page }) => {
  const username = `manager${Date.now()}`;
  await page.goto('/admin/admins');
  const form = page.getByRole('form', { name: 'New admin' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@aquapure.pk`);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Shift Manager');
  await form.getByLabel('Role').selectOption('manager');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(form.getByText('Password must be at least 10 characters')).toBeVisible();
  await form.getByLabel('Password').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(page.getByText(`Created the admin "${username}".`)).toBeVisible();

  const row = page.getByTestId('admin-row').filter({ hasText: `@${username}` });
  await expect(row).toContainText('Active');
  await row.getByLabel(`Role of ${username}`).selectOption('admin');
  await expect(page.getByText(`Updated "${username}": admin, active.`)).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
  // You cannot lock yourself out.
  await expect(
    page.getByTestId('admin-row').filter({ hasText: '(you)' }).getByRole('button'),
  ).toHaveCount(0);
});
