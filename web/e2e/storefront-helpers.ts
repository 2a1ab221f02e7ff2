import { expect, type Page } from '@playwright/test';

/** Radix locks page scroll (and outside pointer events) while a modal dialog is open. */
export async function expectScrollLocked(page: Page, locked: boolean) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const s = getComputedStyle(document.body);
        return `${s.overflow}/${s.pointerEvents}`;
      }),
    )
    .toBe(locked ? 'hidden/none' : 'visible/auto');
}

export function productDialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

export function subscribeDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Subscribe & Save' });
}

/** The cart drawer, opened from the header. */
export async function openCartDrawer(page: Page) {
  await page.getByRole('button', { name: /Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer).toBeVisible();
  return drawer;
}
