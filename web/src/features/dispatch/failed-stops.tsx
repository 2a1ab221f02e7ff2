// Failed stops of the board's date, each movable to another day.
import { Button } from '@/components/button';
import type { DispatchStop } from './dispatch-api';
import { DateField } from './dispatch-ui';

type Props = {
  failed: DispatchStop[];
  rescheduleTo: string;
  onRescheduleTo: (date: string) => void;
  onReschedule: (stopId: number, date: string) => void;
};

export function FailedStops({ failed, rescheduleTo, onRescheduleTo, onReschedule }: Props) {
  return (
    <section aria-labelledby="failed-h">
      <h2 id="failed-h" className="mb-3 text-xl font-semibold">
        Failed stops to reschedule ({failed.length})
      </h2>
      <DateField
        label="Reschedule to"
        value={rescheduleTo}
        onChange={onRescheduleTo}
        className="mb-2 flex items-center gap-2 text-sm font-medium"
      />
      <ul className="flex flex-col gap-2">
        {failed.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <span className="flex-1">
              {s.name} · {s.date} {s.slot} · {s.outcome?.reason} {s.outcome?.note}
            </span>
            <Button size="sm" onClick={() => onReschedule(s.id, rescheduleTo)}>
              Reschedule {s.name}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
