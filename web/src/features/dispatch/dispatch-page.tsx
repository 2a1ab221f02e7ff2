// /admin/dispatch: a date's stops by slot and zone; assign selected stops or a zone to a
// driver, order each driver's stops, print their manifest, reschedule failed stops.
import { useState } from 'react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { pakistanDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssign, useAutoAssign, useBoard, useReschedule, useSequence } from './dispatch-api';
import { DriverLists } from './driver-lists';
import { StopGroups } from './stop-groups';

const input = 'rounded-lg border border-slate-300 bg-white px-3 py-2';

export function DispatchPage() {
  useDocumentTitle('Dispatch | AquaPure Admin');
  const [date, setDate] = useState(() => pakistanDate());
  const [driverId, setDriverId] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rescheduleTo, setRescheduleTo] = useState(() => pakistanDate(Date.now(), 1));
  const [message, setMessage] = useState('');
  const board = useBoard(date);
  const assign = useAssign();
  const sequence = useSequence();
  const reschedule = useReschedule();
  const autoAssign = useAutoAssign();
  const report = (p: Promise<unknown>, done: string) =>
    p.then(() => setMessage(done)).catch((e: Error) => setMessage(e.message));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const data = board.data;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Dispatch</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <label className="flex flex-col text-sm font-medium">
          Date
          <input
            type="date"
            className={input}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Driver
          <select className={input} value={driverId} onChange={(e) => setDriverId(e.target.value)}>
            <option value="">Choose a driver</option>
            {data?.drivers.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name || d.username}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={!driverId || selected.size === 0}
          onClick={() => {
            void report(
              assign.mutateAsync({ stopIds: [...selected], driverId }),
              `${selected.size} stops assigned`,
            );
            setSelected(new Set());
          }}
        >
          Assign selected ({selected.size})
        </Button>
        <Button
          variant="secondary"
          onClick={() => void report(autoAssign.mutateAsync({ date }), 'Auto-assigned by zone')}
        >
          Auto-assign by zone
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted">
        {message}
      </p>
      {board.isPending && <Loading label="Loading the board…" />}
      {board.isError && <p role="alert">We could not load the board. {board.error.message}</p>}
      {data && (
        <div className="mt-4 flex flex-col gap-8">
          <section aria-labelledby="stops-h">
            <h2 id="stops-h" className="mb-3 text-xl font-semibold">
              Stops by slot and zone
            </h2>
            <StopGroups
              stops={data.stops.filter((s) => s.status !== 'rescheduled')}
              drivers={data.drivers}
              selected={selected}
              onToggle={toggle}
              canAssign={driverId !== ''}
              onAssignZone={(zoneId, slot) =>
                void report(
                  assign.mutateAsync({ date, zoneId: zoneId ?? 0, driverId }),
                  `Zone assigned (${slot})`,
                )
              }
            />
          </section>
          <section aria-labelledby="drivers-h">
            <h2 id="drivers-h" className="mb-3 text-xl font-semibold">
              Drivers&apos; stops
            </h2>
            <DriverLists
              date={date}
              stops={data.stops}
              drivers={data.drivers}
              onOrder={(id, stopIds) =>
                void report(sequence.mutateAsync({ driverId: id, date, stopIds }), 'Order saved')
              }
            />
          </section>
          <section aria-labelledby="failed-h">
            <h2 id="failed-h" className="mb-3 text-xl font-semibold">
              Failed stops to reschedule ({data.failed.length})
            </h2>
            <label className="mb-2 flex items-center gap-2 text-sm font-medium">
              Reschedule to
              <input
                type="date"
                className={input}
                value={rescheduleTo}
                onChange={(e) => setRescheduleTo(e.target.value)}
              />
            </label>
            <ul className="flex flex-col gap-2">
              {data.failed.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <span className="flex-1">
                    {s.name} · {s.date} {s.slot} · {s.outcome?.reason} {s.outcome?.note}
                  </span>
                  <Button
                    size="sm"
                    onClick={() =>
                      void report(
                        reschedule.mutateAsync({ stopIds: [s.id], date: rescheduleTo }),
                        'Rescheduled',
                      )
                    }
                  >
                    Reschedule {s.name}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
