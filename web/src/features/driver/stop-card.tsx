// One stop on the driver's phone: where, who (call, WhatsApp, navigate), what to drop and
// collect, cash due, the customer's bottle balance and notes; Delivered / Failed, or what was
// recorded (waiting to be sent, or refused by the server with its reason).
import { MessageCircle, Navigation, Phone } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { mapsHref, telHref, whatsappHref } from './contact-links';
import type { DriverStop, OutcomeBody } from './driver-api';
import { OutcomeForm } from './outcome-form';
import type { QueuedOutcome } from './outcome-queue';

type Props = {
  stop: DriverStop;
  queued?: QueuedOutcome;
  onRecord: (stop: DriverStop, body: OutcomeBody) => void;
};

function statusText(stop: DriverStop, queued?: QueuedOutcome) {
  if (queued?.status === 'queued')
    return `${queued.body.outcome === 'delivered' ? 'Delivered' : 'Failed'}: waiting to be sent`;
  if (queued?.status === 'rejected')
    return `Not sent: ${queued.error ?? 'refused by the office'}. Ask your manager to record it.`;
  if (stop.status === 'delivered') return 'Delivered';
  if (stop.status === 'failed') return 'Failed';
  return '';
}

const link =
  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border border-brand-700 px-1 py-1 text-sm font-semibold text-brand-800 active:bg-brand-50';

/** Call, WhatsApp (a chat with a polite message typed) and Navigate (the maps app). */
function ContactLinks({ stop }: { stop: DriverStop }) {
  const chat = whatsappHref(stop);
  return (
    <div className="mt-3 grid grid-cols-3 gap-2">
      <a
        href={telHref(stop.phone)}
        className={link}
        aria-label={`Call ${stop.name}, ${stop.phone}`}
      >
        <Phone size={20} aria-hidden="true" /> Call
      </a>
      {chat && (
        <a
          href={chat}
          className={link}
          target="_blank"
          rel="noreferrer"
          aria-label={`WhatsApp ${stop.name}`}
        >
          <MessageCircle size={20} aria-hidden="true" /> WhatsApp
        </a>
      )}
      <a
        href={mapsHref(stop)}
        className={link}
        target="_blank"
        rel="noreferrer"
        aria-label={`Navigate to ${stop.address}, ${stop.city}`}
      >
        <Navigation size={20} aria-hidden="true" /> Navigate
      </a>
    </div>
  );
}

/** Where, who, what to drop and collect, cash due, bottles held and notes. */
function StopDetails({ stop }: { stop: DriverStop }) {
  const rows: [string, ReactNode, string?][] = [
    ...(stop.plannedArrival
      ? ([['Planned arrival', stop.plannedArrival, 'font-semibold']] as [
          string,
          ReactNode,
          string,
        ][])
      : []),
    ['Drop', stop.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ') || 'Nothing'],
    ['Collect empties', stop.emptiesDue],
    ['Cash due', formatPKR(stop.cashDuePaisa), 'font-semibold'],
    ['Bottles held', stop.bottleBalance],
  ];
  if (stop.notes) rows.push(['Notes', stop.notes]);
  return (
    <>
      <p className="mt-1 text-base text-ink">
        {stop.address}, {stop.city} {stop.postalCode}
      </p>
      <p className="text-sm text-muted">
        {stop.zoneName} · {stop.phone}
      </p>
      <ContactLinks stop={stop} />
      <dl className="mt-3 grid grid-cols-[8.5rem_1fr] gap-x-3 gap-y-1 text-base">
        {rows.map(([term, value, className]) => (
          <Fragment key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className={className}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

export function StopCard({ stop, queued, onRecord }: Props) {
  const [form, setForm] = useState<'delivered' | 'failed' | null>(null);
  // A refused outcome may be recorded again only when the server found it invalid (422);
  // otherwise (day closed, stop moved or closed) the manager records it.
  const retry = queued?.status === 'rejected' && queued.httpStatus === 422;
  const done = stop.status !== 'planned' || (queued !== undefined && !retry);
  const status = statusText(stop, queued);
  const headingId = `stop-${stop.id}-title`;
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="driver-stop"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {stop.sequence > 0 ? `${stop.sequence}. ` : ''}
          {stop.name}
        </h3>
        <span className="shrink-0 rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
          {stop.slot}
        </span>
      </div>
      <StopDetails stop={stop} />
      {status && (
        <p
          className={`mt-3 rounded-lg px-3 py-2 font-medium ${queued?.status === 'rejected' ? 'border border-red-300 bg-red-50 text-red-900' : 'bg-slate-100 text-ink'}`}
          data-testid="stop-status"
        >
          {status}
        </p>
      )}
      {!done && !form && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button className="min-h-14 text-lg" onClick={() => setForm('delivered')}>
            Delivered
          </Button>
          <Button variant="danger" className="min-h-14 text-lg" onClick={() => setForm('failed')}>
            Failed
          </Button>
        </div>
      )}
      {!done && form && (
        <OutcomeForm
          stop={stop}
          kind={form}
          onCancel={() => setForm(null)}
          onSubmit={(body) => {
            setForm(null);
            onRecord(stop, body);
          }}
        />
      )}
    </li>
  );
}
