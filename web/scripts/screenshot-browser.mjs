// What the screenshot scripts share: their arguments, the system Chromium, and a context
// whose cookie consent is answered so the banner does not cover the page.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The server's URL (first argument) and where the pictures go (second: docs/screenshots/). */
export function shotArgs() {
  return {
    base: process.argv[2] ?? 'http://127.0.0.1:8080',
    dir: path.resolve(
      process.argv[3] ?? new URL('../../docs/screenshots/', import.meta.url).pathname,
    ),
  };
}

/** The 'cart-data' cookie's rows the e2e layout test uses too (e2e/sample-cart.json). */
export const sampleCart = JSON.parse(
  readFileSync(new URL('../e2e/sample-cart.json', import.meta.url), 'utf8'),
);

/** The system Chromium with playwright.config.ts's flags (new headless mode, no GPU). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/** A context at 1x, reduced motion, cookie consent answered; `options` as browser.newContext. */
export async function shotContext(browser, base, options) {
  const context = await browser.newContext({
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    ...options,
  });
  await context.addCookies([
    {
      name: 'cookie-preferences',
      value: encodeURIComponent(
        JSON.stringify({ necessary: true, analytics: false, marketing: false }),
      ),
      url: base,
    },
  ]);
  return context;
}
