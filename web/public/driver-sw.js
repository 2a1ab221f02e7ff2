// The driver app's service worker (scope /driver): keeps the app shell and the last manifest
// so /driver opens and reads with the network off. Outcomes are not cached here: they wait in
// the page's own queue (localStorage) and are sent with their Idempotency-Keys.
const CACHE = 'aquapure-driver-v1';
const SHELL = ['/driver', '/driver.webmanifest', '/driver-icon.svg', '/driver-icon-192.png'];
const NETWORK_FIRST = ['/api/driver/stops', '/api/admin/session', '/api/settings'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page lists the files it loaded before this worker controlled it.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache' ? event.data.urls : null;
  if (Array.isArray(urls)) event.waitUntil(caches.open(CACHE).then((c) => c.addAll(urls)));
});

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (e) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw e;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, '/driver'));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (NETWORK_FIRST.includes(url.pathname))
    event.respondWith(networkFirst(request, url.pathname));
  else if (SHELL.includes(url.pathname)) event.respondWith(cacheFirst(request));
});
