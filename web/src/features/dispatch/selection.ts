// The board's ticked stops.
import { useState } from 'react';

/** The set with `id` added, or taken out if it was there; a new set, the old one untouched. Pure. */
export function toggleIn(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) => setSelected((s) => toggleIn(s, id));
  const clear = () => setSelected(new Set());
  return { selected, toggle, clear };
}
