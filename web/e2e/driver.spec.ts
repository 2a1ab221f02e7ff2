// The driver app at 390 px never loses or hides work: a session that ends during an offline
// stretch keeps both queued outcomes and sends each once after the driver signs in on the
// phone; an outcome refused because the day was closed stays on the phone with its reason;
// cash typed with paisa pays the order; the load sheet shows and prints. Set DRIVER_SHOTS to
// a folder to keep screenshots of the phone.
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { driverPhone, setUpDriverDay, XRW, zoneStops } from './driver-fixtures';

const shot = async (page: Page, name: string) => {
  if (process.env.DRIVER_SHOTS)
    await page.screenshot({ path: `${process.env.DRIVER_SHOTS}/${name}.png`, fullPage: true });
};

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Every outcome POST the phone makes: its Idempotency-Key and the server's status. */
function watchOutcomes(page: Page) {
  const seen: { key: string; status: number }[] = [];
  page.on('requestfinished', (req: Request) => {
    if (req.method() !== 'POST' || !req.url().includes('/outcome')) return;
    void req.response().then((res) => {
      seen.push({ key: req.headers()['idempotency-key'] ?? '', status: res?.status() ?? 0 });
    });
  });
  return seen;
}

async function recordDelivered(page: Page, index: number, empties: string) {
  const card = page.getByTestId('driver-stop').nth(index);
  await card.getByRole('button', { name: 'Delivered' }).click();
  await card.getByLabel('Empties collected').fill(empties);
  await card.getByRole('button', { name: 'Save delivered' }).click();
  await expect(card.getByTestId('stop-status')).toHaveText('Delivered: waiting to be sent');
}

test('a session that ends offline: both outcomes stay, the driver signs in, each reaches the server once', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(60_000);
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  const phone = await driverPhone(browser, baseURL!, s);
  const posts = watchOutcomes(phone);
  const status = phone.getByTestId('outcomes-waiting');
  await expect(phone.getByTestId('driver-stop')).toHaveCount(2);
  await expect(status).toHaveText('All outcomes sent');

  await phone.context().setOffline(true);
  await recordDelivered(phone, 0, '2');
  await recordDelivered(phone, 1, '1');
  await expect(status).toHaveText('2 outcomes waiting to be sent · offline');
  const queuedKeys = await phone.evaluate(() =>
    (JSON.parse(localStorage.getItem('driver_outcomes') ?? '[]') as { key: string }[]).map(
      (e) => e.key,
    ),
  );
  expect(queuedKeys).toHaveLength(2);

  // The session ends on the server while the phone is away (signed out elsewhere).
  const cookie = (await phone.context().cookies()).find((c) => c.name === 'aqua_session');
  expect(cookie).toBeTruthy();
  const other = await playwright.request.newContext({ baseURL });
  const out = await other.post('/api/admin/logout', {
    headers: { ...XRW, Cookie: `aqua_session=${cookie!.value}` },
  });
  expect(out.status()).toBeLessThan(300);
  await other.dispose();

  await phone.context().setOffline(false);
  const signIn = phone.getByRole('region', { name: 'Sign in to continue' });
  await expect(signIn).toBeVisible({ timeout: 15_000 });
  await expect(signIn).toContainText('2 outcomes are kept on this phone');
  await expect(status).toHaveText('2 outcomes waiting: sign in to send');
  await expect(phone.getByTestId('stop-status')).toHaveText([
    'Delivered: waiting to be sent',
    'Delivered: waiting to be sent',
  ]);
  expect((await zoneStops(page.request, s)).filter((x) => x.status !== 'planned')).toEqual([]);
  await shot(phone, 'driver-sign-in-390');
  await axeClean(phone);

  await expect(signIn.getByLabel('Username')).toHaveValue(s.driver.username);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(status).toHaveText('2 outcomes waiting: sign in to send');
  await signIn.getByLabel('Password').fill(s.driver.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(status).toHaveText('All outcomes sent', { timeout: 15_000 });
  await expect(signIn).toBeHidden();

  const stops = await zoneStops(page.request, s);
  expect(stops.map((x) => [x.status, x.outcome?.emptiesCollected]).sort()).toEqual([
    ['delivered', 1],
    ['delivered', 2],
  ]);
  // Each outcome went with the key it was queued with: refused with 401 at most, taken once.
  await expect.poll(() => posts.filter((p) => p.status === 201).length).toBe(2);
  expect(posts.filter((p) => p.status === 201).map((p) => p.key)).toEqual(queuedKeys);
  expect(posts.every((p) => p.status === 201 || p.status === 401)).toBe(true);
  expect(await phone.evaluate(() => localStorage.getItem('driver_outcomes'))).toBeNull();
  await phone.context().close();
});

test('a day closed while the phone is offline: the refused outcome stays, counted, with its reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  const phone = await driverPhone(browser, baseURL!, s);
  const status = phone.getByTestId('outcomes-waiting');
  await expect(phone.getByTestId('driver-stop')).toHaveCount(2);

  await phone.context().setOffline(true);
  await recordDelivered(phone, 0, '2');
  // Its stops are still open on the server: closing asks for a reason (409), then closes.
  const asked = await page.request.post('/api/admin/cash-up/close', {
    headers: XRW,
    data: { driverId: s.driver.id, date: s.date },
  });
  expect(asked.status(), await asked.text()).toBe(409);
  const closed = await page.request.post('/api/admin/cash-up/close', {
    headers: XRW,
    data: { driverId: s.driver.id, date: s.date, reason: 'Van broke down; driver sent home' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  await phone.context().setOffline(false);

  const refused = phone.getByRole('region', { name: /Not accepted by the office/ });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused.getByRole('heading', { level: 2 })).toHaveText(
    'Not accepted by the office (1)',
  );
  const entry = refused.getByTestId('refused-outcome');
  await expect(entry).toContainText('Stop1 Customer');
  await expect(entry).toContainText('Delivered: 2 full dropped, 2 empties collected');
  await expect(entry).toContainText("This driver's day is closed");
  await expect(entry).toContainText('Ask your manager to record it');
  await expect(status).toHaveText('1 outcome not accepted');
  await expect(phone.getByTestId('stop-status').first()).toContainText('Not sent');
  expect((await zoneStops(page.request, s)).filter((x) => x.status !== 'planned')).toEqual([]);
  await shot(phone, 'driver-refused-390');
  await axeClean(phone);

  // Still there after a reload; never 'All outcomes sent'; signing out waits for it.
  await phone.reload();
  await expect(refused.getByTestId('refused-outcome')).toHaveCount(1);
  await expect(status).toHaveText('1 outcome not accepted');
  await expect(phone.getByRole('button', { name: 'Sign out' })).toBeDisabled();
  await phone.context().close();
});

test('cash with paisa, prefilled at the amount due, makes the order paid; load sheet and links', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const made = await page.request.post('/api/admin/products', {
    headers: XRW,
    data: {
      name: `E2E paisa water ${Date.now() % 1e6}`,
      description: 'A product priced with paisa',
      price: 1799.1,
      imageUrl: '/images/products/1.svg',
      size: '19 Liters',
      type: 'bottle',
      featured: false,
      hasExchange: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const product = (await made.json()) as { id: string };
  try {
    const s = await setUpDriverDay(page.request, pakistanDate(0), 1, {
      productId: product.id,
      quantity: 1,
      hasBottleExchange: false,
    });
    const phone = await driverPhone(browser, baseURL!, s);
    const card = phone.getByTestId('driver-stop').first();
    await expect(card).toContainText('PKR 1,799.10');
    await expect(card.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/923005551234\?text=Assalam-o-Alaikum%20Stop1/,
    );
    // The address names sector F-7/2: Navigate opens the map at its centre's coordinates.
    await expect(card.getByRole('link', { name: /^Navigate/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=33.721659,73.050615',
    );
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:03005551234',
    );

    // The load sheet: on the phone on request, and alone on paper.
    await phone.getByRole('button', { name: 'Load sheet' }).click();
    const sheet = phone.getByTestId('load-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('row', { name: /E2E paisa water/ })).toContainText('1');
    await expect(sheet).toContainText('PKR 1,799.10');
    await shot(phone, 'driver-load-sheet-390');
    await axeClean(phone);
    await phone.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(card).toBeHidden();
    await shot(phone, 'driver-load-sheet-print');
    await phone.emulateMedia({ media: 'screen' });

    await card.getByRole('button', { name: 'Delivered' }).click();
    const cash = card.getByLabel('Cash collected (PKR)');
    await expect(cash).toHaveValue('1799.10');
    await expect(cash).toHaveAttribute('inputmode', 'decimal');
    // This product is not a returnable bottle: none due, so the stepper starts at 0.
    const full = card.getByLabel('Full bottles dropped');
    await expect(full).toHaveValue('0');
    await expect(card.getByRole('button', { name: 'One fewer full bottle' })).toBeDisabled();
    await card.getByRole('button', { name: 'One more full bottle' }).click();
    await expect(full).toHaveValue('1');
    await card.getByRole('button', { name: 'One fewer full bottle' }).click();
    await expect(full).toHaveValue('0');
    await cash.fill('1799.1');
    await expect(card).toContainText('The exact amount due');
    await shot(phone, 'driver-form-390');
    await axeClean(phone);
    await card.getByRole('button', { name: 'Save delivered' }).click();
    await expect(phone.getByTestId('outcomes-waiting')).toHaveText('All outcomes sent', {
      timeout: 15_000,
    });
    const [stop] = await zoneStops(page.request, s);
    expect(stop?.outcome).toMatchObject({ fullDropped: 0, cashCollectedPaisa: 179910 });
    const orders = await page.request.get(`/api/admin/orders?q=${s.orderIds[0]}`);
    const order = ((await orders.json()).items as { id: string; paymentStatus: string }[]).find(
      (o) => o.id === s.orderIds[0],
    );
    expect(order?.paymentStatus).toBe('paid');
    await phone.context().close();
  } finally {
    await page.request.delete(`/api/admin/products/${product.id}`, { headers: XRW });
  }
});
