// The shop in Urdu: right to left, its catalogue and font loaded only then, at 360, 390, 768
// and 1280 px; no sideways scroll and axe clean on the translated frame (header, footer,
// cookie banner, chat button), and the language choice kept with cookie consent.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, scrollToFooter, test } from './fixtures';

const WIDTHS = [360, 390, 768, 1280];
const SHOTS = process.env.URDU_SCREENSHOTS; // a folder: screenshots to look at, never committed

async function inUrdu(page: Page, path = '/') {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'lang', value: 'ur', url }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

for (const width of WIDTHS) {
  test(`home in Urdu at ${width} px: rtl, no sideways scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await inUrdu(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('button', { name: /کارٹ کھولیں/ })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByRole('contentinfo')).toContainText('جملہ حقوق محفوظ ہیں');
    const wide = await page.evaluate(
      () => document.scrollingElement!.scrollWidth <= window.innerWidth,
    );
    expect(wide).toBe(true);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    if (SHOTS) {
      // The first slide, still: reduced motion stops the carousel's rotation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByTestId('hero')).toHaveAttribute('data-index', '0');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/home-ur-${width}.png` });
    }
  });
}

test('the header switch shows Urdu and back; with consent the choice is kept', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'مرکزی' })).toBeAttached();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});

test.describe('without cookie consent', () => {
  test.use({ consent: false });
  test('Urdu is shown but not remembered', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toBeUndefined();
    await page.getByRole('button', { name: 'صرف ضروری' }).click();
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'lang')?.value).toBe('ur');
  });
});

test.describe('a browser set to Urdu', () => {
  test.use({ locale: 'ur-PK' });
  test('sees Urdu on the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  });
});

test('the English home page loads neither the Urdu catalogue nor its font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((u) => /urdu|nastaliq/i.test(u))).toEqual([]);
});

test('Urdu text changes to the downloaded Nastaliq only after the first paint', async ({
  page,
}) => {
  const fontAt: number[] = [];
  page.on('request', (r) => {
    if (/nastaliq.*\.woff2$/.test(r.url())) fontAt.push(Date.now());
  });
  await inUrdu(page);
  await expect(page.locator('html')).toHaveClass(/urdu-font/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', 'اردو')))
    .toBe(true);
  const firstPaint = await page.evaluate(
    () =>
      performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  );
  expect(fontAt.length).toBeGreaterThan(0);
  for (const at of fontAt) expect(at).toBeGreaterThanOrEqual(Math.floor(firstPaint));
});
