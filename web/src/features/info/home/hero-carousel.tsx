import type { ReactNode } from 'react';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { useCarousel } from './use-carousel';

type Props = { label: string; slides: ReactNode[] };

/**
 * An accessible carousel (WAI-ARIA APG pattern): autoplay every 4000 ms, paused while the
 * pointer or keyboard focus is on it, stoppable with a button, off with reduced motion;
 * previous/next buttons, one dot per slide, swipe on touch. Hidden slides are inert.
 */
export function HeroCarousel({ label, slides }: Props) {
  const count = slides.length;
  const c = useCarousel(count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden"
      {...c.regionHandlers}
      data-testid="hero"
      data-index={c.index}
      data-playing={c.running}
    >
      <div
        className="flex h-[540px] touch-pan-y transition-transform duration-700 ease-out motion-reduce:transition-none sm:h-[560px] lg:h-[600px]"
        style={{ transform: `translateX(-${c.index * 100}%)` }}
        aria-live={c.running ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            inert={i !== c.index}
            className="h-full w-full shrink-0"
          >
            {slide}
          </div>
        ))}
      </div>
      <CarouselArrows index={c.index} go={c.go} />
      <CarouselDots
        index={c.index}
        count={count}
        go={c.go}
        canStop={!c.reducedMotion}
        stopped={c.stopped}
        onToggleStopped={c.toggleStopped}
      />
    </section>
  );
}
