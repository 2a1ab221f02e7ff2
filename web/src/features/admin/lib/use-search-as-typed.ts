import { useEffect, useEffectEvent } from 'react';

/**
 * Searches as the admin types, once they pause: `search(text)` runs `ms` after the last
 * change of `text`, unless it is (trimmed) what was `searched` last.
 */
export function useSearchAsTyped(
  text: string,
  searched: string,
  search: (text: string) => void,
  ms = 300,
) {
  const fire = useEffectEvent(search);
  useEffect(() => {
    if (text.trim() === searched.trim()) return;
    const t = setTimeout(() => fire(text), ms);
    return () => clearTimeout(t);
  }, [text, searched, ms]);
}
