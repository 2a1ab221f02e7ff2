// Planning the day: on the dispatch board (1280 px) a stop is locked to its driver, "Plan the
// day" explains the plan and Apply writes it (the locked stop stays first with its driver);
// the driver's phone (390 px) then shows each stop's planned arrival and Navigate opens the
// map at the stop's coordinates.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { driverPhone, setUpDriverDay, XRW, type DriverSetup } from './driver-fixtures';

type PlannedStop = {
  id: number;
  driverId: string;
  sequence: number;
  plannedArrival: string;
  lock: { driverId: string; position: number } | null;
};

async function zoneStops(request: APIRequestContext, s: DriverSetup) {
  const res = await request.get(`/api/admin/dispatch?date=${s.date}`);
  expect(res.status()).toBe(200);
  const board = (await res.json()) as { stops: (PlannedStop & { zoneId: number })[] };
  return board.stops.filter((x) => x.zoneId === s.zone.id);
}

test('plan the day on the board, apply it, and the driver sees arrivals and coordinates', async ({
  page,
  browser,
  baseURL,
}) => {
  const s = await setUpDriverDay(page.request, pakistanDate(1), 2);
  const before = await zoneStops(page.request, s);
  const first = before.find((x) => x.sequence === 1)!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dispatch');
  await page.getByLabel('Date', { exact: true }).fill(s.date);
  const list = page.getByRole('region', { name: `Driver ${s.tag}'s stops` });
  await expect(list.getByTestId('ordered-stop')).toHaveCount(2);
  const lock = list.getByRole('button', { name: /^Lock Stop1 Customer/ });
  await lock.click();
  await expect(page.getByRole('status')).toHaveText('Stop locked');
  await expect(list.getByRole('button', { name: 'Unlock Stop1 Customer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Plan the day' }).click();
  await expect(page.getByRole('status')).toHaveText('Plan ready: check it, then apply');
  const plan = page.getByTestId('day-plan');
  await expect(plan.getByTestId('plan-route').first()).toContainText(/km · .* bottles/);
  await expect(plan).toContainText('Stop1 Customer');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('Plan applied to the board');

  const after = await zoneStops(page.request, s);
  const locked = after.find((x) => x.id === first.id)!;
  expect(locked.driverId).toBe(s.driver.id);
  expect(locked.sequence).toBe(1);
  for (const st of after) expect(st.plannedArrival).toMatch(/^(1[5-7]:[0-5]\d|18:00)$/);
  // The map (Leaflet, loaded on demand): numbered stops, no tiles configured: the sector grid.
  await page.getByRole('button', { name: 'Show the map' }).click();
  const map = page.getByTestId('day-map');
  await expect(map.locator('.leaflet-marker-icon.map-stop').first()).toBeVisible();
  await expect(map.locator('.map-place', { hasText: 'F-7' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const phone = await driverPhone(browser, baseURL!, s);
  const card = phone.getByTestId('driver-stop').filter({ hasText: 'Stop1 Customer' });
  await expect(card).toContainText(`Planned arrival${locked.plannedArrival}`);
  const nav = card.getByRole('link', { name: /^Navigate to/ });
  await expect(nav).toHaveAttribute('href', /query=33\.\d{6},73\.\d{6}$/);
  await phone.context().close();
});

test("a delivered outcome carries the phone's position when the driver allowed it", async ({
  page,
  browser,
  baseURL,
}) => {
  const s = await setUpDriverDay(page.request, pakistanDate(0), 1);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 33.6932, longitude: 73.0411, accuracy: 15 },
  });
  const login = await context.request.post('/api/admin/login', {
    headers: XRW,
    data: { username: s.driver.username, password: s.driver.password },
  });
  expect(login.status()).toBe(200);
  const phone = await context.newPage();
  await phone.goto('/driver');
  await expect(phone.getByText('Delivered stops carry your location.')).toBeVisible();
  const card = phone.getByTestId('driver-stop').first();
  await card.getByRole('button', { name: 'Delivered' }).click();
  await card.getByLabel('Empties collected').fill('2');
  await card.getByRole('button', { name: 'Save delivered' }).click();
  await expect(card.getByTestId('stop-status')).toHaveText('Delivered');
  const [stop] = await zoneStops(page.request, s);
  const res = await page.request.get(`/api/admin/dispatch/map?date=${s.date}`);
  const map = (await res.json()) as {
    stops: { id: number; location: { source: string; lat: number; accuracyM: number } | null }[];
  };
  const located = map.stops.find((x) => x.id === stop!.id)!.location!;
  expect(located.source).toBe('phone');
  expect(located.lat).toBeCloseTo(33.6932, 4);
  expect(located.accuracyM).toBe(15);
  await context.close();
});
