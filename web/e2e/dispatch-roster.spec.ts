// /admin/dispatch: the roster for the board's date (docs/product.md#planning-the-day, "The
// roster"). Marking off a driver with planned stops shows the server's warning; confirming
// unassigns their stops; the driver comes back on duty. 1280 px, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, zoneStops } from './driver-fixtures';

test('a driver with stops is marked off only once their stops are unassigned', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const s = await setUpDriverDay(page.request, pakistanDate(3), 2);
  const name = `Driver ${s.tag}`;

  await page.goto(`/admin/dispatch?date=${s.date}`);
  const roster = page.getByRole('region', { name: `Roster for ${s.date}` });
  const duty = roster.getByRole('checkbox', { name, exact: true });
  // Earlier specs leave other drivers with stops on the same date: this driver's row only.
  const row = roster
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name, exact: true }) });
  await expect(duty).toBeChecked();
  await expect(row.getByText('On duty · 2 planned stops')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-testid="roster"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // A click, not uncheck(): the box follows the server, which refuses at first.
  await duty.click();
  const warning = page.getByRole('alertdialog', { name: `Mark ${name} off` });
  await expect(warning).toContainText(`${name} has 2 planned stop(s) on ${s.date}`);
  await expect(duty).toBeChecked();
  await expect(page.getByRole('status')).toHaveText(
    `${name} is still on duty: their stops must be moved first`,
  );
  await page.screenshot({ path: test.info().outputPath('dispatch-roster-1280.png') });
  await warning.getByRole('button', { name: 'Mark off and unassign their stops' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} is off duty on ${s.date}`);
  await expect(duty).not.toBeChecked();
  await expect(row.getByText('Off duty')).toBeVisible();
  await expect
    .poll(async () =>
      (await zoneStops(page.request, s)).map(
        (x) => (x as unknown as { driverId: string }).driverId,
      ),
    )
    .toEqual(['', '']);

  await duty.click();
  await expect(page.getByRole('status')).toHaveText(`${name} is on duty on ${s.date}`);
  await expect(duty).toBeChecked();
});
