// The delivery day in the browser: dispatch assigns a zone; the driver app at 390 px goes
// offline, records 3 outcomes, reloads, comes back online and the server has exactly those 3;
// /driver is installable (web manifest, a service worker controlling the page); axe is clean.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { BOTTLES, driverPhone, setUpDriverDay, XRW } from './driver-fixtures';

/** A zone, a driver and `count` COD orders there on `date`, for dispatch to assign. */
const setUp = (request: APIRequestContext, date: string, count: number) =>
  setUpDriverDay(request, date, count, BOTTLES, false);

async function board(request: APIRequestContext, date: string) {
  const res = await request.get(`/api/admin/dispatch?date=${date}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    stops: {
      id: number;
      driverId: string;
      zoneId: number;
      status: string;
      outcome: { fullDropped: number } | null;
    }[];
  };
}

test('dispatch: a zone is assigned to a driver from the board', async ({ page }) => {
  const date = pakistanDate(3);
  const s = await setUp(page.request, date, 2);
  await page.goto('/admin/dispatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('combobox', { name: 'Driver' }).selectOption(s.driver.id);
  await page
    .getByRole('button', { name: `Assign zone ${s.zone.name}` })
    .first()
    .click();
  await expect(page.getByText(/Zone assigned/)).toBeVisible();
  const mine = page.getByRole('region', { name: `Driver ${s.driver.username.slice(6)}'s stops` });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  // The day is in the address: a reload keeps it.
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await page.reload();
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  const stops = (await board(page.request, date)).stops.filter((x) => x.zoneId === s.zone.id);
  expect(stops.map((x) => x.driverId)).toEqual([s.driver.id, s.driver.id]);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The docs' screenshots are re-taken on request only (a test run never edits the repo).
  if (process.env.AQUA_SCREENSHOTS)
    await page.screenshot({ path: '../docs/screenshots/dispatch-1280.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('driver app at 390 px: offline, 3 outcomes, reload, online: the server has exactly those 3', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const date = pakistanDate(0); // outcomes are recorded for today's stops only
  const s = await setUp(page.request, date, 4);
  const assigned = await page.request.post('/api/admin/dispatch/assign', {
    headers: XRW,
    data: { date, zoneId: s.zone.id, driverId: s.driver.id },
  });
  expect((await assigned.json()).assigned).toBe(4);
  const driver = await driverPhone(browser, baseURL!, s);
  const cards = driver.getByTestId('driver-stop');
  await expect(cards).toHaveCount(4);
  await expect(driver.getByTestId('outcomes-waiting')).toHaveText('All outcomes sent');
  // Installable: the worker controls the page; a reload goes through it and fills its cache.
  await driver.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await driver.reload();
  await expect(cards).toHaveCount(4);
  if (process.env.AQUA_SCREENSHOTS)
    await driver.screenshot({ path: '../docs/screenshots/driver-390.png', fullPage: true });
  const axe = await new AxeBuilder({ page: driver }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await driver.context().setOffline(true);
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    await card.getByRole('button', { name: 'Delivered' }).click();
    await card.getByLabel('Empties collected').fill(String(i));
    await card.getByRole('button', { name: 'Save delivered' }).click();
    await expect(card.getByTestId('stop-status')).toHaveText('Delivered: waiting to be sent');
  }
  await expect(driver.getByTestId('outcomes-waiting')).toContainText(
    '3 outcomes waiting to be sent',
  );
  await driver.reload(); // with the network off: the shell and manifest come from the worker
  await expect(cards).toHaveCount(4);
  await expect(driver.getByTestId('outcomes-waiting')).toContainText(
    '3 outcomes waiting to be sent',
  );
  let stops = (await board(page.request, date)).stops.filter((x) => x.zoneId === s.zone.id);
  expect(stops.filter((x) => x.status !== 'planned')).toHaveLength(0);

  await driver.context().setOffline(false);
  await expect(driver.getByTestId('outcomes-waiting')).toHaveText('All outcomes sent', {
    timeout: 15_000,
  });
  stops = (await board(page.request, date)).stops.filter((x) => x.zoneId === s.zone.id);
  expect(stops.filter((x) => x.status === 'delivered')).toHaveLength(3);
  expect(stops.filter((x) => x.status === 'planned')).toHaveLength(1);
  await driver.reload();
  await expect(driver.getByTestId('outcomes-waiting')).toHaveText('All outcomes sent');
  await expect(driver.getByTestId('stop-status').filter({ hasText: 'Delivered' })).toHaveCount(3);
  await driver.getByRole('button', { name: 'Sign out' }).click();
  await expect(driver).toHaveURL(/\/admin-login$/);
  expect(await driver.evaluate(() => localStorage.getItem('driver_manifest'))).toBeNull();
  await driver.context().close();
});

test('/driver is installable: a valid web manifest with icons, and a service worker', async ({
  page,
}) => {
  const res = await page.request.get('/driver.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const m = await res.json();
  expect(m).toMatchObject({ start_url: '/driver', scope: '/driver', display: 'standalone' });
  expect(m.name).toBeTruthy();
  for (const size of ['192x192', '512x512']) {
    const icon = m.icons.find((i: { sizes: string }) => i.sizes === size);
    expect(icon?.type).toBe('image/png');
    const img = await page.request.get(icon.src);
    expect(img.status()).toBe(200);
  }
  const sw = await page.request.get('/driver-sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
});

test('zones and cash-up pages: a zone added in the page; axe clean on both', async ({ page }) => {
  const name = `Zone ${Date.now() % 1e6}`;
  await page.goto('/admin/zones');
  await expect(page.getByRole('heading', { level: 1, name: 'Zones' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('City').selectOption('Rawalpindi');
  await page
    .getByLabel('Postal codes', { exact: true })
    .fill(String(10000 + Math.floor(Math.random() * 90000)));
  await page.getByRole('button', { name: 'Add zone' }).click();
  await expect(page.getByText(`Zone ${name} saved`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  let axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.goto('/admin/cash-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Drivers' days on/ }).or(page.getByText(/No drivers yet/)),
  ).toBeVisible();
  axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('cash-up: a day with open stops asks for a reason, then closes with it and who took the cash', async ({
  page,
}) => {
  const date = pakistanDate(0);
  const s = await setUp(page.request, date, 1);
  const assigned = await page.request.post('/api/admin/dispatch/assign', {
    headers: XRW,
    data: { date, zoneId: s.zone.id, driverId: s.driver.id },
  });
  expect((await assigned.json()).assigned).toBe(1);
  await page.goto('/admin/cash-up');
  const row = page
    .getByRole('row')
    .filter({ hasText: s.driver.username.replace('driver', 'Driver ') });
  await row.getByRole('button', { name: 'Close day' }).click();
  const prompt = page.getByTestId('close-day-prompt');
  await prompt.getByRole('button', { name: 'Close day' }).click();
  await expect(prompt).toContainText('still has open stops');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await prompt
    .getByLabel('Reason for closing with open stops')
    .fill('Customer away; stop moved to Monday');
  await prompt.getByLabel('Cash received by').fill('Imran (office)');
  await prompt.getByRole('button', { name: 'Close with this reason' }).click();
  await expect(prompt).toBeHidden();
  await expect(row).toContainText('Closed by');
  const day = await (await page.request.get(`/api/admin/cash-up?date=${date}`)).json();
  const mine = day.items.find((d: { driverId: string }) => d.driverId === s.driver.id);
  expect(mine.closed).toBe(true);
  expect(mine.receivedBy).toBe('Imran (office)');
});
