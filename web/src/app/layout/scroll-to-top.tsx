import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A new page starts at the top; Back and Forward leave the browser's own restoration alone. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
