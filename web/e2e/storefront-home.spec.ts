// Home (docs/product.md#shop-pages), section by section, as a shopper sees it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, scrollToFooter, test } from './fixtures';
import { productDialog, subscribeDialog } from './storefront-helpers';

const hero = (page: Page) => page.getByTestId('hero');

test('home: title, hero slides and their buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('AquaPure');
  const carousel = page.getByRole('region', { name: 'AquaPure highlights' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AquaPure: pure drinking water delivered free in Islamabad and Rawalpindi',
  );
  await expect(
    carousel.getByRole('heading', { level: 2, name: 'Pure Water, Delivered to Your Door' }),
  ).toBeVisible();
  // 600 px high on a desktop screen.
  const box = await carousel.boundingBox();
  expect(Math.round(box!.height)).toBe(600);

  await page.getByRole('button', { name: 'Subscribe', exact: true }).first().click();
  await expect(subscribeDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await carousel.getByRole('link', { name: 'Order Now' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page).toHaveTitle('Products');
});

test('hero: autoplay every 4000 ms, paused on hover and focus, stoppable', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(hero(page)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(3900);
  await expect(hero(page)).toHaveAttribute('data-index', '0');
  await page.clock.runFor(200);
  await expect(hero(page)).toHaveAttribute('data-index', '1');
  await expect(page.getByRole('button', { name: 'Show slide 2 of 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.clock.runFor(4000);
  await expect(hero(page)).toHaveAttribute('data-index', '0');

  // Hovering pauses it.
  await hero(page).hover();
  await expect(hero(page)).toHaveAttribute('data-playing', 'false');
  await page.clock.runFor(10_000);
  await expect(hero(page)).toHaveAttribute('data-index', '0');
  await page.mouse.move(5, 5);
  await expect(hero(page)).toHaveAttribute('data-playing', 'true');

  // So does keyboard focus inside it; and the dots choose a slide.
  await page.getByRole('button', { name: 'Show slide 2 of 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(hero(page)).toHaveAttribute('data-index', '1');
  await page.clock.runFor(10_000);
  await expect(hero(page)).toHaveAttribute('data-index', '1');
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(hero(page)).toHaveAttribute('data-index', '0');

  // The stop button halts rotation for good.
  await page.getByRole('button', { name: 'Stop slide rotation' }).click();
  await page.mouse.move(5, 5);
  await page.locator('body').focus();
  await page.clock.runFor(10_000);
  await expect(hero(page)).toHaveAttribute('data-index', '0');
  await expect(page.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('hero: a swipe changes the slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const box = (await hero(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: to, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(320, 80);
    await expect(hero(page)).toHaveAttribute('data-index', '1');
    await swipe(80, 320);
    await expect(hero(page)).toHaveAttribute('data-index', '0');
    // Previous/next arrows are for pointers; small screens use swipe and the dots.
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves by itself and the minerals show without animation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(12_000);
    await expect(hero(page)).toHaveAttribute('data-index', '0');
    await expect(page.getByRole('button', { name: 'Stop slide rotation' })).toHaveCount(0);
    await page.getByRole('heading', { name: 'Water composition' }).scrollIntoViewIfNeeded();
    const first = page.getByTestId('mineral').first();
    await expect(first).toHaveCSS('opacity', '1');
    expect(await first.getAttribute('style')).toBeNull();
  });
});

test('featured products: the featured ones, 3 per row; Add to cart opens the dialog', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured Products' });
  const cards = section.getByTestId('product-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('19 Liter Bottle (Without Stand)');
  await expect(cards.nth(1)).toContainText('1.5 Litre Bottle (6 BOTTLES)');
  await expect(cards.nth(2)).toContainText('500 ML Bottles (12 Bottles)');
  const tops = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!.y));
  expect(new Set(tops).size).toBe(1);

  await section.getByRole('button', { name: /^Add to cart 500 ML Bottles/ }).click();
  const dialog = productDialog(page, '500 ML Bottles (12 Bottles)');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('product-dialog-total')).toHaveText('PKR 360.00');
  await page.keyboard.press('Escape');
  await section.getByRole('link', { name: 'View All Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('trust, cashless delivery, get started and the quality promise', async ({ page }) => {
  await page.goto('/');
  const trust = page.getByRole('region', { name: 'Why Families Trust Us' });
  await trust.scrollIntoViewIfNeeded();
  await expect(trust.getByRole('listitem')).toHaveCount(4);

  const cashless = page.getByRole('region', { name: 'No cash at the door? No problem.' });
  await expect(cashless).toContainText('AquaPure wallet');
  await expect(cashless).toContainText('pay subscriptions for friends and family');
  for (const name of ['Order today', 'Free estimate']) {
    // Static buttons: clicking them changes nothing.
    await cashless.getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  const quality = page.getByRole('region', { name: 'Our Water Quality Promise' });
  for (const claim of [
    'TDS below 150 ppm',
    'UV and ozone purification',
    'Food-grade bottles',
    '99.99% purity',
    '5-step filtration',
    'Chlorine free',
    'Zero turbidity',
    'Save up to 20%',
  ])
    await expect(quality.getByText(claim, { exact: true })).toBeVisible();
  await expect(quality).toContainText('Top up your AquaPure wallet');

  await page.getByRole('link', { name: 'Ready to Get Started' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('subscription pricing lists the plans and opens the plan dialog', async ({ page }) => {
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'Subscription Plans' });
  await pricing.scrollIntoViewIfNeeded();
  const plans = pricing.getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('Basic');
  await expect(plans.nth(0)).toContainText('PKR 1,999.00');
  await expect(plans.nth(1)).toContainText('MOST POPULAR');
  await expect(plans.nth(1)).toContainText('PKR 2,940.00');
  await expect(plans.nth(2)).toContainText('PKR 4,800.00');
  await expect(plans.nth(2)).toContainText('Save 18%');
  await pricing.getByRole('button', { name: 'Choose Your Plan' }).click();
  await expect(subscribeDialog(page)).toBeVisible();
});

test('water composition: the minerals, the layout and a reveal that runs once', async ({
  page,
}) => {
  await page.goto('/');
  // Near the section: it has loaded but is not revealed yet.
  await page.getByRole('region', { name: 'Subscription Plans' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Water composition' });
  await section.evaluate((el) =>
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight - 40),
  );
  await expect(section).toHaveAttribute('data-revealed', 'false');
  const items = section.getByTestId('mineral');
  await expect(items.nth(0)).toHaveCSS('opacity', '0');
  await expect(items.nth(0)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 40)');
  const glass = section.getByTestId('composition-glass');
  await expect(glass).toHaveCSS('transform', 'matrix(0.8, 0, 0, 0.8, 0, 0)');

  await section.getByRole('heading', { name: 'Water composition' }).scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-revealed', 'true');
  const expected = [
    ['Zero Sodium', '0 mg/l', 'Kept to maintain blood pressure'],
    ['Fluoride', '0.5 mg/l', '0.5 mg needed per litre'],
    ['Calcium', '350.8 mg/l'],
    ['Magnesium', '14.5 mg/l'],
    ['Nitrates', '2 mg/l'],
    ['Bicarbonates', '157 mg/l'],
    ['Sulphates', '5.6 mg/l'],
  ];
  await expect(items).toHaveCount(7);
  for (const [i, texts] of expected.entries()) {
    for (const t of texts) await expect(items.nth(i)).toContainText(t);
    // 0.6 s ease-out, 0.25 s × index later.
    await expect(items.nth(i)).toHaveCSS('transition-duration', '0.6s, 0.6s');
    await expect(items.nth(i)).toHaveCSS('transition-timing-function', 'ease-out, ease-out');
    await expect(items.nth(i)).toHaveCSS('transition-delay', `${i * 0.25}s, ${i * 0.25}s`);
  }
  await expect(glass).toHaveCSS('transition-duration', '0.8s, 0.8s');
  await expect(items.nth(6)).toHaveCSS('opacity', '1');
  await expect(items.nth(6)).toHaveCSS('transform', 'none');
  await expect(glass).toHaveCSS('transform', 'none');

  // Two items left, the glass in the middle, two right, three below (wide screens).
  const x = async (i: number) => (await items.nth(i).boundingBox())!.x;
  const g = (await glass.boundingBox())!;
  expect(await x(0)).toBeLessThan(g.x);
  expect(await x(1)).toBeLessThan(g.x);
  expect(await x(2)).toBeGreaterThan(g.x + g.width);
  expect(await x(3)).toBeGreaterThan(g.x + g.width);
  const below = (await items.nth(4).boundingBox())!.y;
  expect(below).toBeGreaterThan(g.y + g.height - 1);

  // Revealed once: scrolling away and back does not hide it again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-revealed', 'true');
  await expect(items.nth(0)).toHaveCSS('opacity', '1');
});

test('axe finds no violations on the whole home page, lower sections included', async ({
  page,
}) => {
  await page.goto('/');
  const composition = page.getByRole('region', { name: 'Water composition' });
  // The lower sections and the footer load as the page is scrolled within reach of them.
  await scrollToFooter(page);
  await composition.scrollIntoViewIfNeeded();
  await expect(composition).toHaveAttribute('data-revealed', 'true');
  await expect(composition.getByTestId('mineral').last()).toHaveCSS('opacity', '1');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});

test('the page keeps its h1 and passes axe while the second slide shows', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(4100);
  await expect(hero(page)).toHaveAttribute('data-index', '1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(
    hero(page).getByRole('heading', { name: 'Subscribe & Save on Every Bottle' }),
  ).toBeVisible();
  // The hidden slide is inert: its buttons cannot take focus.
  const slides = hero(page).locator('[aria-roledescription="slide"]');
  await expect(slides.nth(0)).toHaveAttribute('inert', '');
  await expect(slides.nth(1)).not.toHaveAttribute('inert', '');
  const hiddenLink = slides.nth(0).getByRole('link', { name: 'Order Now' });
  await hiddenLink.evaluate((el: HTMLElement) => el.focus());
  await expect(hiddenLink).not.toBeFocused();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
});
