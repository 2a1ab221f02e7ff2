// Cash typed by a person in rupees and paisa ("1799.10", "1,799.1", "250") to the integer
// paisa the API counts in, and back. String arithmetic only: no float ever rounds a paisa.

/** What a cash field accepts: digits, optional thousands commas, at most 2 paisa digits. */
const RUPEES = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/** Largest amount accepted (PKR 10,000,000.00): keeps the sum an exact integer. */
const MAX_PAISA = 1_000_000_000;

/** '1799.1' -> 179910, '1,250' -> 125000, '.5' -> 50, '' / '1.234' / 'abc' -> null. Pure. */
export function parseRupees(text: string): number | null {
  const t = text.trim();
  const m = RUPEES.exec(/^\.\d/.test(t) ? `0${t}` : t);
  if (!m) return null;
  const rupees = (m[1] ?? '').replace(/,/g, '');
  const paisa = (m[2] ?? '').padEnd(2, '0');
  const value = Number(rupees) * 100 + Number(paisa);
  return Number.isSafeInteger(value) && value <= MAX_PAISA ? value : null;
}

/** 179910 -> '1799.10', 125000 -> '1250.00' (for a field to edit; no commas). Pure. */
export function rupeesInput(paisa: number): string {
  const p = Math.max(0, Math.trunc(paisa));
  return `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
}

/** Keeps what can be part of an amount while it is typed: digits, commas, one dot. Pure. */
export function rupeesTyping(text: string): string {
  const kept = text.replace(/[^0-9.,]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/[.,]/g, '');
}
