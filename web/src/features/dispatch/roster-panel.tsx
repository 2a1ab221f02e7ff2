// The roster on the dispatch board: who is on duty on the board's date. Every active driver is
// on duty unless marked off here. Marking off a driver with planned stops is refused (409
// driver_has_stops, the server's message shown) until the manager confirms unassigning them.
import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/button';
import { dutyText, rosterSummary, useRoster, useSetDuty, type RosterDriver } from './roster-api';

type Props = { date: string; onReport: (p: Promise<unknown>, done: string) => void };
type Pending = { driver: RosterDriver; message: string };

function Confirm({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: Pending;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="alertdialog"
      aria-label={`Mark ${pending.driver.name} off`}
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium text-ink">{pending.message}</p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="danger" onClick={onConfirm}>
          Mark off and unassign their stops
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Keep on duty
        </Button>
      </div>
    </div>
  );
}

export function RosterPanel({ date, onReport }: Props) {
  const roster = useRoster(date);
  const setDuty = useSetDuty();
  const [pending, setPending] = useState<Pending | null>(null);
  const toggle = (driver: RosterDriver, onDuty: boolean, unassignStops = false) => {
    setPending(null);
    const call = setDuty
      .mutateAsync({ date, driverId: driver.driverId, onDuty, unassignStops })
      .catch((e: unknown) => {
        if (!(e instanceof ApiError) || e.code !== 'driver_has_stops') throw e;
        setPending({ driver, message: e.message }); // the server's words, in the prompt
        throw new Error(`${driver.name} is still on duty: their stops must be moved first`);
      });
    onReport(call, `${driver.name} is ${onDuty ? 'on duty' : 'off duty'} on ${date}`);
  };
  return (
    <section aria-labelledby="roster-h" data-testid="roster">
      <h2 id="roster-h" className="mb-1 text-xl font-semibold">
        Roster for {date}
      </h2>
      {roster.isError && <p role="alert">We could not load the roster. {roster.error.message}</p>}
      {roster.data && (
        <>
          <p className="mb-2 text-sm text-muted">
            {rosterSummary(roster.data)}. The plan and auto-assign use only drivers on duty.
          </p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {roster.data.drivers.map((d) => (
              <li key={d.driverId} className="rounded-lg border border-slate-200 p-2">
                <label className="flex items-center gap-2 font-medium text-ink">
                  <input
                    type="checkbox"
                    checked={d.onDuty}
                    disabled={setDuty.isPending}
                    onChange={(e) => toggle(d, e.target.checked)}
                  />
                  {d.name}
                </label>
                <p className={`text-sm ${d.onDuty ? 'text-muted' : 'font-medium text-red-700'}`}>
                  {dutyText(d)}
                </p>
              </li>
            ))}
          </ul>
          {roster.data.drivers.length === 0 && <p>No active driver.</p>}
        </>
      )}
      {pending && (
        <Confirm
          pending={pending}
          onConfirm={() => toggle(pending.driver, false, true)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
