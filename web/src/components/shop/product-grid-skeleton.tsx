/** Card-sized placeholders while products load, so the page below does not jump. */
export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-[30rem] animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
