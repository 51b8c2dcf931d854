// Part of the app chunk (src/app/app-chunk.tsx): what every arrival on a screen does once, however the member came
// (a link, back, the guard's redirect, the app's first screen): heading focus, title announcement, the
// page-view event and the idle prefetch of the screens likely next.
import { t } from '../i18n';
import { trackPage } from '../state/tracking';
import { prefetchNext } from './prefetch';
import { NOT_FOUND, routeFor, type RouteDef } from './routes';
import { parseUrl } from '../state/url';
import { dropGreeting } from '../start/takeover';

/** What the data layer gets for an address no route has (which could hold anything someone typed). */
const NOT_FOUND_PAGE = '(not found)';

export const pageTitle = (route: RouteDef) => t('app.documentTitle', { page: t(route.pageTitle) });

/** A field the member is typing in keeps the focus (the prerendered form the app took over, say). */
const typing = () => !!document.activeElement?.matches('input, select, textarea');

export function arrive(url: string): void {
  dropGreeting(); // the greeting (src/start/greeting.ts) goes as the app's first screen shows
  const { path } = parseUrl(url);
  // the arriving screen's own title: document.title may still name the screen before it
  const route = routeFor(path);
  const title = pageTitle(route);
  // a task's end: the app's first screen is still hidden while it renders (src/start/head.ts), and a
  // hidden heading cannot take the focus
  queueMicrotask(() => {
    if (!typing()) document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    const live = document.getElementById('route-announcer');
    if (live) live.textContent = title;
  });
  trackPage(route === NOT_FOUND ? NOT_FOUND_PAGE : path, title);
  prefetchNext(path);
}
