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
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

type Props = {
  stop: DriverStop;
  queued?: QueuedOutcome;
  onRecord: (stop: DriverStop, body: OutcomeBody) => void;
};

function statusText(stop: DriverStop, queued?: QueuedOutcome) {
  if (queued?.status === 'queued')
    return t(
      queued.body.outcome === 'delivered'
        ? 'Delivered: waiting to be sent'
        : 'Failed: waiting to be sent',
    );
  if (queued?.status === 'rejected')
    return t('Not sent: {error}. Ask your manager to record it.', {
      error: t(queued.error ?? 'refused by the office'),
    });
  if (stop.status === 'delivered') return t('Delivered');
  if (stop.status === 'failed') return t('Failed');
  return '';
}

const link =
  'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg border border-brand-700 px-1 py-1 text-sm font-semibold text-brand-800 active:bg-brand-50';

/** Call, WhatsApp (a chat with a polite message typed) and Navigate (the maps app). */
function ContactLinks({ stop }: { stop: DriverStop }) {
  const chat = whatsappHref(stop);
  useT();
  return (
    <div className="mt-3 grid grid-cols-3 gap-2">
      <a
        href={telHref(stop.phone)}
        className={link}
        aria-label={t('Call {name}, {phone}', { name: ltr(stop.name), phone: ltr(stop.phone) })}
      >
        <Phone size={20} aria-hidden="true" /> {t('Call')}
      </a>
      {chat && (
        <a
          href={chat}
          className={link}
          target="_blank"
          rel="noreferrer"
          aria-label={t('WhatsApp {name}', { name: ltr(stop.name) })}
        >
          <MessageCircle size={20} aria-hidden="true" /> {t('WhatsApp')}
        </a>
      )}
      <a
        href={mapsHref(stop)}
        className={link}
        target="_blank"
        rel="noreferrer"
        aria-label={t('Navigate to {address}, {city}', {
          address: ltr(stop.address),
          city: t(stop.city),
        })}
      >
        <Navigation size={20} aria-hidden="true" /> {t('Navigate')}
      </a>
    </div>
  );
}

/** Where, who, what to drop and collect, cash due, bottles held and notes. */
function StopDetails({ stop }: { stop: DriverStop }) {
  useT();
  const rows: [string, ReactNode, string?][] = [
    ...(stop.plannedArrival
      ? ([[t('Planned arrival'), <bdi dir="ltr">{stop.plannedArrival}</bdi>, 'font-semibold']] as [
          string,
          ReactNode,
          string,
        ][])
      : []),
    [t('Drop'), stop.lines.map((l) => `${ltr(l.name)} × ${l.quantity}`).join(', ') || t('Nothing')],
    [t('Collect empties'), stop.emptiesDue],
    [t('Cash due'), <bdi dir="ltr">{formatPKR(stop.cashDuePaisa)}</bdi>, 'font-semibold'],
    [t('Bottles held'), stop.bottleBalance],
  ];
  if (stop.notes) rows.push([t('Notes'), <bdi>{stop.notes}</bdi>]);
  return (
    <>
      <p className="mt-1 text-base text-ink">
        {t('{address}, {city}', { address: ltr(stop.address), city: t(stop.city) })}{' '}
        <bdi dir="ltr">{stop.postalCode}</bdi>
      </p>
      <p className="text-sm text-muted">
        <bdi>{stop.zoneName}</bdi> · <bdi dir="ltr">{stop.phone}</bdi>
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
  useT();
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="driver-stop"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {stop.sequence > 0 ? `${stop.sequence}. ` : ''}
          <bdi>{stop.name}</bdi>
        </h3>
        <span className="shrink-0 rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
          {t(stop.slot)}
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
            {t('Delivered')}
          </Button>
          <Button variant="danger" className="min-h-14 text-lg" onClick={() => setForm('failed')}>
            {t('Failed')}
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
