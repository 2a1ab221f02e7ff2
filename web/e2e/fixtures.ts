import { test as base, expect, type Page } from '@playwright/test';

/** The cookie of a visitor who answered the cookie banner (necessary cookies only). */
export function consentCookie(baseURL: string) {
  return {
    name: 'cookie-preferences',
    value: encodeURIComponent(
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    ),
    url: baseURL,
  };
}

/** Every page starts with cookie consent answered, unless a test asks otherwise. */
export const test = base.extend<{ consent: boolean }>({
  consent: [true, { option: true }],
  page: async ({ page, consent, baseURL }, use) => {
    if (consent) await page.context().addCookies([consentCookie(baseURL!)]);
    await use(page);
  },
});

export { expect };

export async function openCart(page: Page) {
  await page.getByRole('button', { name: /Open cart/ }).click();
  return page.getByRole('dialog');
}

/** The footer loads when the page is scrolled within reach of it (app/layout/deferred-footer.tsx). */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  // Scrolled to the end again at each look: the page grows as its lower sections come in.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return footer.count();
      },
      { intervals: [50, 100, 200], timeout: 5_000 },
    )
    .toBeGreaterThan(0);
  await expect(footer).toBeVisible();
  return footer;
}
