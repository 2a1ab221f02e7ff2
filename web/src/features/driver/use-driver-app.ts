// The driver app's moving parts: its web manifest and service worker (installable, readable
// offline), the outcome queue as React state, and sending it whenever the phone is online.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { manifestKey } from './driver-api';
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
    const send = async () => {
      if ((await flushOutcomes()) > 0) await client.invalidateQueries({ queryKey: manifestKey });
    };
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, 20_000);
    void send();
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [client]);

  const sendNow = async () => {
    if ((await flushOutcomes()) > 0) await client.invalidateQueries({ queryKey: manifestKey });
  };
  return { outcomes, online, sendNow };
}
