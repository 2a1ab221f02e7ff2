// Calendar dates in the admin screens; instants go through formatPakistanDateTime
// (@/lib/pakistan-time), in Pakistan time whatever the admin's computer says.
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A calendar date "2026-11-24" -> "24 Nov 2026" (no time zone shift). */
export function formatDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? ymd : dateOnly.format(d);
}
