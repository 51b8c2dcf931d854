// Part of the app chunk (src/app/boot.tsx): what every arrival on a screen does once, however the member came
// (a link, back, the guard's redirect, the app's first screen): heading focus, title announcement, the
// page-view event and the idle prefetch of the screens likely next.
import { t } from '../i18n';
import { trackPage } from '../state/tracking';
import { prefetchNext } from './prefetch';
import { routeFor, type RouteDef } from './routes';
import { parseUrl } from './url';

export const pageTitle = (route: RouteDef) => t('app.documentTitle', { page: t(route.pageTitle) });

/** A field the member is typing in keeps the focus (the prerendered form the app took over, say). */
const typing = () => !!document.activeElement?.matches('input, select, textarea');

export function arrive(url: string): void {
  const { path } = parseUrl(url);
  // the arriving screen's own title: document.title may still name the screen before it
  const title = pageTitle(routeFor(path));
  // a task's end: the app's first screen is still hidden while it renders (src/first-paint/boot.ts), and a
  // hidden heading cannot take the focus
  queueMicrotask(() => {
    if (!typing()) document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    const live = document.getElementById('route-announcer');
    if (live) live.textContent = title;
  });
  trackPage(url, title);
  prefetchNext(path);
}
