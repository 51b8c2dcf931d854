// Expiry without workbox-expiration's IndexedDB library: entries past maxAge unused, caches trimmed to maxEntries.
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
