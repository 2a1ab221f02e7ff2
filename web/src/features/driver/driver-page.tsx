// /driver: a driver's day on their phone. Today's stops in their order, then the next days,
// each under its date in words; the load sheet; outcomes the server refused. Works offline:
// the manifest comes from the last copy, outcomes wait in a queue, and the screen always says
// how many are waiting or refused. A session that ended asks for a sign-in right here.
import { t, useT } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { formatDayMonth } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDriverSession, useManifest, type DriverStop, type OutcomeBody } from './driver-api';
import { LoadSheetSection } from './load-sheet-view';
import {
  enqueueOutcome,
  queueText,
  refusedCount,
  waitingCount,
  type QueuedOutcome,
} from './outcome-queue';
import { RefusedOutcomes } from './refused-outcomes';
import { SignOutButton } from './sign-out-button';
import { DriverSignIn } from './sign-in-form';
import { StopCard } from './stop-card';
import { useDriverApp } from './use-driver-app';
import { LocationConsent } from './location-consent';
import { allowedPosition, withPosition } from './phone-position';
import './locales';

/** How many outcomes wait to be sent or were refused (and whether offline), with 'Send now'. */
function QueueStatus(props: {
  outcomes: QueuedOutcome[];
  online: boolean;
  signedOut: boolean;
  fromCache: boolean;
  onSend: () => void;
}) {
  const waiting = waitingCount(props.outcomes);
  const refused = refusedCount(props.outcomes);
  useT();
  const tone = refused
    ? 'bg-red-50 text-red-900'
    : waiting
      ? 'bg-amber-100 text-amber-900'
      : 'bg-emerald-50 text-emerald-900';
  return (
    <>
      <p
        role="status"
        data-testid="outcomes-waiting"
        className={`mt-3 rounded-lg px-3 py-2 text-base font-semibold ${tone}`}
      >
        {queueText(waiting, refused, props.signedOut)}
        {props.online ? '' : t(' · offline')}
      </p>
      {props.fromCache && (
        <p className="mt-2 text-sm text-muted">{t('Showing the stops this phone last loaded.')}</p>
      )}
      {waiting > 0 && props.online && !props.signedOut && (
        <Button variant="secondary" className="mt-2 min-h-12 w-full" onClick={props.onSend}>
          {t('Send now')}
        </Button>
      )}
    </>
  );
}

type DayProps = {
  date: string;
  today: string;
  stops: DriverStop[];
  latest: (id: number) => QueuedOutcome | undefined;
  onRecord: (stop: DriverStop, body: OutcomeBody) => void;
};

/** One day's stops under its date in words (h2; each stop is an h3). */
function Day({ date, today, stops, latest, onRecord }: DayProps) {
  const id = `day-${date}`;
  useT();
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold text-ink">
        {date === today ? t('Today: {date}', { date: formatDayMonth(date) }) : formatDayMonth(date)}
      </h2>
      {stops.length === 0 ? (
        <p className="text-muted">{t('No stops for today.')}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-labelledby={id}>
          {stops.map((s) => (
            <StopCard key={s.id} stop={s} queued={latest(s.id)} onRecord={onRecord} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Today first (even when empty), then each later date with stops, in the manifest's order. */
function days(stops: DriverStop[], today: string): [string, DriverStop[]][] {
  const by = new Map<string, DriverStop[]>([[today, []]]);
  for (const s of stops) by.set(s.date, [...(by.get(s.date) ?? []), s]);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function Days(props: Omit<DayProps, 'date' | 'stops'> & { stops: DriverStop[] }) {
  return (
    <div className="print:hidden">
      {days(props.stops, props.today).map(([date, stops]) => (
        <Day key={date} {...props} date={date} stops={stops} />
      ))}
    </div>
  );
}

export function DriverPage() {
  useT();
  useDocumentTitle(t("Driver | Today's stops | AquaPure"));
  const session = useDriverSession();
  const manifest = useManifest();
  const { outcomes, online, sendNow, signedIn } = useDriverApp();

  if (session.isPending || manifest.isPending) return <Loading label={t('Loading your stops…')} />;
  const signedOut = session.data === null;
  const record = (stop: DriverStop, body: OutcomeBody) =>
    void allowedPosition().then((at) => {
      enqueueOutcome(stop.id, withPosition(body, at), stop);
      void sendNow();
    });
  const latest = (id: number) => [...outcomes].reverse().find((o) => o.stopId === id);
  const data = manifest.data;
  const who = session.data && session.data !== 'offline' ? session.data.admin : null;
  const driver = who ? who.name || who.username : '';

  return (
    <main className="mx-auto min-h-screen w-full max-w-md bg-slate-50 px-3 pb-16 pt-4 print:max-w-none print:bg-white">
      <header className="mb-4 print:hidden">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-ink">{t("Today's stops")}</h1>
          <LanguageSwitch />
        </div>
        <p className="text-muted">
          {driver ? `${driver} · ` : ''}
          {data ? formatDayMonth(data.today) : ''}
        </p>
        <QueueStatus
          outcomes={outcomes}
          online={online}
          signedOut={signedOut}
          fromCache={data?.fromCache ?? false}
          onSend={() => void sendNow()}
        />
        <LocationConsent />
      </header>
      {signedOut && <DriverSignIn waiting={waitingCount(outcomes)} onSignedIn={signedIn} />}
      <RefusedOutcomes outcomes={outcomes} />
      {manifest.isError && !signedOut && (
        <p role="alert" className="text-red-700">
          {t('We could not load your stops. Please check your connection.')}
        </p>
      )}
      {data && <LoadSheetSection stops={data.stops} today={data.today} driver={driver} />}
      {data && <Days stops={data.stops} today={data.today} latest={latest} onRecord={record} />}
      <div className="print:hidden">
        <SignOutButton waiting={waitingCount(outcomes) + refusedCount(outcomes)} />
      </div>
    </main>
  );
}
