/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { base, build, files, prerendered, version } from '$service-worker';
import { fits } from '$lib/app/sw-fits';
import { routePath } from '$lib/i18n/locales';

/*
 * Offline-first. Registered by src/lib/app/sw-update.svelte.ts (workbox-window), which prompts
 * before a new version takes over.
 *
 * Precached at install (one cache per version): the app (every JS/CSS file), everything in
 * static/, every prerendered data file (each page's __data.json, the puzzle index and daily pool),
 * the web workers the app's chunks start, the HTML of the app's sections, and the app shell
 * (SHELL). So every prerendered page opens offline after one visit:
 *
 * - Pages of a collection (below the top level, the parent has more than COLLECTION_SIZE pages:
 *   each lesson, exercise and puzzle) are not precached as HTML: their server-rendered boards would make the precache
 *   ~50 MB. Offline, a navigation to one is answered with the copy kept when it was last visited
 *   online, else with the shell, which renders the page in the browser from the cached JS and its
 *   cached __data.json. `node scripts/precache-size.mjs` reports what this comes to.
 * - Every language has its own pages (`/learn`, `/<code>/learn`: src/lib/i18n/locales.ts): the section
 *   pages are precached in each language. Their data is the same in every language (the pages carry
 *   every language's words), so only the default language's data files are precached, and a
 *   request for `/<code>/learn/__data.json` is answered with `/learn/__data.json`.
 * - Everything is served cache first; other same-origin GETs go to the network and fall back to
 *   the caches. Visited HTML pages are kept in a second cache of this version (at most PAGES_MAX).
 */
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `janggi-trainer-${version}`;
const PAGES_CACHE = `janggi-trainer-pages-${version}`;
/**
 * An empty page that boots the client router, which then renders whatever the address is
 * (src/routes/app-shell: prerendered with `ssr = false`, so every host, and `vite preview`, has it).
 */
const SHELL = `${base}/app-shell`;
const COLLECTION_SIZE = 8;
const PAGES_MAX = 60;
const IMMUTABLE = `${base}/_app/immutable/`;

/** Data files have an extension (`/learn/__data.json`, `/puzzles/index.json`); pages do not. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

const pages = prerendered.filter((p) => !isFile(p));
/** Collections are counted in the default language (`/<code>/learn/board` is one of `/learn`'s pages). */
const siblings = new Map<string, number>();
for (const p of pages) if (routePath(p) === p) siblings.set(parentOf(p), (siblings.get(parentOf(p)) ?? 0) + 1);
/** Top-level pages are the app's sections, never a collection. */
const sectionPages = pages.filter((p) => {
  const parent = parentOf(routePath(p));
  return parent === (base || '/') || (siblings.get(parent) ?? 0) <= COLLECTION_SIZE;
});
/** Data files of the default language's pages: every language's page reads the same (see dataKey). */
const dataFiles = prerendered.filter((p) => isFile(p) && routePath(p) === p);

const PRECACHE = [...new Set([...build, ...files, ...dataFiles, ...sectionPages, SHELL])];
const PRECACHED = new Set(PRECACHE);
const PRERENDERED = new Set(prerendered);

/**
 * Requests in flight at once during the install. Two thousand at once keep a phone's browser busy
 * queueing them (its pages wait for their frames and fetches); a few at a time take as long in all.
 */
const INSTALL_FETCHES = 6;

/** Like cache.addAll, but every answer must fit its URL (else the install fails and is tried again later). */
async function addChecked(cache: Cache, urls: string[]): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    // One failure fails the install: the other workers stop instead of fetching the rest.
    while (next < urls.length && !failed) {
      const url = urls[next++];
      try {
        const response = await fetch(new Request(url, { cache: 'no-cache' }));
        if (!fits(new URL(url, sw.location.href).pathname, response))
          throw new Error(`[sw] ${url}: ${response.status} ${response.headers.get('content-type')}`);
        await cache.put(url, response);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(INSTALL_FETCHES, urls.length) }, worker));
}

/** Web workers are built beside the client but not listed in `build`: find the ones its chunks start. */
async function workerUrls(cache: Cache): Promise<string[]> {
  const found = new Set<string>();
  for (const url of build) {
    if (!url.endsWith('.js')) continue;
    const text = (await (await cache.match(url))?.text()) ?? '';
    if (!text.includes('workers/')) continue;
    for (const m of text.matchAll(/["'`]([^"'`\s]*workers\/[\w.-]+\.js)["'`]/g)) {
      found.add(new URL(m[1], new URL(url, sw.location.href)).pathname);
    }
  }
  return [...found];
}

sw.addEventListener('install', (event) => {
  // No skipWaiting here: an update waits until the page accepts it (messageSkipWaiting).
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await addChecked(cache, PRECACHE);
      await addChecked(cache, await workerUrls(cache));
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE && key !== PAGES_CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

async function cacheFirst(request: Request, path: string): Promise<Response> {
  const cached = await caches.match(path, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed files never change: keep any the precache missed (only a real one: see fits).
  if (path.startsWith(IMMUTABLE) && fits(path, response)) {
    const copy = response.clone();
    void caches.open(CACHE).then((c) => c.put(path, copy));
  }
  return response;
}

async function keepPage(path: string, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(path, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_MAX))) await cache.delete(old);
}

/** A page: the network (keeping a copy), else the copy, else the shell. */
async function page(request: Request, path: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (PRERENDERED.has(path) && fits(path, response)) void keepPage(path, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(path, { cacheName: PAGES_CACHE });
    if (kept) return kept;
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // A file under a language's address (`/<code>/learn/__data.json`) is the default language's file.
  const path = isFile(url.pathname) && PRECACHED.has(routePath(url.pathname)) ? routePath(url.pathname) : url.pathname;

  // Precached or immutable: cache first (query strings ignored, e.g. __data.json?x-sveltekit-invalidated=…).
  if (PRECACHED.has(path) || path.startsWith(IMMUTABLE)) {
    event.respondWith(cacheFirst(request, path));
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(page(request, path));
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
