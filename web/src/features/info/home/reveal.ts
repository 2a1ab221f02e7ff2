// The water composition section, revealed once on scroll: each item fades and slides up from
// 40 px lower over 0.6 s ease-out, starting 0.25 s × its index later; the glass image fades
// and scales up from 0.8 over 0.8 s. With reduced motion everything simply shows.
import type { CSSProperties } from 'react';

export const REVEAL = {
  itemOffsetPx: 40,
  itemDurationS: 0.6,
  itemStaggerS: 0.25,
  easing: 'ease-out',
  glassDurationS: 0.8,
  glassFromScale: 0.8,
} as const;

/** Seconds before item `index` starts to move. */
export function itemDelayS(index: number): number {
  return Math.round(index * REVEAL.itemStaggerS * 100) / 100;
}

export function itemRevealStyle(
  index: number,
  revealed: boolean,
  reducedMotion: boolean,
): CSSProperties {
  if (reducedMotion) return {};
  const timing = `${REVEAL.itemDurationS}s ${REVEAL.easing} ${itemDelayS(index)}s`;
  return {
    opacity: revealed ? 1 : 0,
    transform: revealed ? 'none' : `translateY(${REVEAL.itemOffsetPx}px)`,
    transition: `opacity ${timing}, transform ${timing}`,
  };
}

export function glassRevealStyle(revealed: boolean, reducedMotion: boolean): CSSProperties {
  if (reducedMotion) return {};
  const timing = `${REVEAL.glassDurationS}s ${REVEAL.easing}`;
  return {
    opacity: revealed ? 1 : 0,
    transform: revealed ? 'none' : `scale(${REVEAL.glassFromScale})`,
    transition: `opacity ${timing}, transform ${timing}`,
  };
}
