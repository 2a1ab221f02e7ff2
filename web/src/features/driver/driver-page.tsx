// /driver: a driver's day on their phone. Today's stops in their order, then the next days.
// Works offline: the manifest comes from the last copy, outcomes wait in a queue, and the
// screen always says how many are waiting.
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { api, ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManifest, type DriverStop, type OutcomeBody } from './driver-api';
import { enqueueOutcome, waitingCount, type QueuedOutcome } from './outcome-queue';
import { SignOutButton } from './sign-out-button';
import { StopCard } from './stop-card';
import { useDriverApp } from './use-driver-app';

type Session = { admin: { name: string; username: string; permissions: string[] } };

function useDriverSession() {
  return useQuery({
    queryKey: ['driver', 'session'],
    queryFn: async () => {
      try {
        return await api<Session>('/api/admin/session');
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        if (e instanceof ApiError && e.isNetwork) return 'offline' as const;
        throw e;
      }
    },
    retry: false,
  });
}

/** How many outcomes wait to be sent (and whether the phone is offline), with 'Send now'. */
function WaitingStatus(props: {
  waiting: number;
  online: boolean;
  fromCache: boolean;
  onSend: () => void;
}) {
  const { waiting, online } = props;
  return (
    <>
      <p
        role="status"
        data-testid="outcomes-waiting"
        className={`mt-3 rounded-lg px-3 py-2 text-base font-semibold ${waiting ? 'bg-amber-100 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {waiting === 0
          ? 'All outcomes sent'
          : `${waiting} ${waiting === 1 ? 'outcome' : 'outcomes'} waiting to be sent`}
        {online ? '' : ' · offline'}
      </p>
      {props.fromCache && (
        <p className="mt-2 text-sm text-muted">
          Offline: showing the stops this phone last loaded.
        </p>
      )}
      {waiting > 0 && online && (
        <Button variant="secondary" className="mt-2 min-h-12 w-full" onClick={props.onSend}>
          Send now
        </Button>
      )}
    </>
  );
}

type StopsProps = {
  stops: DriverStop[];
  latest: (id: number) => QueuedOutcome | undefined;
  onRecord: (stop: DriverStop, body: OutcomeBody) => void;
  label?: string;
};

function StopList({ stops, latest, onRecord, label }: StopsProps) {
  return (
    <ol className="flex flex-col gap-4" aria-label={label}>
      {stops.map((s) => (
        <StopCard key={s.id} stop={s} queued={latest(s.id)} onRecord={onRecord} />
      ))}
    </ol>
  );
}

export function DriverPage() {
  useDocumentTitle("Driver | Today's stops | AquaPure");
  const session = useDriverSession();
  const manifest = useManifest();
  const { outcomes, online, sendNow } = useDriverApp();

  if (session.isPending || manifest.isPending) return <Loading label="Loading your stops…" />;
  if (session.data === null)
    return <Navigate to="/admin-login" replace state={{ from: '/driver' }} />;
  const waiting = waitingCount(outcomes);
  const record = (stop: DriverStop, body: OutcomeBody) => {
    enqueueOutcome(stop.id, body);
    void sendNow();
  };
  const latest = (id: number) => [...outcomes].reverse().find((o) => o.stopId === id);
  const data = manifest.data;
  const today = data?.stops.filter((s) => s.date === data.today) ?? [];
  const later = data?.stops.filter((s) => s.date !== data.today) ?? [];
  const who = session.data && session.data !== 'offline' ? session.data.admin : null;

  return (
    <main className="mx-auto min-h-screen w-full max-w-md bg-slate-50 px-3 pb-16 pt-4">
      <header className="mb-4">
        <h1 className="text-2xl font-bold text-ink">Today&apos;s stops</h1>
        <p className="text-muted">
          {who ? `${who.name || who.username} · ` : ''}
          {data?.today ?? ''}
        </p>
        <WaitingStatus
          waiting={waiting}
          online={online}
          fromCache={data?.fromCache ?? false}
          onSend={() => void sendNow()}
        />
      </header>
      {manifest.isError && (
        <p role="alert" className="text-red-700">
          We could not load your stops. Please check your connection.
        </p>
      )}
      {data && today.length === 0 && <p className="text-muted">No stops for today.</p>}
      <StopList stops={today} latest={latest} onRecord={record} label="Today's stops" />
      {later.length > 0 && (
        <section aria-label="Next days" className="mt-8">
          <h2 className="mb-3 text-xl font-semibold text-ink">Next days</h2>
          <StopList stops={later} latest={latest} onRecord={record} />
        </section>
      )}
      <SignOutButton waiting={waiting} />
    </main>
  );
}
