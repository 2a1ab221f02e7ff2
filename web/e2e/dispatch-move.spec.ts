// /admin/dispatch: stops ticked across slots move together to another driver
// (docs/product.md#delivery-day). 1280 px, axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, XRW, zoneStops } from './driver-fixtures';

test('stops ticked in two slots move to another driver at once', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const s = await setUpDriverDay(page.request, pakistanDate(1), 1);
  // A second stop of the same driver in a later slot.
  const late = await page.request.post('/api/orders', {
    headers: { ...XRW, 'Idempotency-Key': `e2e-move-${s.tag}` },
    data: {
      customerId: 'guest',
      total: 1,
      deliveryDate: s.date,
      deliveryTime: '6pm-9pm',
      paymentMethod: 'cod',
      items: [{ productId: '1', quantity: 1, hasBottleExchange: true, purchaseType: 'one-time' }],
      customerDetails: {
        firstName: 'Evening',
        lastName: `Move${s.tag}`,
        email: `evening.${s.tag}@example.pk`,
        phone: '0300 5551234',
        address: 'House 9, Street 2, F-7/2',
        city: 'Islamabad',
        postalCode: (s.zone as unknown as { postalCodes: string[] }).postalCodes[0],
      },
    },
  });
  expect(late.status(), await late.text()).toBe(201);
  const assign = await page.request.post('/api/admin/dispatch/assign', {
    headers: XRW,
    data: { date: s.date, zoneId: s.zone.id, driverId: s.driver.id },
  });
  expect((await assign.json()).assigned).toBe(2);
  const other = await page.request.post('/api/admin/admins', {
    headers: XRW,
    data: {
      username: `mover${s.tag}`,
      password: `mover-pass-${s.tag}`,
      email: `mover${s.tag}@example.pk`,
      name: `Mover ${s.tag}`,
      role: 'driver',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherId = (await other.json()).id;

  await page.goto('/admin/dispatch');
  await page.getByLabel('Date', { exact: true }).fill(s.date);
  await page
    .getByRole('region', { name: `3pm-6pm, ${s.zone.name}` })
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('region', { name: `6pm-9pm, ${s.zone.name}` })
    .getByRole('checkbox')
    .check();
  await page.getByRole('combobox', { name: 'Driver' }).selectOption(otherId);
  const move = page.getByRole('button', { name: 'Move selected to driver (2)' });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await move.click();
  await expect(page.getByRole('status')).toHaveText('2 stops assigned');
  await expect
    .poll(async () =>
      (await zoneStops(page.request, s)).map(
        (x) => (x as unknown as { driverId: string }).driverId,
      ),
    )
    .toEqual([otherId, otherId]);
});
