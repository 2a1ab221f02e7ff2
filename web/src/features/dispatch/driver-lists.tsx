// Each driver's stops for the day in order (drag or move up/down); print or export the manifest.
import { type DispatchStop, type Driver } from './dispatch-api';
import { StopOrderList } from './stop-order-list';

type Props = {
  date: string;
  stops: DispatchStop[];
  drivers: Driver[];
  onOrder: (driverId: string, stopIds: number[]) => void;
  onLock: (stop: number, lock: { driverId: string; position: number } | null) => void;
};

export function DriverLists({ date, stops, drivers, onOrder, onLock }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
      {drivers.map((d) => {
        const mine = stops
          .filter((s) => s.driverId === d.id && s.status !== 'rescheduled')
          .sort((a, b) => a.sequence - b.sequence);
        const q = `?date=${date}&driverId=${encodeURIComponent(d.id)}`;
        return (
          <section
            key={d.id}
            aria-label={`${d.name || d.username}'s stops`}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-ink">
                {d.name || d.username} <span className="text-muted">({mine.length})</span>
              </h3>
              <span className="flex gap-3 text-sm">
                <a
                  className="text-brand-800 underline"
                  href={`/api/admin/dispatch/manifest.html${q}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  Print manifest
                </a>
                <a
                  className="text-brand-800 underline"
                  href={`/api/admin/dispatch/manifest.csv${q}`}
                >
                  CSV
                </a>
              </span>
            </div>
            <p className="mb-1 text-xs text-muted">
              Drag a stop to its place, or use its up and down buttons.
            </p>
            <StopOrderList
              driverId={d.id}
              stops={mine}
              onOrder={(next) => onOrder(d.id, next)}
              onLock={onLock}
            />
          </section>
        );
      })}
    </div>
  );
}
