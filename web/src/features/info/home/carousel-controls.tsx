// The hero carousel's buttons: previous and next, stop/start the rotation, one dot a slide.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';
import './locales';

const ARROW =
  'absolute top-1/2 z-10 hidden h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md hover:bg-white sm:inline-flex';

// Previous is at the start side (right in Urdu), its chevron mirrored to point that way.
export function CarouselArrows({ index, go }: { index: number; go: (i: number) => void }) {
  const { t } = useT();
  return (
    <>
      <button
        type="button"
        className={`${ARROW} start-4`}
        onClick={() => go(index - 1)}
        aria-label={t('Previous slide')}
      >
        <ChevronLeft size={22} aria-hidden="true" className="rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        className={`${ARROW} end-4`}
        onClick={() => go(index + 1)}
        aria-label={t('Next slide')}
      >
        <ChevronRight size={22} aria-hidden="true" className="rtl:-scale-x-100" />
      </button>
    </>
  );
}

type DotsProps = {
  index: number;
  count: number;
  go: (i: number) => void;
  /** No stop button when the rotation is off anyway (reduced motion). */
  canStop: boolean;
  stopped: boolean;
  onToggleStopped: () => void;
};

export function CarouselDots({ index, count, go, canStop, stopped, onToggleStopped }: DotsProps) {
  const { t } = useT();
  return (
    <div className="absolute bottom-5 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/40 px-2 py-1">
      {canStop && (
        <button
          type="button"
          onClick={onToggleStopped}
          aria-label={t(stopped ? 'Start slide rotation' : 'Stop slide rotation')}
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow"
        >
          {stopped ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </button>
      )}
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => go(i)}
          aria-label={t('Show slide {n} of {count}', { n: i + 1, count })}
          aria-current={i === index}
          className="inline-flex h-8 w-8 items-center justify-center"
        >
          <span
            className={`block h-2.5 rounded-full shadow transition-all ${i === index ? 'w-7 bg-white' : 'w-2.5 bg-white/60'}`}
          />
        </button>
      ))}
    </div>
  );
}
