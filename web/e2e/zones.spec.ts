// The zones page (docs/product.md#delivery-day): postal codes entered as separate 5-digit
// codes (chips; "A B" typed with a space is two codes; a wrong one refused with a message
// naming it), and deleting a zone asks first, saying what it affects. 1280 px, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, XRW } from './driver-fixtures';

const code = () => String(10000 + Math.floor(Math.random() * 90000));

test('postal codes as chips: two typed with a space, a wrong one refused by name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Chips ${Date.now() % 1e6}`;
  const [a, b] = [code(), code()];
  await page.goto('/admin/zones');
  await page.getByLabel('Name').fill(name);
  const field = page.getByLabel('Postal codes', { exact: true });
  await field.fill(`${a} ${b}`);
  await field.press('Enter');
  const chips = page.getByRole('list', { name: 'Postal codes of this zone' });
  await expect(chips.getByRole('listitem')).toHaveText([a, b]);
  await field.fill('4600');
  await page.getByRole('button', { name: 'Add codes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '"4600" is not a postal code: each is 5 digits, like 44000',
  );
  await expect(field).toHaveValue('4600');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Saving with a refused code still typed stops; removed, the zone saves with both chips.
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText(`Zone ${name} saved`)).toBeHidden();
  await field.fill('');
  await chips.getByRole('button', { name: `Remove ${b}` }).click();
  await expect(chips.getByRole('listitem')).toHaveText([a]);
  await field.fill(b);
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText(`Zone ${name} saved`)).toBeVisible();
  const zones = await (await page.request.get('/api/admin/zones')).json();
  const saved = zones.items.find((z: { name: string }) => z.name === name);
  expect([...saved.postalCodes].sort()).toEqual([a, b].sort()); // kept in code order
});

test('deleting a zone asks first and says what it affects', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const s = await setUpDriverDay(page.request, pakistanDate(1), 2);
  const drivers = await page.request.put(`/api/admin/drivers/${s.driver.id}/zones`, {
    headers: XRW,
    data: { zoneIds: [s.zone.id] },
  });
  expect(drivers.status(), await drivers.text()).toBe(204);
  await page.goto('/admin/zones');
  await page.getByRole('button', { name: `Delete ${s.zone.name}` }).click();
  const prompt = page.getByRole('alertdialog', { name: `Delete zone ${s.zone.name}?` });
  await expect(prompt).toContainText('2 planned stops become Unzoned.');
  await expect(prompt).toContainText(`Driver ${s.tag} has it by default and will no longer.`);
  await expect(prompt.getByRole('button', { name: 'Keep it' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await prompt.getByRole('button', { name: 'Keep it' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${s.zone.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${s.zone.name}` }).click();
  await prompt.getByRole('button', { name: 'Delete zone' }).click();
  await expect(page.getByText(`Zone ${s.zone.name} deleted`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${s.zone.name}` })).toBeHidden();
});
