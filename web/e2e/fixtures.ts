import { test as base, expect, type Page } from '@playwright/test';

/** Every page starts with cookie consent answered, unless a test asks otherwise. */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  page: async ({ page, consent, baseURL }, use) => {
    if (consent) {
      await page.context().addCookies([
        {
          name: 'cookie-preferences',
          value: encodeURIComponent(
            JSON.stringify({ necessary: true, analytics: false, marketing: false }),
          ),
          url: baseURL!,
        },
      ]);
    }
    await use(page);
  },
});

export { expect };

export async function openCart(page: Page) {
  await page.getByRole('button', { name: /Open cart/ }).click();
  return page.getByRole('dialog');
}
