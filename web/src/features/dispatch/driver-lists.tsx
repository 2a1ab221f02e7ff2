// Each driver's stops for the day in order: move one up or down; print or export the manifest.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/button';
import { moveStop, type DispatchStop, type Driver } from './dispatch-api';

type Props = {
  date: string;
  stops: DispatchStop[];
  drivers: Driver[];
  onOrder: (driverId: string, stopIds: number[]) => void;
};

export function DriverLists({ date, stops, drivers, onOrder }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {drivers.map((d) => {
        const mine = stops
          .filter((s) => s.driverId === d.id && s.status !== 'rescheduled')
          .sort((a, b) => a.sequence - b.sequence);
        const ids = mine.map((s) => s.id);
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
            <ol className="flex flex-col gap-1">
              {mine.map((s, i) => (
                <li
                  key={s.id}
                  className="flex items-center gap-2 rounded-lg px-2 py-1 odd:bg-slate-50"
                >
                  <span className="w-6 text-right text-muted">{i + 1}.</span>
                  <span className="min-w-0 flex-1 truncate">
                    {s.name} · {s.slot} · {s.zoneName}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${s.name} up`}
                    disabled={i === 0}
                    onClick={() => onOrder(d.id, moveStop(ids, s.id, -1))}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${s.name} down`}
                    disabled={i === mine.length - 1}
                    onClick={() => onOrder(d.id, moveStop(ids, s.id, 1))}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
