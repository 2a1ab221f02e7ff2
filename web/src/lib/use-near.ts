import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (at once where
 * IntersectionObserver is missing): code below the first screen loads on approach.
 */
export function useNear<T extends Element>(margin = '1200px 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
