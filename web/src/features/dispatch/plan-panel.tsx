// "Plan the day": the planner's proposal for the date, explained (per driver the distance,
// time out and load, each stop's planned arrival; the stops left out and why), then Apply,
// which writes the assignments and order through the board's own assignment.
import { lazy, Suspense, useState } from 'react';
import { Loading } from '@/components/page';
import { Button } from '@/components/button';
import { routeSummary, usePlan, type DayPlan } from './dispatch-api';

// Leaflet comes only with the map, when a manager opens it.
const DayMapView = lazy(() => import('./day-map'));

type Props = { date: string; onReport: (p: Promise<unknown>, done: string) => void };

function PlanExplained({ plan }: { plan: DayPlan }) {
  const used = plan.drivers.filter((d) => d.stops.length > 0);
  return (
    <div className="flex flex-col gap-3" data-testid="day-plan">
      {used.length === 0 && <p>No stop could be planned.</p>}
      <ul className="grid gap-3 lg:grid-cols-2">
        {used.map((d) => (
          <li
            key={d.driverId}
            className="rounded-lg border border-slate-200 p-3"
            data-testid="plan-route"
          >
            <p className="font-semibold text-ink">{d.name}</p>
            <p className="text-sm text-muted">{routeSummary(d)}</p>
            <ol className="mt-1 text-sm">
              {d.stops.map((s) => (
                <li key={s.id}>
                  {s.sequence}. {s.plannedArrival} · {s.name} · {s.slot}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {plan.unassigned.length > 0 && (
        <div role="group" aria-label="Left out of the plan" data-testid="plan-unassigned">
          <p className="font-semibold text-ink">Left out ({plan.unassigned.length})</p>
          <ul className="text-sm">
            {plan.unassigned.map((u) => (
              <li key={u.id}>
                {u.name} · {u.slot}: {u.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function PlanPanel({ date, onReport }: Props) {
  const planner = usePlan();
  const [plan, setPlan] = useState<DayPlan | null>(null);
  const shown = plan?.date === date ? plan : null;
  const [map, setMap] = useState(false);
  const run = (apply: boolean) => {
    const p = planner.mutateAsync({ date, seed: 1, apply }).then((result) => setPlan(result));
    onReport(p, apply ? 'Plan applied to the board' : 'Plan ready: check it, then apply');
  };
  return (
    <section aria-labelledby="plan-h" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id="plan-h" className="text-xl font-semibold">
          Plan the day
        </h2>
        <Button size="sm" disabled={planner.isPending} onClick={() => run(false)}>
          Plan the day
        </Button>
        {shown && !shown.applied && (
          <Button
            size="sm"
            variant="secondary"
            disabled={planner.isPending}
            onClick={() => run(true)}
          >
            Apply
          </Button>
        )}
      </div>
      <p className="mb-2 text-sm text-muted">
        Gives the open stops to the drivers and orders them by slot, van load and distance. Locked
        stops stay with their driver.
      </p>
      {shown && <PlanExplained plan={shown} />}
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={map}
        onClick={() => setMap((open) => !open)}
        className="mt-2"
      >
        {map ? 'Hide the map' : 'Show the map'}
      </Button>
      {map && (
        <Suspense fallback={<Loading label="Loading the map…" />}>
          <DayMapView date={date} onReport={onReport} />
        </Suspense>
      )}
    </section>
  );
}
