// How the admin Cookies page shows a value (docs/product.md#privacy-and-cookies): hidden as up to
// 20 asterisks, or, when revealed, cut at 100 characters with an ellipsis.
export const MASK_MAX = 20;
export const SHOW_MAX = 100;

export function maskCookieValue(value: string): string {
  return '*'.repeat(Math.min([...value].length, MASK_MAX));
}

export function showCookieValue(value: string): string {
  const chars = [...value];
  return chars.length > SHOW_MAX ? `${chars.slice(0, SHOW_MAX).join('')}…` : value;
}

export function displayCookieValue(value: string, revealed: boolean): string {
  return revealed ? showCookieValue(value) : maskCookieValue(value);
}
