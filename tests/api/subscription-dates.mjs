// The calendar of Monthly subscriptions as the server plans it (docs/product.md#subscriptions),
// for API tests whose dates follow the real clock: a weekly split delivers on every delivery
// weekday of its period (4 or 5), every two weeks on every other one (2 or 3); and Pakistan's
// dates by the real clock.
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const PK = 5 * HOUR; // Pakistan is UTC+5 all year

/** YYYY-MM-DD of Pakistan's today + days (real clock). */
export const pkDate = (days = 0) =>
  new Date(Date.now() + PK + days * DAY).toISOString().slice(0, 10);

/** Whole days from ymd a to ymd b. */
export const daysBetween = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);

/** ymd plus n calendar months, clamped to the month's end (the server's Monthly periods). */
export function addMonths(ymd, n) {
  const [y, m, d] = ymd.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export const addDays = (ymd, n) => new Date(Date.parse(ymd) + n * DAY).toISOString().slice(0, 10);

/** total split into n parts, larger first, summing exactly (10 / 4 -> 3, 3, 2, 2). */
export const splitCounts = (total, n) =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));

/**
 * The deliveries of period k of a Monthly subscription that started on `start` (its first
 * delivery day) split every `step` days: [{date, bottles}].
 */
export function monthlyPeriod(start, k, bottles, step = 7) {
  const from = addMonths(start, k);
  const to = addMonths(start, k + 1);
  const dates = [];
  let d = start;
  while (d < from) d = addDays(d, step);
  for (; d < to; d = addDays(d, step)) dates.push(d);
  const counts = splitCounts(bottles, dates.length);
  return dates.map((date, i) => ({ date, bottles: counts[i] })).filter((x) => x.bottles > 0);
}

/** How many deliveries periods 0..n-1 plan. */
export const deliveriesIn = (start, n, bottles, step = 7) =>
  Array.from({ length: n }, (_, k) => monthlyPeriod(start, k, bottles, step).length).reduce(
    (a, b) => a + b,
    0,
  );
