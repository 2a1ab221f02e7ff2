// Prices travel to the server as PKR numbers and come back as integer paisa; the forms
// hold what the admin typed. These turn one into the other without floating-point drift.

/** 199950 -> "1999.50" (the value an editor starts with). */
export function paisaToPkrInput(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paisa));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * What the admin typed as a PKR amount -> paisa, or null when it is not a plain amount with
 * at most two decimals ("1,999" is not accepted: the number inputs never produce it).
 */
export function pkrInputToPaisa(text: string): number | null {
  const m = /^\s*(\d{1,10})(?:\.(\d{0,2}))?\s*$/.exec(text) ?? /^\s*\.(\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  if (m.length === 2) return Number((m[1] ?? '').padEnd(2, '0'));
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}

/** Paisa -> the PKR number the admin API expects in requests (price, depositPrice). */
export function paisaToPkr(paisa: number): number {
  return Math.round(paisa) / 100;
}
