import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AUTOPLAY_MS, swipeDirection, wrapIndex } from './carousel';

type Props = { label: string; slides: ReactNode[] };

const ARROW =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md hover:bg-white sm:inline-flex';

/**
 * An accessible carousel (WAI-ARIA APG pattern): autoplay every 4000 ms, paused while the
 * pointer or keyboard focus is on it, stoppable with a button, off with reduced motion;
 * previous/next buttons, one dot per slide, swipe on touch. Hidden slides are inert.
 */
export function HeroCarousel({ label, slides }: Props) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const playing = !stopped && !reducedMotion;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const t = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), AUTOPLAY_MS);
    return () => window.clearTimeout(t);
  }, [running, index, count]);

  const go = (i: number) => setIndex(wrapIndex(i, count));
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dir = swipeDirection(t.clientX - start.x, t.clientY - start.y);
    if (dir) go(index + dir);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-testid="hero"
      data-index={index}
      data-playing={running}
    >
      <div
        className="flex h-[540px] touch-pan-y transition-transform duration-700 ease-out motion-reduce:transition-none sm:h-[560px] lg:h-[600px]"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={running ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            inert={i !== index}
            className="h-full w-full shrink-0"
          >
            {slide}
          </div>
        ))}
      </div>
      <button
        type="button"
        className={`${ARROW} left-4`}
        onClick={() => go(index - 1)}
        aria-label="Previous slide"
      >
        <ChevronLeft size={22} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${ARROW} right-4`}
        onClick={() => go(index + 1)}
        aria-label="Next slide"
      >
        <ChevronRight size={22} aria-hidden="true" />
      </button>
      <div className="absolute bottom-5 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/40 px-2 py-1">
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow"
          >
            {stopped ? (
              <Play size={14} aria-hidden="true" />
            ) : (
              <Pause size={14} aria-hidden="true" />
            )}
          </button>
        )}
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => go(i)}
            aria-label={`Show slide ${i + 1} of ${count}`}
            aria-current={i === index}
            className="inline-flex h-8 w-8 items-center justify-center"
          >
            <span
              className={`block h-2.5 rounded-full shadow transition-all ${i === index ? 'w-7 bg-white' : 'w-2.5 bg-white/60'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
