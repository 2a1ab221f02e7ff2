// The hero carousel's state: the slide shown, autoplay (every AUTOPLAY_MS, paused while the
// pointer or keyboard focus is on it, stoppable, off with reduced motion) and swipes.
import { useEffect, useRef, useState, type FocusEvent, type TouchEvent } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AUTOPLAY_MS, swipeDirection, wrapIndex } from './carousel';

export function useCarousel(count: number) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const playing = !stopped && !reducedMotion;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), AUTOPLAY_MS);
    return () => window.clearTimeout(t);
  }, [running, index, count]);

  const go = (i: number) => setIndex(wrapIndex(i, count));
  /** The carousel region's handlers: hover, focus within, and touch swipes. */
  const regionHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      touch.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const start = touch.current;
      const t = e.changedTouches[0];
      touch.current = null;
      if (!start || !t) return;
      // Right to left, the next slide comes from the left: a swipe the other way.
      const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
      const dir = swipeDirection(t.clientX - start.x, t.clientY - start.y) * rtl;
      if (dir) go(index + dir);
    },
  };
  const toggleStopped = () => setStopped((s) => !s);
  return { index, go, running, stopped, toggleStopped, reducedMotion, regionHandlers };
}
