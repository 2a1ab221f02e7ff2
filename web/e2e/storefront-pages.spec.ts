// The product page, Contact, About, Services and the legal pages (docs/product.md#shop-pages).
import { expect, test } from './fixtures';
import { productDialog } from './storefront-helpers';

const BOTTLE = '19 Liter Bottle (Without Stand)';

test('product detail: everything the page shows', async ({ page }) => {
  await page.goto('/products');
  await page.getByTestId('product-card').filter({ hasText: BOTTLE }).click();
  await expect(page).toHaveURL(/\/product\/1$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    `Home / Products / ${BOTTLE}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: BOTTLE })).toBeVisible();
  await expect(page.getByText('19 Liters · Water Bottle')).toBeVisible();
  await expect(page.getByText('(4.8) • 124 reviews')).toBeVisible();
  await expect(page.getByText(/Refundable deposit: PKR 1,000\.00/)).toBeVisible();
  const thumbs = page.getByRole('button', { name: /View image/ });
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  for (const tile of ['Free delivery', 'Quality guarantee', 'Bottle exchange'])
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Product details' });
  for (const [k, v] of [
    ['Product ID', '1'],
    ['Size', '19 Liters'],
    ['Type', 'Water Bottle'],
    ['Exchange available', 'Yes'],
  ] as const)
    await expect(details.getByText(k, { exact: true }).locator('..')).toContainText(v);

  // 'Add to Cart' opens the add-to-cart dialog with this page's quantity (minimum 1).
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const dialog = productDialog(page, BOTTLE);
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('3');
  await expect(dialog.getByTestId('product-dialog-total')).toHaveText('PKR 3,750.00');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (3)' })).toContainText(BOTTLE);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown product id shows Product not found', async ({ page }) => {
  await page.goto('/product/nope');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
    'href',
    '/products',
  );
});

test("about: the shop's claims", async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About AquaPure' })).toBeVisible();
  for (const value of ['15+', '50K+', '2M+', '100+'])
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  await expect(page.getByText('Founded 2020 · Islamabad')).toBeVisible();
});

test('services: what we offer, with a way to the plans', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Monthly subscriptions' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'See monthly plans' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe & Save' })).toBeVisible();
});

test('contact: details from the settings, 24/7 line and six FAQ entries', async ({ page }) => {
  const settings = await (await page.request.get('/api/settings')).json();
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | AquaPure');
  const info = page.getByRole('region', { name: 'Get in Touch' });
  await expect(info.getByRole('link', { name: settings.phone })).toHaveAttribute(
    'href',
    `tel:${settings.phoneHref}`,
  );
  await expect(info.getByRole('link', { name: settings.email })).toHaveAttribute(
    'href',
    `mailto:${settings.email}`,
  );
  await expect(info).toContainText('Islamabad Office');
  await expect(info).toContainText(settings.address);
  const maps = info.getByRole('link', { name: 'Open our office in Google Maps' });
  await expect(maps).toHaveAttribute('href', settings.mapsUrl);
  await expect(maps).toHaveAttribute('target', '_blank');
  for (const h of settings.businessHours) await expect(info).toContainText(`${h.days}: ${h.hours}`);
  const emergency = page.getByRole('region', { name: '24/7 Emergency Support' });
  await expect(emergency.getByRole('link', { name: settings.emergencyPhone })).toBeVisible();

  const faqs = page.getByTestId('faq');
  await expect(faqs).toHaveCount(6);
  const first = faqs.first();
  const answer = first.locator('p');
  await expect(answer).toBeHidden();
  await first.getByText('Which areas do you deliver to?').click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Islamabad and Rawalpindi');
  // Keyboard: the summary is focusable and toggles with Enter.
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});

test('contact form: required fields, server field errors, then success', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const subject = form.getByLabel('Subject');
  await expect(subject.locator('option')).toHaveText([
    'Choose a subject',
    'General Inquiry',
    'New Order',
    'Existing Order',
    'Billing Question',
    'Technical Support',
    'Feedback',
    'Other',
  ]);
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const msg of [
    'Name is required',
    'Email is required',
    'Subject is required',
    'Message is required',
  ])
    await expect(form.getByText(msg)).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  // The phone is optional but checked by the server: its error comes back under the field.
  await form.getByLabel('Name').fill('Ayesha Khan');
  await form.getByLabel('Email').fill('ayesha@example.pk');
  await form.getByLabel('Phone').fill('call me');
  await subject.selectOption('Feedback');
  await form.getByLabel('Message').fill('The water tastes great. Thank you!');
  await expect(form.getByText('Name is required')).toBeHidden();
  const rejected = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await rejected).status()).toBe(422);
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(form.getByLabel('Phone')).toBeFocused();

  await form.getByLabel('Phone').fill('+92 300 1234567');
  const accepted = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await accepted).status()).toBe(201);
  await expect(
    page.getByText("Thank you for your message! We'll get back to you soon."),
  ).toBeVisible();
  for (const label of ['Name', 'Email', 'Phone', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');
  await expect(subject).toHaveValue('');
});

test('contact form: a refusal from the server is shown', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'rate_limited', message: 'Rate limit exceeded. Please try again later.' },
      }),
    }),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Bilal');
  await form.getByLabel('Email').fill('bilal@example.pk');
  await form.getByLabel('Subject').selectOption('Other');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Rate limit exceeded. Please try again later.');
  await expect(form.getByLabel('Name')).toHaveValue('Bilal');
});

test('terms and privacy keep their placeholder text', async ({ page }) => {
  for (const [path, title] of [
    ['/terms', 'Terms & Conditions'],
    ['/privacy', 'Privacy & Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This page is a placeholder.', { exact: false })).toBeVisible();
  }
});
