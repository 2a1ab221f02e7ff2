// The manager's cash-up (docs/product.md#delivery-day): each stop's expected and collected
// cash so a difference traces to its stop, an outcome recorded for the driver, closing with
// who received the cash, the printable day sheet; reopening with a reason, late outcomes,
// and a correction shown in the stop's history. At 1280 px and 768 px, axe clean; at 1280 px
// the drivers' table fits without scrolling sideways, at 768 px it scrolls in its own region.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { setUpDriverDay, XRW, type DriverSetup } from './driver-fixtures';

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The driver's phone records stop `i` delivered with `cashPaisa` (through the driver's API). */
async function driverDelivers(browser: Browser, baseURL: string, s: DriverSetup, cash: number) {
  const phone = await browser.newContext({ baseURL });
  const login = await phone.request.post('/api/admin/login', {
    headers: XRW,
    data: { username: s.driver.username, password: s.driver.password },
  });
  expect(login.status()).toBe(200);
  const mine = await (await phone.request.get('/api/driver/stops')).json();
  const first = mine.stops.find((x: { name: string }) => x.name.startsWith('Stop1 '));
  const res = await phone.request.post(`/api/driver/stops/${first.id}/outcome`, {
    headers: { ...XRW, 'Idempotency-Key': `e2e-cash-${s.tag}` },
    data: { outcome: 'delivered', fullDropped: 2, emptiesCollected: 2, cashCollectedPaisa: cash },
  });
  expect(res.status(), await res.text()).toBe(201);
  await phone.close();
}

/** How far the drivers' table and the page scroll sideways (0: they fit). */
async function sideways(page: Page) {
  const region = page.getByRole('region', { name: "Drivers' days" });
  const table = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  const whole = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return { table, page: whole };
}

async function openDriver(page: Page, s: DriverSetup) {
  await page.goto('/admin/cash-up');
  const name = `Driver ${s.tag}`;
  await page.getByRole('button', { name: `Stops of ${name}` }).click();
  await expect(page.getByRole('heading', { name: `${name}'s stops` })).toBeVisible();
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
}

test('cash-up per stop: a short stop traced, an outcome recorded for the driver, closed with who took the cash, printed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  await driverDelivers(browser, baseURL!, s, 10000);
  const row = await openDriver(page, s);
  const stops = page.getByTestId('stop-cash-row');
  await expect(stops).toHaveCount(2);
  await expect(stops.filter({ hasText: 'Stop1 Customer' })).toContainText('short');
  await axeClean(page);
  // The second stop's phone could not send: the manager records it for the driver.
  await page.getByRole('button', { name: 'Record outcome: Stop2 Customer' }).click();
  const form = page.getByRole('form', { name: /Record the outcome of Stop2 Customer/ });
  await axeClean(page);
  await form.getByLabel('Cash collected (Rs)').fill('12.5.0');
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please enter rupees and paisa, for example 1799.10',
  );
  await form.getByLabel('Cash collected (Rs)').fill('0');
  await form.getByLabel('Note').fill('Phone was off; driver told the office');
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(
    page.getByText(`Outcome of Stop2 Customer recorded for Driver ${s.tag}`),
  ).toBeVisible();
  await expect(stops.filter({ hasText: 'Stop2 Customer' })).toContainText('delivered');
  // Closing asks who received the cash.
  await row.getByRole('button', { name: 'Close day' }).click();
  const prompt = page.getByTestId('close-day-prompt');
  await prompt.getByLabel('Cash received by').fill('Imran (office)');
  await prompt.getByRole('button', { name: 'Close day' }).click();
  await expect(row).toContainText('Closed by');
  await expect(prompt).toBeHidden();
  await expect(row).toContainText('cash to Imran (office)');
  await expect(page.getByTestId('day-notes')).toContainText('Cash received by Imran (office).');
  // A closed day (its widest row) still fits at 1280 px: nothing scrolls sideways.
  await page
    .getByRole('region', { name: "Drivers' days" })
    .screenshot({ path: test.info().outputPath('cash-up-1280.png') });
  expect(await sideways(page)).toEqual({ table: 0, page: 0 });
  // The day sheet: hidden on screen, alone on paper.
  const sheet = page.getByTestId('day-sheet');
  await expect(sheet).toBeHidden();
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => ((window as unknown as { printed: boolean }).printed = true);
  });
  await page.getByRole('button', { name: 'Print day sheet' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeHidden();
  await expect(sheet).toContainText(`Driver ${s.tag}`);
  await expect(sheet).toContainText('Stop1 Customer');
  await expect(sheet).toContainText('Cash received by: Imran (office)');
  await expect(sheet.getByRole('row')).toHaveCount(3);
});

test('reopening a closed day with a reason; a late outcome; a correction kept in the stop history (768 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 768, height: 1000 });
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  await driverDelivers(browser, baseURL!, s, 5000);
  const close = await page.request.post('/api/admin/cash-up/close', {
    headers: XRW,
    data: { driverId: s.driver.id, date: s.date, reason: 'Stop 2 waits for Monday' },
  });
  expect(close.status(), await close.text()).toBe(200);
  const row = await openDriver(page, s);
  await row.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByTestId('reopen-day-prompt');
  await reopen.getByLabel('Reason for reopening').fill('Stop 2 was delivered after all');
  await axeClean(page);
  await reopen.getByRole('button', { name: 'Reopen day' }).click();
  await expect(row.getByRole('button', { name: 'Close day' })).toBeVisible();
  await expect(reopen).toBeHidden();
  await expect(page.getByTestId('day-notes')).toContainText('Stop 2 was delivered after all');
  // Recorded on the reopened day: late.
  await page.getByRole('button', { name: 'Record outcome: Stop2 Customer' }).click();
  await page.getByRole('button', { name: 'Record outcome', exact: true }).click();
  const second = page.getByTestId('stop-cash-row').filter({ hasText: 'Stop2 Customer' });
  await expect(second).toContainText('Late');
  // A correction: the original and the corrected figures in the stop's history.
  await page.getByRole('button', { name: 'Correct: Stop1 Customer' }).click();
  const form = page.getByRole('form', { name: /Correct the outcome of Stop1 Customer/ });
  await expect(form).toContainText('Recorded now: 2 full, 2 empties, PKR 50.00');
  await form.getByLabel('Empties collected').fill('1');
  await form.getByLabel('Reason for the correction').fill('One empty was a neighbour’s');
  await axeClean(page);
  await form.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Outcome of Stop1 Customer corrected')).toBeVisible();
  const first = page.getByTestId('stop-cash-row').filter({ hasText: 'Stop1 Customer' });
  await expect(first).toContainText('Corrected');
  const history = first.getByRole('list', { name: 'History of Stop1 Customer' });
  await expect(history).toContainText('As recorded: 2 full, 2 empties, PKR 50.00');
  await expect(history).toContainText('2 full, 1 empty, PKR 50.00 (One empty was a neighbour’s)');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page itself does not scroll sideways').toBeLessThanOrEqual(768);
  // Narrow, the table scrolls in its labelled region, which says so.
  expect((await sideways(page)).table).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: "Drivers' days" })).toHaveAccessibleDescription(
    'On a narrow screen the table scrolls sideways for every column.',
  );
  await page
    .getByRole('region', { name: "Drivers' days" })
    .screenshot({ path: test.info().outputPath('cash-up-768.png') });
});
