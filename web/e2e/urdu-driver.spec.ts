// The driver app in Urdu at 390 px: the load sheet, and an outcome the office refused (the
// day was closed while the phone was offline) with its reason and what to do, both in Urdu,
// right to left, axe clean and with no English left (e2e/urdu-helpers.ts). Set
// URDU_SCREENSHOTS to a folder to keep screenshots.
import type { Page } from '@playwright/test';
import { expect, pakistanDate, test } from './admin-fixtures';
import { driverPhone, setUpDriverDay, XRW } from './driver-fixtures';
import { checkUrduPage } from './urdu-helpers';

const SHOTS = process.env.URDU_SCREENSHOTS;

async function inUrdu(phone: Page, baseURL: string) {
  await phone.context().addCookies([{ name: 'lang', value: 'ur', url: baseURL }]);
  await phone.reload();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('the load sheet in Urdu', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  const phone = await driverPhone(browser, baseURL!, s);
  await inUrdu(phone, baseURL!);
  await expect(phone.getByTestId('driver-stop')).toHaveCount(2);
  await phone.getByRole('button', { name: 'لوڈ شیٹ' }).click();
  const sheet = phone.getByTestId('load-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('2 اسٹاپ');
  await expect(sheet).toContainText('واپس ملنے والی خالی بوتلیں');
  await expect(sheet.getByRole('columnheader', { name: 'تعداد' })).toBeVisible();
  await checkUrduPage(phone, 390, 'load sheet');
  if (SHOTS)
    await phone.screenshot({ path: `${SHOTS}/driver-load-sheet-ur-390.png`, fullPage: true });
  await phone.context().close();
});

test('an outcome the office refused, in Urdu: the reason and what to do', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const s = await setUpDriverDay(page.request, pakistanDate(0), 2);
  const phone = await driverPhone(browser, baseURL!, s);
  await inUrdu(phone, baseURL!);
  await expect(phone.getByTestId('driver-stop')).toHaveCount(2);
  const card = phone.getByTestId('driver-stop').first();
  await phone.context().setOffline(true);
  await card.getByRole('button', { name: 'پہنچا دیا گیا' }).click();
  await card.getByLabel('خالی بوتلیں لیں').fill('2');
  await card.getByRole('button', { name: 'پہنچا دیا، محفوظ کریں' }).click();
  await expect(card.getByTestId('stop-status')).toHaveText('پہنچا دیا: بھیجا جانا باقی ہے');
  const close = (reason?: string) =>
    page.request.post('/api/admin/cash-up/close', {
      headers: XRW,
      data: { driverId: s.driver.id, date: s.date, ...(reason && { reason }) },
    });
  expect((await close()).status()).toBe(409);
  expect((await close('Van broke down; driver sent home')).status()).toBe(200);
  await phone.context().setOffline(false);

  const refused = phone.getByRole('region', { name: /دفتر نے قبول نہیں کیے/ });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  const entry = refused.getByTestId('refused-outcome');
  await expect(entry).toContainText('پہنچا دیا گیا: 2 بھری بوتلیں دیں، 2 خالی بوتلیں لیں');
  await expect(entry).toContainText('قبول نہیں ہوا: آپ کا آج کا حساب دفتر میں بند ہو چکا ہے');
  await expect(entry).toContainText('اپنے مینیجر سے کہیں کہ اسے درج کر دیں۔');
  await checkUrduPage(phone, 390, 'refused outcome');
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/driver-refused-ur-390.png`, fullPage: true });
  await entry.getByRole('button', { name: 'میرے مینیجر نے درج کر دیا ہے' }).click();
  await expect(entry.getByRole('button', { name: 'ہاں، ہٹا دیں' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'نہیں، رہنے دیں' })).toBeVisible();
  await phone.context().close();
});
