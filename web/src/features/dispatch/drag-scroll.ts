// Scrolling the page while a stop is dragged near the top or bottom of the window, so a long
// driver's list can be reordered by dragging alone.
import { useEffect } from 'react';

/** How far to scroll for a pointer at `y` in a window `height` tall: near an edge, faster closer. Pure. */
export function edgeScroll(y: number, height: number, edge = 80, max = 24): number {
  if (y < edge) return -Math.ceil(((edge - Math.max(y, 0)) / edge) * max);
  if (y > height - edge) return Math.ceil(((Math.min(y, height) - (height - edge)) / edge) * max);
  return 0;
}

/** While `dragging`, every dragover near the window's edge scrolls the page. */
export function useDragScroll(dragging: boolean) {
  useEffect(() => {
    if (!dragging) return;
    const onDragOver = (e: DragEvent) => {
      const by = edgeScroll(e.clientY, window.innerHeight);
      if (by !== 0) window.scrollBy(0, by);
    };
    document.addEventListener('dragover', onDragOver);
    return () => document.removeEventListener('dragover', onDragOver);
  }, [dragging]);
}
