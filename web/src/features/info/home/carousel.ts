// Pure rules of the hero carousel, kept apart from rendering so they are unit-tested.
export const AUTOPLAY_MS = 4000;
/** A horizontal swipe shorter than this is a tap, not a slide change. */
export const SWIPE_MIN_PX = 50;

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** -1 (previous), 1 (next) or 0 for a touch that moved `dx` px across and `dy` px down. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
