// Part of the main bundle: the sign-in island, the prerendered sign-in taken over with no router or session.
import { hydrate, render, type ComponentType } from 'preact';
import islandStrings from '../../i18n/en-US.json?island';
import { useTableNow } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { connectivity, header } from '../state/frame-state';
import { islandPick, languageHint, signedInFlagged } from '../state/hints';
import { routeLoadEnd, routeLoadStart } from '../state/loading';
import { Frame, type FrameRoute } from './layouts/frame';
import { HIDDEN_CLASS, ISLAND_TOOK_OVER } from '../names';
import { nextTask } from '../start/next-task';
import { captureTyped, mayHydrate, restoreFocus, typedBefore } from '../start/takeover';
import { hashUrl, parseUrl } from '../state/url';
import { islandTakesOver } from '../start/plan';

/** The sign-in route's frame (src/app/routes.ts, `/`; tests/unit/takeover.test.tsx holds the two to one markup). */
export const SIGN_IN_FRAME: FrameRoute = { layout: 'static-header' };

export function Island({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Frame route={SIGN_IN_FRAME}>
      <Screen />
    </Frame>
  );
}

/** `/`'s header, and English's strings for it from the entry (src/i18n/island.ts): no table to wait for. */
export function prepareIsland(): void {
  header.reset(false);
  useTableNow(DEFAULT_LANGUAGE, islandStrings, true);
}

// until the app takes over: a link followed shows the loading bar, the offline banner follows the browser
const onMove = () => (parseUrl(hashUrl()).path === '/' ? routeLoadEnd() : routeLoadStart());
const onLine = () => connectivity.setOnline(navigator.onLine, Date.now());
const WATCHED = [
  ['hashchange', onMove],
  ['online', onLine],
  ['offline', onLine],
] as const;

/** `<main>`, where the screen was hydrated as a root of its own. */
let screenRoot: HTMLElement | undefined;

/** The app takes over (src/app/island-handover.tsx): the screen's components are unmounted, the listeners go. */
export function endIsland(): void {
  if (screenRoot) render(null, screenRoot);
  screenRoot = undefined;
  for (const [type, listener] of WATCHED) removeEventListener(type, listener);
}

/** Whether the prerendered sign-in is this page's screen: a visitor's `/`, in English, online, not hidden (src/start/head.ts). */
export const visitorAtRoot = (): boolean =>
  islandTakesOver({
    hash: location.hash,
    signedIn: signedInFlagged(),
    online: navigator.onLine,
    english: (languageHint() ?? DEFAULT_LANGUAGE) === DEFAULT_LANGUAGE,
  }) && !document.documentElement.classList.contains(HIDDEN_CLASS);

/** Takes over the prerendered sign-in where it is this visitor's first screen; false when it is not. */
export async function startIsland(root: HTMLElement): Promise<boolean> {
  if (!visitorAtRoot()) return false;
  let Screen: ComponentType;
  try {
    ({ default: Screen } = await import('../screens/sign-in'));
  } catch {
    return false; // its chunk did not arrive: the app's own loader retries it or shows the error page
  }
  await nextTask(); // the entry's own start was a task of its own: the hydration is the next one
  captureTyped(root);
  // meanwhile a link was followed, or a language picked in the prerendered switcher: the app starts there
  if (!visitorAtRoot() || typedBefore('language-switcher') !== undefined) return false;
  islandPick.waiting = true;
  prepareIsland();
  for (const [type, listener] of WATCHED) addEventListener(type, listener);
  if (mayHydrate(root)) {
    // the markup is what this renders: taken over as it is, what was typed and the focus in place; the frame, then
    // the screen a task later, each a shorter task on a slow phone (docs/first-paint.md)
    hydrate(<Frame route={SIGN_IN_FRAME} />, root); // <main> as it stands
    await nextTask();
    screenRoot = root.querySelector('main')!;
    captureTyped(screenRoot); // what was typed meanwhile
    // marked before the render: a form held by the head script is then submitted again by the island
    document.documentElement.dataset.app = ISLAND_TOOK_OVER; // and `live` once the app has started (src/app/app-chunk.tsx)
    hydrate(<Screen />, screenRoot);
  } else {
    // something else touched the markup: replaced in one step, what was typed and the focus kept
    document.documentElement.dataset.app = ISLAND_TOOK_OVER;
    root.textContent = '';
    render(<Island screen={Screen} />, root);
    restoreFocus();
  }
  return true;
}
