// The service worker's event handlers. What it caches is in ./to-cache.ts, how it answers in ./routes.ts.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cacheNames } from 'workbox-core';
import { RUNTIME_CACHES } from './routes';
import { onDemand } from './on-demand';
import { precacheShell } from './to-cache';

declare const self: ServiceWorkerGlobalScope;
declare const BUILD_HASH: string;

// The precache name carries the build's hash, so a new build never reads an old build's files.
setCacheNameDetails({ prefix: 'pro', precache: 'shell', suffix: BUILD_HASH });
precacheShell();
onDemand();

// A first install takes the open page at once; an update waits for the member (see below).
clientsClaim();

// Updates are the member's choice: the page posts SKIP_WAITING when "Update" is tapped.
// Never skipWaiting() on install: the running page would lose lazy chunks of its own version.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Delete every cache this build does not know: older shells and retired runtime caches.
self.addEventListener('activate', (event) => {
  const known = new Set([cacheNames.precache, ...RUNTIME_CACHES]);
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((n) => !known.has(n)).map((n) => caches.delete(n)))),
  );
});
