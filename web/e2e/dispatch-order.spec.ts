// /admin/dispatch: a driver's stops reordered by dragging (native HTML5 drag and drop) and by
// the keyboard (Move up / Move down buttons, arrow keys on a stop's handle); each order is
// saved through the sequence API.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';

const XRW = { 'X-Requested-With': 'e2e' };

async function stopsInOrder(request: APIRequestContext, date: string, driverId: string) {
  const res = await request.get(`/api/admin/dispatch?date=${date}`);
  expect(res.status()).toBe(200);
  const board = (await res.json()) as {
    stops: { name: string; driverId: string; sequence: number }[];
  };
  return board.stops
    .filter((s) => s.driverId === driverId)
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => s.name.split(' ')[0]);
}

test("a driver's stops reorder by drag and drop and by keyboard; saved on the server", async ({
  page,
}) => {
  const date = pakistanDate(5);
  const tag = `${Date.now() % 1e7}`;
  const postal = String(10000 + Math.floor(Math.random() * 90000)); // 5 digits, as the server asks
  const zone = await page.request.post('/api/admin/zones', {
    headers: XRW,
    data: { name: `Order ${tag}`, city: 'Islamabad', postalCodes: [postal] },
  });
  expect(zone.status(), await zone.text()).toBe(201);
  const made = await page.request.post('/api/admin/admins', {
    headers: XRW,
    data: {
      username: `orderdrv${tag}`,
      password: `order-pass-${tag}`,
      email: `orderdrv${tag}@example.pk`,
      name: `Orderer ${tag}`,
      role: 'driver',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const driverId = (await made.json()).id as string;
  for (const first of ['Amna', 'Bilal', 'Chand']) {
    const res = await page.request.post('/api/orders', {
      headers: { ...XRW, 'Idempotency-Key': `e2e-order-${tag}-${first}` },
      data: {
        customerId: 'guest',
        total: 1,
        deliveryDate: date,
        deliveryTime: '9am-12pm',
        paymentMethod: 'cod',
        items: [{ productId: '1', quantity: 1, purchaseType: 'one-time' }],
        customerDetails: {
          firstName: first,
          lastName: `Stop${tag}`,
          email: `${first.toLowerCase()}.${tag}@example.pk`,
          phone: '+92 300 5550000',
          address: 'House 1, Street 1',
          city: 'Islamabad',
          postalCode: postal,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const assigned = await page.request.post('/api/admin/dispatch/assign', {
    headers: XRW,
    data: { date, zoneId: (await zone.json()).id, driverId },
  });
  expect((await assigned.json()).assigned).toBe(3);
  const start = await stopsInOrder(page.request, date, driverId);
  expect([...start].sort()).toEqual(['Amna', 'Bilal', 'Chand']);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dispatch');
  await page.getByLabel('Date', { exact: true }).fill(date);
  const list = page.getByRole('region', { name: `Orderer ${tag}'s stops` });
  const items = list.getByTestId('ordered-stop');
  await expect(items).toHaveCount(3);
  const names = async () =>
    (await items.allTextContents()).map((t) => t.replace(/^\d+\.\s*/, '').split(' ')[0]);
  expect(await names()).toEqual(start);

  // Drag the last stop onto the first one's place.
  await items.nth(2).dragTo(items.nth(0));
  const dragged = [start[2], start[0], start[1]];
  await expect(page.getByRole('status')).toHaveText('Order saved');
  await expect.poll(() => stopsInOrder(page.request, date, driverId)).toEqual(dragged);
  await expect.poll(names).toEqual(dragged);

  // The keyboard way: focus a stop's Move down button and press Enter.
  const down = list.getByRole('button', { name: `Move ${dragged[0]} Stop${tag} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  const keyed = [dragged[1], dragged[0], dragged[2]];
  await expect.poll(() => stopsInOrder(page.request, date, driverId)).toEqual(keyed);
  await expect.poll(names).toEqual(keyed);

  // The handle: arrow keys on a focused stop move it.
  await list
    .getByRole('button', { name: `Reorder ${keyed[2]} Stop${tag}: arrow keys move it` })
    .focus();
  await page.keyboard.press('Alt+ArrowUp');
  const handled = [keyed[0], keyed[2], keyed[1]];
  await expect.poll(() => stopsInOrder(page.request, date, driverId)).toEqual(handled);
  await expect.poll(names).toEqual(handled);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
