// Money arrives from the server as integer paisa (1/100 PKR); this is how people see it.
const formatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 125000 -> "PKR 1,250.00" */
export function formatPKR(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  return `${sign}PKR ${formatter.format(Math.abs(paisa) / 100)}`;
}

/** 125000 -> "1,250.00" (for texts that already say PKR) */
export function formatAmount(paisa: number): string {
  return formatter.format(paisa / 100);
}
