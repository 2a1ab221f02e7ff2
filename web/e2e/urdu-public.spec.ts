// Every public page of the shop in Urdu at 360, 390, 768 and 1280 px (the lower sections of the
// home page and the footer loaded): right to left, lang=ur, no sideways scroll, no text cut off,
// axe clean with nothing left out, and no English left (e2e/urdu-helpers.ts). The contact form's messages in
// Urdu. Set URDU_SCREENSHOTS to a folder to keep screenshots at 390 and 1280 px.
import { expect, scrollToFooter, test } from './fixtures';
import { checkUrduPage, urduCookie } from './urdu-helpers';

const WIDTHS = [360, 390, 768, 1280];
const PAGES = [
  '/',
  '/products',
  '/product/1',
  '/cart',
  '/checkout',
  '/track-order',
  '/about',
  '/services',
  '/contact',
  '/terms',
  '/privacy',
  '/no-such-page',
];
const SHOTS = process.env.URDU_SCREENSHOTS;
const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\W+/g, '-'));

// Each page is loaded once and looked at in every width (resized, scrolled to the footer again):
// what differs between widths is CSS and the components that follow the window's size.
for (const path of PAGES) {
  test(`${path} in Urdu at ${WIDTHS.join(', ')} px, nothing left in English`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await urduCookie(page);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await scrollToFooter(page);
      await checkUrduPage(page, width, path);
      if (SHOTS && (width === 390 || width === 1280))
        await page.screenshot({
          path: `${SHOTS}/page-${shotName(path)}-ur-${width}.png`,
          fullPage: true,
        });
    }
  });
}

test('the contact form answers in Urdu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await urduCookie(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'رابطہ فارم' });
  await form.getByRole('button', { name: 'پیغام بھیجیں' }).click();
  await expect(form).toContainText('نام لکھنا ضروری ہے');
  await expect(form).toContainText('موضوع چننا ضروری ہے');
  await checkUrduPage(page, 390, 'contact form errors');
  await form.getByLabel('نام').fill('عائشہ خان');
  await form.getByLabel('ای میل').fill(`urdu-contact-${Date.now()}@example.com`);
  await form.getByLabel('موضوع').selectOption({ label: 'نیا آرڈر' });
  await form.getByLabel('پیغام').fill('کیا آپ کل صبح 19 لیٹر کی دو بوتلیں دے سکتے ہیں؟');
  await form.getByRole('button', { name: 'پیغام بھیجیں' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'آپ کے پیغام کا شکریہ! ہم جلد آپ سے رابطہ کریں گے۔',
  );
  await checkUrduPage(page, 390, 'contact form sent');
});

test('the dialogs in Urdu: monthly plans, a product, the cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await urduCookie(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'سبسکرائب کریں', exact: true }).first().click();
  const plans = page.getByRole('dialog');
  await expect(plans).toContainText('ہر ماہ 12 بوتلیں');
  await expect(plans).toContainText('ترجیحی مدد');
  await checkUrduPage(page, 390, 'plans dialog');
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await page
    .getByTestId('featured-grid')
    .getByRole('button', { name: /کارٹ میں ڈالیں/ })
    .first()
    .click();
  const product = page.getByRole('dialog');
  await expect(product).toContainText('کل رقم:');
  await checkUrduPage(page, 390, 'product dialog');
  await product.getByRole('button', { name: 'کارٹ میں ڈالیں' }).click();
  const cart = page.getByRole('dialog', { name: /خریداری کی کارٹ/ });
  await expect(cart).toBeVisible();
  await checkUrduPage(page, 390, 'cart drawer');
});
