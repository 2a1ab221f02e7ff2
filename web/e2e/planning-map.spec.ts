// The planner's settings page and setting a stop's location on the dispatch board's map
// (1280 px): bad values are named under their field and nothing is stored; saved values are
// what the server keeps. On the map an unplaced stop is placed with "Set location" and a click,
// a marker is dragged to a new place, and the same pin is typed (the keyboard's way). Set
// AQUA_SCREENSHOTS to re-take the docs' screenshots.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, XRW } from './driver-fixtures';

type Location = { lat: number; lng: number; source: string } | null;
const SETTINGS = '/api/admin/dispatch/settings';

async function locationOf(request: APIRequestContext, date: string, id: number): Promise<Location> {
  const res = await request.get(`/api/admin/dispatch/map?date=${date}`);
  expect(res.status()).toBe(200);
  const map = (await res.json()) as { stops: { id: number; location: Location }[] };
  return map.stops.find((s) => s.id === id)!.location;
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test("a stop's location is set on the map: placed with a click, dragged, or typed", async ({
  page,
}) => {
  const s = await setUpDriverDay(page.request, pakistanDate(4), 1);
  const tree = `Tree${s.tag}`;
  const placed = await page.request.post('/api/orders', {
    headers: { ...XRW, 'Idempotency-Key': `e2e-tree-${s.tag}` },
    data: {
      customerId: 'guest',
      total: 1,
      deliveryDate: s.date,
      deliveryTime: '3pm-6pm',
      paymentMethod: 'cod',
      items: [{ productId: '1', quantity: 2, hasBottleExchange: true, purchaseType: 'one-time' }],
      customerDetails: {
        firstName: tree,
        lastName: 'Customer',
        email: `tree.${s.tag}@example.pk`,
        phone: '0300 5551234',
        address: 'Near the big tree',
        city: 'Islamabad',
        postalCode: '44000',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const board = await (await page.request.get(`/api/admin/dispatch?date=${s.date}`)).json();
  const stopOf = (name: string) =>
    (board.stops as { id: number; name: string }[]).find((x) => x.name === name)!;
  const treeStop = stopOf(`${tree} Customer`);
  const mine = (board.stops as { id: number; driverId: string }[]).find(
    (x) => x.driverId === s.driver.id,
  )!;
  const before = await locationOf(page.request, s.date, mine.id);
  expect(before?.source).toBe('area');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/dispatch?date=${s.date}`);
  await page.getByRole('button', { name: 'Show the map' }).click();
  const map = page.getByTestId('day-map');
  await expect(map.locator('.leaflet-marker-icon.map-stop').first()).toBeVisible();

  // Unplaced: "Set location", then a click on the map.
  await page
    .getByTestId('map-unplaced')
    .getByRole('button', { name: `Set location of ${tree} Customer` })
    .click();
  await expect(page.getByTestId('map-placing')).toContainText(`${tree} Customer`);
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 + 60 } });
  await expect(status(page)).toContainText(`Location of ${tree} Customer saved (33.`);
  const clicked = await locationOf(page.request, s.date, treeStop.id);
  expect(clicked?.source).toBe('pin');
  expect(clicked!.lat).toBeLessThan(33.66);
  expect(clicked!.lng).toBeGreaterThan(73.055);
  await expect(page.getByTestId('map-unplaced')).toHaveCount(0);

  // Dragged: the driver's stop moves to where its marker is dropped.
  const marker = map.locator(`.leaflet-marker-icon[title^="Stop1 Customer"]`).last();
  const at = (await marker.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(at.x + 60, at.y + 90, { steps: 8 });
  await page.mouse.up();
  await expect(status(page)).toContainText('Location of Stop1 Customer saved');
  const dragged = await locationOf(page.request, s.date, mine.id);
  expect(dragged?.source).toBe('pin');
  expect(dragged!.lat).toBeLessThan(before!.lat);

  // Typed: the keyboard's way, refused outside the two cities.
  await page.getByRole('combobox', { name: 'Stop', exact: true }).selectOption(String(mine.id));
  await page.getByLabel('Latitude').fill('0');
  await page.getByLabel('Longitude').fill('0');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(status(page)).toHaveText('Invalid position');
  await page.getByLabel('Latitude').fill('33.7001');
  await page.getByLabel('Longitude').fill('73.0402');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(status(page)).toHaveText('Location of Stop1 Customer saved (33.700100, 73.040200)');
  expect(await locationOf(page.request, s.date, mine.id)).toMatchObject({
    lat: 33.7001,
    lng: 73.0402,
    source: 'pin',
  });
  if (process.env.AQUA_SCREENSHOTS)
    await page.screenshot({ path: '../docs/screenshots/dispatch-map-1280.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a manager changes the planning settings; a bad value is named under its field', async ({
  page,
}) => {
  const before = await (await page.request.get(SETTINGS)).json();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const van = page.getByLabel('Van capacity (bottles)');
  await expect(van).toHaveValue(String(before.vanCapacity));
  await expect(page.getByLabel('Speed 9am-12pm (km/h)')).toHaveValue(String(before.speedKmh[0]));
  try {
    await van.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(status(page)).toHaveText('Invalid planning settings');
    await expect(van).toHaveAttribute('aria-invalid', 'true');
    await expect(van).toHaveAccessibleDescription(
      'Must be a whole number of bottles from 1 to 1000',
    );
    expect((await (await page.request.get(SETTINGS)).json()).vanCapacity).toBe(before.vanCapacity);

    await van.fill('75');
    await page.getByLabel('Latitude').fill('33.65');
    await page.getByLabel('Time at each stop (minutes)').fill('6');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(status(page)).toHaveText('Planning settings saved: the next plan uses them');
    await expect(van).not.toHaveAttribute('aria-invalid');
    const saved = await (await page.request.get(SETTINGS)).json();
    expect([saved.vanCapacity, saved.depot.lat, saved.serviceMinutes]).toEqual([75, 33.65, 6]);
    if (process.env.AQUA_SCREENSHOTS)
      await page.screenshot({ path: '../docs/screenshots/planning-1280.png', fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    const res = await page.request.put(SETTINGS, { headers: XRW, data: before });
    expect(res.status(), await res.text()).toBe(200);
  }
});
