// Runtime rules, top to bottom: the provider never cached (a person, a moment), content offline, images bounded.
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { contentBase, membershipBase } from '../src/config';
import { DAY, inSeconds } from '../src/time/units';
import { limits } from './limits';
import { ON_DEMAND_CACHE } from './names';

export const CONTENT_CACHE = 'pro-content-v1';
/** v2: v1 also held other hosts' images, which nothing would trim now (activation deletes v1). */
export const IMAGE_CACHE = 'pro-images-v2';
/** Other hosts' images: opaque answers, which Chromium counts as about 7 MB each against the origin's quota. */
export const OTHER_IMAGE_CACHE = 'pro-images-other-v1';
export const RUNTIME_CACHES = [CONTENT_CACHE, IMAGE_CACHE, OTHER_IMAGE_CACHE, ON_DEMAND_CACHE];

// the services' bases as built, on this origin or another host, so the rules follow the brand's content host
const content = new URL(contentBase, self.location.href);
const membership = new URL(membershipBase, self.location.href).href;

const isMembership = (url: URL) => url.href.startsWith(membership);
const isContent = (url: URL) => url.href.startsWith(content.href);
// the content service's pictures (a WordPress host's uploads) and YouTube's thumbnails of its videos
const isContentImage = (url: URL) => url.origin === content.origin || url.hostname === 'i.ytimg.com';

// other hosts' images answer opaquely (status 0), and opaque entries weigh heavily on quota: hence their own cap
const cacheableImage: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ([0, 200].includes(response.status) ? response : null),
};

registerRoute(({ url }) => isMembership(url), new NetworkOnly(), 'POST');
registerRoute(({ url }) => isMembership(url), new NetworkOnly());

// a 200 whose body is no JSON (a broken answer, a proxy's page) is not kept: the feed's "Try again" would get it back
const jsonOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    (await response
      .clone()
      .json()
      .then(
        () => true,
        () => false,
      ))
      ? response
      : null,
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && isContent(url),
  new StaleWhileRevalidate({
    cacheName: CONTENT_CACHE,
    plugins: [jsonOnly, limits(CONTENT_CACHE, 120, inSeconds(14 * DAY))],
  }),
);

const imagesFirst = (cacheName: string, maxEntries: number, maxBytes?: number) =>
  new CacheFirst({
    cacheName,
    plugins: [cacheableImage, limits(cacheName, maxEntries, inSeconds(30 * DAY), maxBytes)],
  });

/** This origin's pictures are readable: their bytes are capped too, as 80 large ones would be a phone's fill. */
export const IMAGE_BYTES = 20 * 1024 * 1024;
registerRoute(
  ({ url, request }) => request.destination === 'image' && isContentImage(url) && url.origin === self.location.origin,
  imagesFirst(IMAGE_CACHE, 80, IMAGE_BYTES),
);
// Opaque, the quota they take is padded (about 7 MB each in Chromium): 24, a feed's last two pages or so, weigh about
// 170 MB rather than 80's 560, so that a nearly full phone does not refuse the member's own records for pictures.
// Nor can their date be read, or their failures seen: the cap alone moves a failed one out.
registerRoute(
  ({ url, request }) => request.destination === 'image' && isContentImage(url) && url.origin !== self.location.origin,
  imagesFirst(OTHER_IMAGE_CACHE, 24),
);
