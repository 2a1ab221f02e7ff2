// Checks for a page shown in Urdu: right to left, no sideways scroll, no text cut off by its
// box, axe clean, and no English left in it. English is a run of three or more Latin words in the text or in what a screen
// reader reads (aria-label, alt, title, placeholder, the document's title), outside what is
// kept left to right on purpose: an element with dir="ltr", a <bdi> (data as typed: a product
// or customer name, an address) or a run between Unicode isolates (lib/i18n/i18n.ts ltr).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

export async function urduCookie(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'lang', value: 'ur', url }]);
}

/** The English runs left on the page, each with where it was found. */
export function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const RUN = /[A-Za-z][\w'’.&-]*(?:[\s,;:/()–-]+[A-Za-z][\w'’.&-]*){2,}/;
    // Isolated runs (LRI, RLI or FSI up to PDI) are kept left to right on purpose.
    const bare = (text: string) => text.replace(/[\u2066\u2067\u2068][^\u2069]*\u2069/g, ' ');
    const kept = (el: Element | null) => !!el?.closest('[dir="ltr"],bdi,script,style,noscript');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const run = RUN.exec(bare(n.textContent ?? ''));
      if (run && !kept(n.parentElement)) found.push(`${n.parentElement?.tagName}: ${run[0]}`);
    }
    for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      if (kept(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const run = RUN.exec(bare(el.getAttribute(name) ?? ''));
        if (run) found.push(`${el.tagName}[${name}]: ${run[0]}`);
      }
    }
    const title = RUN.exec(bare(document.title));
    if (title) found.push(`title: ${title[0]}`);
    return found;
  });
}

/** Elements whose text runs past a box that hides the overflow. */
export function clippedText(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (!/hidden|clip/.test(style.overflowX) || !el.innerText?.trim()) return false;
        // The carousel hides its other slides on purpose; screen-reader-only text is 1 px.
        if (el.closest('[aria-roledescription="carousel"],[aria-hidden="true"],.sr-only'))
          return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.innerText.slice(0, 40)}`),
  );
}

/** The checks every Urdu page passes at `width`. */
export async function checkUrduPage(page: Page, width: number, name: string) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.waitForLoadState('networkidle');
  const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(wide, `${name} at ${width} px`).toBeLessThanOrEqual(width);
  expect(await clippedText(page), `${name} at ${width} px`).toEqual([]);
  expect(await englishLeft(page), `${name} at ${width} px`).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${name}: ${v.id} ${v.help}`)).toEqual([]);
}
