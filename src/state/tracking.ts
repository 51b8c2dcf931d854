// Part of the app chunk (src/app/boot.tsx): page-change events for the tag manager's data layer (spec section 4, Other),
// throttled to one per 250 ms. The tag manager itself loads only when an id is configured, after first paint.
import { config } from '../config';

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

/** `title`: the arriving screen's static title (never document.title, which may still name the screen before). */
export const trackPage = throttle((path: string, title: string) => {
  // nothing about the member goes here: the path only, never names, numbers or e-mails
  layer().push({ event: 'page_view', page_path: path, page_title: title });
}, TRACKING_THROTTLE_MS);

export function loadTagManager(): void {
  if (!config.gtmId) return;
  layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
  document.head.append(script);
}

/** Third-party tags wait until the app is painted: a frame's callback runs before its paint, the task after it. */
export function loadTagManagerAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(loadTagManager));
}
