import { useEffect, useRef, useState } from 'react';

/** True from the moment the element first scrolls into view; it stays true (revealed once). */
export function useRevealOnce<T extends Element>(threshold = 0.2) {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (very old browsers) the content simply shows.
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || revealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [revealed, threshold]);
  return { ref, revealed };
}
