// The service worker's runtime rules (sw/routes.ts) as registered, for the bases the app was built with.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Capture = (options: { url: URL; request: { method: string; destination: string } }) => unknown;
const registered: { capture: Capture; handler: unknown; method: string }[] = [];
vi.mock('workbox-routing', () => ({
  registerRoute: (capture: Capture, handler: unknown, method = 'GET') =>
    void registered.push({ capture, handler, method }),
}));

/** Loads the rules as a build with these bases would, in a worker served from https://app.example/sw.js. */
async function rules(contentBase: string, membershipBase = '/api/') {
  registered.length = 0;
  vi.resetModules();
  vi.stubEnv('VITE_CONTENT_BASE', contentBase);
  vi.stubEnv('VITE_MEMBERSHIP_BASE', membershipBase);
  vi.stubGlobal('location', new URL('https://app.example/sw.js'));
  await import('../../sw/routes');
  /** The strategy's name of the first rule that takes the request, as Workbox's router picks it; null for none. */
  return (href: string, method = 'GET', destination = '') => {
    const url = new URL(href);
    const route = registered.find((r) => r.method === method && r.capture({ url, request: { method, destination } }));
    return route ? (route.handler as object).constructor.name : null;
  };
}

/** The cache an image from `href` is kept in, for a build whose content host is `contentBase`. */
async function imageCache(contentBase: string, href: string): Promise<string | undefined> {
  await rules(contentBase);
  const url = new URL(href);
  const route = registered.find((r) => r.capture({ url, request: { method: 'GET', destination: 'image' } }));
  return (route?.handler as { cacheName?: string } | undefined)?.cacheName;
}

describe('service worker runtime rules', () => {
  afterEach(() => (vi.unstubAllGlobals(), vi.unstubAllEnvs()));

  it("caches the configured content host's images first, and YouTube's thumbnails", async () => {
    const strategy = await rules('https://brand.example/wp-json/');
    expect(strategy('https://brand.example/wp-content/uploads/2026/01/look.jpg', 'GET', 'image')).toBe('CacheFirst');
    expect(strategy('https://i.ytimg.com/vi/abc123/hqdefault.jpg', 'GET', 'image')).toBe('CacheFirst');
    // the reference server's picture path means nothing on this build: its origin is not the content host
    expect(strategy('https://app.example/content-images/look.jpg', 'GET', 'image')).toBeNull();
  });

  it("keeps other hosts' images (opaque: padded in the quota) in a cache of their own, with its own cap", async () => {
    const other = 'pro-images-other-v1';
    expect(await imageCache('https://brand.example/wp-json/', 'https://brand.example/uploads/look.jpg')).toBe(other);
    expect(await imageCache('/wp-json/', 'https://i.ytimg.com/vi/abc123/hqdefault.jpg')).toBe(other);
    expect(await imageCache('/wp-json/', 'https://app.example/content-images/look.jpg')).toBe('pro-images-v2');
    const { RUNTIME_CACHES } = await import('../../sw/routes');
    expect(RUNTIME_CACHES).toContain(other); // the new worker's clean-up keeps it
    // and drops the one that held other hosts' images before, which no new entry would trim any more
    expect(RUNTIME_CACHES).not.toContain('pro-images-v1');
  });

  it('leaves images from other hosts, and non-image requests to the content host, uncached', async () => {
    const strategy = await rules('https://brand.example/wp-json/');
    expect(strategy('https://tracker.example/pixel.gif', 'GET', 'image')).toBeNull();
    expect(strategy('https://brand.example/wp-content/uploads/look.jpg', 'GET', 'script')).toBeNull();
  });

  it("answers the content service's GETs stale-while-revalidate, on its host or this origin", async () => {
    expect((await rules('https://brand.example/wp-json/'))('https://brand.example/wp-json/wp/v2/video?lang=en')).toBe(
      'StaleWhileRevalidate',
    );
    const local = await rules('/wp-json/');
    expect(local('https://app.example/wp-json/wp/v2/video?lang=en')).toBe('StaleWhileRevalidate');
    expect(local('https://app.example/content-images/look.jpg', 'GET', 'image')).toBe('CacheFirst');
    expect(local('https://elsewhere.example/wp-json/wp/v2/video')).toBeNull();
  });

  it('never caches the membership provider, even on the content host', async () => {
    const strategy = await rules('https://brand.example/wp-json/', 'https://brand.example/api/');
    expect(strategy('https://brand.example/api/membership/getmember', 'POST')).toBe('NetworkOnly');
    expect(strategy('https://brand.example/api/membership/getmember', 'GET', 'image')).toBe('NetworkOnly');
    const local = await rules('/wp-json/');
    expect(local('https://app.example/api/membership/signin', 'POST')).toBe('NetworkOnly');
  });
});
