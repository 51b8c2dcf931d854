// Expiry without workbox-expiration's IndexedDB library: entries past maxAge unused, caches trimmed to maxEntries
// and, where answers can be measured (not other hosts' opaque ones), to maxBytes.
import type { WorkboxPlugin } from 'workbox-core/types.js';

/** An entry's bytes: its Content-Length, else its body's size (0 for an opaque answer, which cannot be read). */
async function bytesOf(response: Response | undefined): Promise<number> {
  if (!response) return 0;
  const length = Number(response.headers.get('content-length'));
  return length > 0 ? length : (await response.blob()).size;
}

export function limits(
  cacheName: string,
  maxEntries: number,
  maxAgeSeconds: number,
  maxBytes = Infinity,
): WorkboxPlugin {
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
      const over = Math.max(0, keys.length - maxEntries);
      await Promise.all(keys.slice(0, over).map((k) => cache.delete(k)));
      if (maxBytes === Infinity) return;
      const kept = keys.slice(over);
      const sizes = await Promise.all(kept.map(async (k) => bytesOf(await cache.match(k))));
      let total = sizes.reduce((a, b) => a + b, 0);
      for (let i = 0; total > maxBytes && i < kept.length; i++) {
        total -= sizes[i]!;
        await cache.delete(kept[i]!);
      }
    },
  };
}
