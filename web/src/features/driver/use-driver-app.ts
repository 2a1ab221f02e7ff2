// The driver app's moving parts: its web manifest and service worker (installable, readable
// offline), the outcome queue as React state, and sending it whenever the phone is online
// and signed in. A 401 while sending marks the session as ended (the page asks for a
// sign-in); signing in again sends what waits.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { manifestKey, sessionKey, type DriverSession } from './driver-api';
import {
  flushOutcomes,
  outcomesSnapshot,
  parseOutcomes,
  subscribeOutcomes,
  type QueuedOutcome,
} from './outcome-queue';

function addManifestLink() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/driver.webmanifest';
  document.head.appendChild(link);
}

/** Registers the service worker and hands it the files this page already loaded, so the
 *  app shell opens with the network off even after a first visit. */
async function registerWorker() {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' });
  await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => u.startsWith(location.origin + '/assets/'));
  (reg.active ?? navigator.serviceWorker.controller)?.postMessage({ type: 'cache', urls });
}

/** One sending round, unless the session is known to have ended. */
async function sendQueued(client: QueryClient) {
  if (client.getQueryData(sessionKey) === null) return;
  const { sent, signIn } = await flushOutcomes();
  if (signIn) client.setQueryData(sessionKey, null);
  if (sent > 0) await client.invalidateQueries({ queryKey: manifestKey });
}

export function useDriverApp() {
  const client = useQueryClient();
  const outcomes: QueuedOutcome[] = parseOutcomes(
    useSyncExternalStore(subscribeOutcomes, outcomesSnapshot, () => '[]'),
  );
  const online = useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    addManifestLink();
    registerWorker().catch((e: unknown) => console.error('service worker', e));
  }, []);

  useEffect(() => {
    const onOnline = () => void sendQueued(client);
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, 20_000);
    onOnline();
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [client]);

  const sendNow = useCallback(() => sendQueued(client), [client]);
  /** Signed in again on the phone: the new session, then what waited, then fresh stops. */
  const signedIn = useCallback(
    async (session: DriverSession) => {
      client.setQueryData(sessionKey, session);
      // Drops a session check still in flight from before the sign-in (it would say 401).
      await client.invalidateQueries({ queryKey: sessionKey });
      await sendQueued(client);
      await client.invalidateQueries({ queryKey: manifestKey });
    },
    [client],
  );
  return { outcomes, online, sendNow, signedIn };
}
