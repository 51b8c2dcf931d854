// A small stand-in for workbox-expiration (which brings an IndexedDB library along): entries older than
// maxAge are not used, and a cache is trimmed to its newest maxEntries after every write.
import type { WorkboxPlugin } from 'workbox-core/types.js';

export function limits(cacheName: string, maxEntries: number, maxAgeSeconds: number): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return null;
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      return Number.isFinite(date) && Date.now() - date > maxAgeSeconds * 1000 ? null : cachedResponse;
    },
    // Cache keys come back in insertion order and a put moves an entry to the end: drop from the front.
    cacheDidUpdate: async () => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((k) => cache.delete(k)));
    },
  };
}
