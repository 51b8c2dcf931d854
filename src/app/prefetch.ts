// Part of the app chunk (src/app/app-chunk.tsx): start loading a screen as soon as the intent is known, unless the member is on
// a slow-2g/2g connection or asked to save data (spec section 4, Other).
import { prefetchMapOf, routeFor, ROUTES } from './routes';
import { type Connection, slowLink } from '../services/connection';
import { whenIdle } from '../time/idle';

export const prefetchAllowed = (link?: Connection): boolean => !slowLink(link);

/** The screens a member most likely opens next from each screen (each route's `next` in the table). */
const NEXT: Partial<Record<string, readonly string[]>> = prefetchMapOf(ROUTES);

export function prefetchNext(path: string): void {
  if (!prefetchAllowed()) return;
  // one screen per idle period: each import adds the screen's module and style links to the page, and both
  // screens in one callback made a task of 11-45 ms at 1x CPU, 4x that on a slow phone (docs/notes.md)
  const next = [...(NEXT[path] ?? [])];
  const one = () => {
    const screen = next.shift();
    if (!screen) return;
    void routeFor(screen)
      .screen.prefetch()
      .catch(() => {});
    whenIdle(one);
  };
  whenIdle(one);
}

/** A touch or press on an in-app link starts loading its screen before the click lands. */
export function prefetchOnIntent(): void {
  const onIntent = (e: Event) => {
    if (!prefetchAllowed()) return; // read per press: the connection can change while the app is open
    const link = (e.target as Element | null)?.closest?.('a[href^="#/"]');
    if (link)
      void routeFor(link.getAttribute('href')!.slice(1).split('?')[0]!)
        .screen.prefetch()
        .catch(() => {});
  };
  addEventListener('touchstart', onIntent, { passive: true });
  addEventListener('mousedown', onIntent, { passive: true });
}
