import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { CarouselArrows, CarouselDots } from './carousel-controls';
import { useCarousel } from './use-carousel';
import './locales';

type Props = { label: string; slides: ReactNode[] };

/**
 * An accessible carousel (WAI-ARIA APG pattern): autoplay every 4000 ms, paused while the
 * pointer or keyboard focus is on it, stoppable with a button, off with reduced motion;
 * previous/next buttons, one dot per slide, swipe on touch. Hidden slides are inert.
 */
export function HeroCarousel({ label, slides }: Props) {
  const count = slides.length;
  const c = useCarousel(count);
  const { t, locale } = useT();
  // Right to left the slides lie leftwards, so the strip moves the other way.
  const shift = (locale === 'ur' ? 100 : -100) * c.index;
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
        style={{ transform: `translateX(${shift}%)` }}
        aria-live={c.running ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{n} of {count}', { n: i + 1, count })}
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
