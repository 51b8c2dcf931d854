// Part of the app chunk (src/app/boot.tsx): page-change events for the tag manager's data layer (spec section 4, Other),
// throttled to one per 250 ms. The tag manager itself loads only when an id is configured, after first paint.
import { config } from '../config';
import { containerUrl, tagManagerPolicy } from '../services/app-policies';

export const TRACKING_THROTTLE_MS = 250;

type DataLayer = Record<string, unknown>[];
const layer = (): DataLayer => ((window as unknown as { dataLayer?: DataLayer }).dataLayer ??= []);

/** Leading and trailing throttle: the first change is sent at once, the last of a burst after the wait. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number, now = () => Date.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: A | null = null;
  return (...args: A) => {
    const since = now() - last;
    if (since >= wait && !timer) {
      last = now();
      fn(...args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = now();
      if (pendingArgs) fn(...pendingArgs);
      pendingArgs = null;
    }, Math.max(0, wait - since));
  };
}

/** A page change: the route's path (`/card`) and its static title, nothing else: never a query string, the
 * address as typed, or anything about the member. `title`: the arriving screen's (never document.title, which
 * may still name the screen before). */
export const trackPage = throttle((routePath: string, title: string) => {
  layer().push({ event: 'page_view', page_path: routePath, page_title: title });
}, TRACKING_THROTTLE_MS);

/** The configured container, loaded by the app's own code: the CSP's 'strict-dynamic' trusts a script the
 * app's trusted scripts add, so no tag manager origin is allowed in script-src (nobody else's container runs). */
export function loadTagManager(): void {
  if (!config.gtmId) return;
  layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerPolicy.createScriptURL(containerUrl()); // Trusted Types: this URL only
  document.head.append(script);
}

/** Third-party tags wait until the app is painted: a frame's callback runs before its paint, the task after it. */
export function loadTagManagerAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(loadTagManager));
}
