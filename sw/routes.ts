// Runtime rules, top to bottom: the provider never cached (a person, a moment), content offline, images bounded.
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { contentBase, membershipBase } from '../src/config';
import { DAY, inSeconds } from '../src/time/units';
import { limits } from './limits';

export const CONTENT_CACHE = 'pro-content-v1';
export const IMAGE_CACHE = 'pro-images-v1';
export const RUNTIME_CACHES = [CONTENT_CACHE, IMAGE_CACHE];

// the services' bases as built, on this origin or another host, so the rules follow the brand's content host
const content = new URL(contentBase, self.location.href);
const membership = new URL(membershipBase, self.location.href).href;

const isMembership = (url: URL) => url.href.startsWith(membership);
const isContent = (url: URL) => url.href.startsWith(content.href);
// the content service's pictures (a WordPress host's uploads) and YouTube's thumbnails of its videos
const isContentImage = (url: URL) => url.origin === content.origin || url.hostname === 'i.ytimg.com';

// other hosts' images answer opaquely (status 0), and opaque entries weigh heavily on quota: hence the cap
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

registerRoute(
  ({ url, request }) => request.destination === 'image' && isContentImage(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [cacheableImage, limits(IMAGE_CACHE, 80, inSeconds(30 * DAY))],
  }),
);
