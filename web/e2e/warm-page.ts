// For tests that each open one page and look at it (layout, axe): a page in a browser context
// the worker keeps, signed in as the demo super-admin with cookie consent answered. Its cache
// and service worker stay warm from test to test, as they were when one test walked every page,
// while each test still opens its own page (a cold context costs about a second per test).
import type { BrowserContext, Page } from '@playwright/test';
import { test as admin, expect } from './admin-fixtures';
import { consentCookie } from './fixtures';

export const test = admin.extend<{ warmPage: Page }, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser, adminState }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await browser.newContext({ baseURL, storageState: adminState });
      await context.addCookies([consentCookie(baseURL)]);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warmContext }, use, testInfo) => {
    const page = await warmContext.newPage();
    await use(page);
    // No trace from a context the runner did not make: a failing test keeps a screenshot.
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('screenshot', {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    await page.close();
  },
});

export { expect };

/**
 * How wide the page is once laid out at the viewport's `width`: two frames for the layout (and
 * the re-render a media query starts), then, while it is still wider, more frames for up to 2 s
 * (an image, or a chart that follows its box a frame later through a ResizeObserver).
 */
export async function pageWidth(page: Page, width: number): Promise<number> {
  return page.evaluate(async (w) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const wide = () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const until = performance.now() + 2000;
    await frame();
    await frame();
    while (wide() > w && performance.now() < until) await frame();
    return wide();
  }, width);
}
