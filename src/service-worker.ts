/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { build, files, prerendered, version } from '$service-worker';

// Precache the app (JS/CSS), everything in static/, and every prerendered page: the whole app
// works offline after the first visit. Registered by src/lib/app/sw-update.svelte.ts.
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `janggi-trainer-${version}`;
const PRECACHE = [...new Set([...build, ...files, ...prerendered])];
const PRECACHED = new Set(PRECACHE);

sw.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits until the page accepts it (messageSkipWaiting).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;

  // Precached: cache first (query strings ignored, e.g. /puzzles?id=3).
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(
      (async () => (await caches.match(url.pathname, { cacheName: CACHE })) ?? fetch(request))(),
    );
    return;
  }

  // Anything else: network, falling back to whatever is cached.
  event.respondWith(
    (async () => {
      try {
        return await fetch(request);
      } catch (error) {
        const cached = await caches.match(request);
        if (cached) return cached;
        throw error;
      }
    })(),
  );
});
