// A uPlot chart that fills its container's width (390 px phones to 1280 px desktops). uPlot
// loads with the admin dashboard only (a dynamic import), never with the shop. The canvas is
// hidden from assistive technology: each chart's figure carries a table with the same figures.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';

type Props = {
  /** uPlot's options without width/height (set from the container). */
  options: (lib: typeof uPlot) => Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height?: number;
  testId: string;
};

export function UplotChart({ options, data, height = 240, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([mod]) => {
        if (cancelled) return;
        const lib = mod.default;
        const width = () => Math.max(240, Math.floor(el.clientWidth));
        chart = new lib({ ...options(lib), width: width(), height }, data, el);
        // Only a real change of width redraws (a redraw never feeds back into another).
        observer = new ResizeObserver(() => {
          if (chart && chart.width !== width()) chart.setSize({ width: width(), height });
        });
        observer.observe(el);
      })
      .catch((e: unknown) => {
        console.error('Could not load the chart', e);
        setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [options, data, height]);

  if (failed)
    return <p className="text-sm text-muted">The chart could not be drawn; see the figures.</p>;
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid={testId}
      className="w-full overflow-hidden"
      style={{ minHeight: height }}
    />
  );
}
