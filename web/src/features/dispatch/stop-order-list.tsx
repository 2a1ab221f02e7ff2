// One driver's stops in order. Reorder by dragging a stop onto another's place (native HTML5
// drag and drop, mouse or touch-pen; the page scrolls when dragging near the window's edge),
// with each stop's Move up / Move down buttons (keyboard and screen readers), or with
// Alt+Arrow Up / Alt+Arrow Down on a focused stop. Every change is saved through the sequence
// API (onOrder).
import { ArrowDown, ArrowUp, GripVertical, Lock, LockOpen } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/button';
import { dropStop, moveStop, type DispatchStop } from './dispatch-api';
import { useDragScroll } from './drag-scroll';

type Props = {
  driverId: string;
  stops: DispatchStop[];
  onOrder: (stopIds: number[]) => void;
  onLock: (stop: number, lock: { driverId: string; position: number } | null) => void;
};

const MIME = 'application/x-aquapure-stop';

export function StopOrderList({ driverId, stops, onOrder, onLock }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = stops.map((s) => s.id);
  useDragScroll(dragged !== null);
  const moved = (next: number[]) => next !== ids && onOrder(next);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const onDragStart = (e: DragEvent, id: number) => {
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData(MIME, `${driverId}:${id}`);
    e.dataTransfer.setData('text/plain', String(id));
    setDragged(id);
  };
  const onDragOver = (e: DragEvent, id: number) => {
    // Only this driver's stops can be dropped here (another list's drag has another id set).
    if (dragged === null || !e.dataTransfer.types.includes(MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (over !== id) setOver(id);
  };
  const onDrop = (e: DragEvent, target: number) => {
    e.preventDefault();
    const [from, id] = e.dataTransfer.getData(MIME).split(':');
    end();
    if (from !== driverId) return;
    const next = dropStop(ids, Number(id), target);
    if (next !== ids) onOrder(next);
  };

  return (
    <ol className="flex flex-col gap-1">
      {stops.map((s, i) => (
        <li
          key={s.id}
          draggable
          data-testid="ordered-stop"
          onDragStart={(e) => onDragStart(e, s.id)}
          onDragOver={(e) => onDragOver(e, s.id)}
          onDragLeave={() => over === s.id && setOver(null)}
          onDrop={(e) => onDrop(e, s.id)}
          onDragEnd={end}
          className={`flex cursor-grab items-center gap-2 rounded-lg px-2 py-1 odd:bg-slate-50 ${
            dragged === s.id ? 'opacity-50' : ''
          } ${over === s.id && dragged !== s.id ? 'ring-2 ring-brand-500' : ''}`}
        >
          <StopRow
            stop={s}
            place={i + 1}
            last={i === stops.length - 1}
            onMove={(by) => moved(moveStop(ids, s.id, by))}
            onLock={() => onLock(s.id, s.lock ? null : { driverId, position: i + 1 })}
          />
        </li>
      ))}
    </ol>
  );
}

/** A stop's place, who and where, and its keyboard Move up / Move down buttons. */
function StopRow(props: {
  stop: DispatchStop;
  place: number;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onLock: () => void;
}) {
  const { stop: s, place, last, onMove } = props;
  // The handle takes Alt+Arrow Up / Down (or the arrows alone) to move the stop.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    onMove(e.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <>
      <button
        type="button"
        className="shrink-0 cursor-grab rounded p-1 text-muted hover:bg-slate-100"
        aria-label={`Reorder ${s.name}: arrow keys move it`}
        aria-keyshortcuts="ArrowUp ArrowDown Alt+ArrowUp Alt+ArrowDown"
        onKeyDown={onKeyDown}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span className="w-6 text-right text-muted">{place}.</span>
      <span className="min-w-0 flex-1 truncate">
        {s.plannedArrival && <span className="font-medium">{s.plannedArrival} · </span>}
        {s.name} · {s.slot} · {s.zoneName}
      </span>
      <LockButton stop={s} onLock={props.onLock} />
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${s.name} up`}
        disabled={place === 1}
        onClick={() => onMove(-1)}
      >
        <ArrowUp size={16} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Move ${s.name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDown size={16} aria-hidden="true" />
      </Button>
    </>
  );
}

/** Locks a stop to its driver and place for the planner, or lets it go. */
function LockButton({ stop: s, onLock }: { stop: DispatchStop; onLock: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={s.lock !== null}
      aria-label={s.lock ? `Unlock ${s.name}` : `Lock ${s.name} to this driver and place`}
      title={s.lock ? 'Locked: the planner keeps it here' : 'Lock it here when planning'}
      onClick={onLock}
    >
      {s.lock ? <Lock size={16} aria-hidden="true" /> : <LockOpen size={16} aria-hidden="true" />}
    </Button>
  );
}
