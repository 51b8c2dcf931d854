// Part of the app chunk (src/app/app-chunk.tsx): the tag manager and its data layer's page changes (spec section 4, Other).
import { config } from '../config';
import { containerUrl, tagManagerPolicy } from '../services/app-policies';
import { throttle } from './throttle';

export const TRACKING_THROTTLE_MS = 250;

type DataLayer = Record<string, unknown>[];
// through globalThis, the page's window: a page change the throttle holds past a unit test's end, when the test
// environment has taken `window` away, still lands
const layer = (): DataLayer => ((globalThis as { dataLayer?: DataLayer }).dataLayer ??= []);

/** The route's path and static title only: never a query, the typed address or anything about the member. */
export const trackPage = throttle((routePath: string, title: string) => {
  layer().push({ event: 'page_view', page_path: routePath, page_title: title });
}, TRACKING_THROTTLE_MS);

/** Added by the app's own code, which 'strict-dynamic' trusts: script-src names no tag manager origin. */
export function loadTagManager(): void {
  if (!config.gtmId) return;
  layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerPolicy.createScriptURL(containerUrl()); // Trusted Types: this URL only
  document.head.append(script);
}

/** Third-party tags wait for the app's paint: a frame's callback runs before it, the next task after it. */
export function loadTagManagerAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(loadTagManager));
}
