// The start-of-day load sheet: from the day's stops the driver already has, the full bottles
// and other products to load (per product), the empties expected back and the cash expected.
// Pure.
import type { DriverStop } from './driver-api';

export type LoadLine = { productId: string; name: string; quantity: number; returnable: boolean };
export type LoadSheet = {
  date: string;
  stops: number;
  lines: LoadLine[];
  /** Returnable bottles among the lines (the bottles the stops drop). */
  bottles: number;
  emptiesExpected: number;
  cashExpectedPaisa: number;
};

/** Stops that are on the day's round: anything but a cancelled or rescheduled stop. */
const onRound = (s: DriverStop) => s.status !== 'cancelled' && s.status !== 'rescheduled';

export function loadSheet(stops: readonly DriverStop[], date: string): LoadSheet {
  const day = stops.filter((s) => s.date === date && onRound(s));
  const byProduct = new Map<string, LoadLine>();
  for (const stop of day)
    for (const l of stop.lines) {
      const line = byProduct.get(l.productId);
      if (line) line.quantity += l.quantity;
      else byProduct.set(l.productId, { ...l });
    }
  const lines = [...byProduct.values()].sort(
    (a, b) => Number(b.returnable) - Number(a.returnable) || a.name.localeCompare(b.name),
  );
  return {
    date,
    stops: day.length,
    lines,
    bottles: day.reduce((n, s) => n + s.bottlesDue, 0),
    emptiesExpected: day.reduce((n, s) => n + s.emptiesDue, 0),
    cashExpectedPaisa: day.reduce((n, s) => n + s.cashDuePaisa, 0),
  };
}

/** The day to load for: today when it has stops, else the next day that has (a driver loads
 *  the evening before), else today. */
export function sheetDate(stops: readonly DriverStop[], today: string): string {
  const dates = stops
    .filter((s) => onRound(s) && s.date >= today)
    .map((s) => s.date)
    .sort();
  return dates[0] ?? today;
}
