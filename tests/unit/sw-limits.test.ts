// The service worker's cache caps and expiry (sw/limits.ts), over an in-memory CacheStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../sw/limits';

/** Just what limits() uses of the Cache API: keys in insertion order, a put moving a key to the end. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? stores.set(name, new Map()).get(name)!;
    return {
      put: async (url: string, response: Response) => void (entries.delete(url), entries.set(url, response)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
      match: async (request: Request) => entries.get(request.url)?.clone(),
      urls: () => [...entries.keys()],
    };
  };
  return { open };
}

type Plugin = ReturnType<typeof limits>;
const used = (plugin: Plugin, cachedResponse: Response | undefined) =>
  plugin.cachedResponseWillBeUsed!({
    cachedResponse,
    cacheName: 'c',
    request: new Request('https://x.test/a'),
    event: new Event('fetch'),
  } as never);
const updated = (plugin: Plugin) => plugin.cacheDidUpdate!({ cacheName: 'c' } as never);

describe('service worker cache limits', () => {
  let caches: ReturnType<typeof memoryCaches>;
  beforeEach(() => {
    caches = memoryCaches();
    vi.stubGlobal('caches', caches);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('keeps only the newest entries after a write past the cap', async () => {
    const cache = await caches.open('pro-images-v2');
    for (let i = 1; i <= 5; i++) await cache.put(`https://x.test/${i}`, new Response(String(i)));
    await cache.put('https://x.test/2', new Response('again')); // a rewrite makes an entry the newest
    await updated(limits('pro-images-v2', 3, 60));
    expect(cache.urls()).toEqual(['https://x.test/4', 'https://x.test/5', 'https://x.test/2']);
  });

  it('leaves a cache under its cap alone', async () => {
    const cache = await caches.open('pro-content-v1');
    for (let i = 1; i <= 2; i++) await cache.put(`https://x.test/${i}`, new Response(String(i)));
    await updated(limits('pro-content-v1', 3, 60));
    expect(cache.urls()).toHaveLength(2);
  });

  it('keeps a cache under its byte cap, oldest out first, by Content-Length or else the body size', async () => {
    const cache = await caches.open('pro-images-v2');
    const sized = (bytes: number) => new Response('x', { headers: { 'content-length': String(bytes) } });
    await cache.put('https://x.test/1', sized(400));
    await cache.put('https://x.test/2', new Response('y'.repeat(300))); // no Content-Length: its body's 300 bytes
    await cache.put('https://x.test/3', sized(500));
    await updated(limits('pro-images-v2', 80, 60, 1000));
    expect(cache.urls()).toEqual(['https://x.test/2', 'https://x.test/3']);
    await cache.put('https://x.test/4', sized(250));
    await updated(limits('pro-images-v2', 80, 60, 1000));
    expect(cache.urls()).toEqual(['https://x.test/3', 'https://x.test/4']);
    // the count cap still holds beside it
    await updated(limits('pro-images-v2', 1, 60, 1000));
    expect(cache.urls()).toEqual(['https://x.test/4']);
  });

  it('counts entries alone without a byte cap (the opaque other-host cache, whose sizes cannot be read)', async () => {
    const cache = await caches.open('pro-images-other-v1');
    for (let i = 1; i <= 3; i++) await cache.put(`https://x.test/${i}`, new Response('z'.repeat(10_000)));
    await updated(limits('pro-images-other-v1', 24, 60));
    expect(cache.urls()).toHaveLength(3);
  });

  it('does not use an answer older than the maximum age, and uses a fresh one', async () => {
    const plugin = limits('c', 10, 14 * 86_400);
    const at = (msAgo: number) => new Response('x', { headers: { date: new Date(Date.now() - msAgo).toUTCString() } });
    expect(await used(plugin, at(15 * 86_400_000))).toBeNull();
    const fresh = at(13 * 86_400_000);
    expect(await used(plugin, fresh)).toBe(fresh);
  });

  it('uses an answer without a date (an opaque image): the entry cap bounds those', async () => {
    const opaque = new Response('x');
    expect(await used(limits('c', 10, 60), opaque)).toBe(opaque);
    expect(await used(limits('c', 10, 60), undefined)).toBeNull();
  });
});
