// The app chunk's start (src/main.tsx loads it): the stored session, the shell and everything around it.
// A visitor's sign-in island (src/app/island.tsx) shows the sign-in screen before this has loaded; the app
// then takes the page over when the member leaves that screen, never under their typing.
import { render } from 'preact';
import { effect } from '@preact/signals';
import { App, pageTitle } from './app';
import { endIsland } from '../first-paint/island';
import { HIDDEN_CLASS } from '../names';
import { reloadOnce } from './reload-once';
import { hashUrl, parseUrl } from '../state/url';
import { routeFor } from './routes';
import { captureTyped, restoreFocus, typedBefore } from '../components/takeover';
import { loadLanguage, preloadLanguage, tableComplete } from '../i18n';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '../i18n/languages';
import { warmLocaleData } from '../i18n/warm';
import { header, member, settings } from '../state/app-state';
import { trackConnectivity } from '../state/connectivity-tracker';
import { earlyPick, languageHint } from '../state/hints';
import { watchInstall } from '../state/install';
import { watchReturn } from '../state/lifecycle';
import { routeLoadEnd } from '../state/loading';
import { loadTagManagerAfterPaint } from '../state/tracking';
import { registerServiceWorker } from '../state/updates';
import { prefetchOnIntent } from './prefetch';
import { changeLanguage, restoreSession } from '../state/session';

/** Starts the app; `island`: the sign-in island is on screen (src/app/island.tsx), answering input. */
export async function start(island: boolean): Promise<void> {
  watchInstall();
  // the last session's language table starts at once (a first visit's is English)
  if (!island) preloadLanguage(languageHint() ?? DEFAULT_LANGUAGE);
  // the first screen's code loads alongside the stored session, so the first render never waits on it
  const screen = island ? null : routeFor(parseUrl(hashUrl()).path).screen.preload().catch(() => {});
  // and so does the language table, as soon as the stored settings name it (a local read, no round trip)
  const language = restoreSession().then(() => loadLanguage(settings.language.value)).catch(() =>
    // the chosen table is not reachable (offline before it was cached): English is better than nothing
    loadLanguage(DEFAULT_LANGUAGE));
  // a member's screens show dates: the locale data's one-time set-up starts now, off the main thread
  if (globalThis.pmEarlyDb) warmLocaleData(localeOf(languageHint() ?? DEFAULT_LANGUAGE));
  // (on the island a table that did not arrive is not the end: it keeps its strings, and English's whole
  // table is asked for again before the app takes over)
  await Promise.all([island ? language.catch(() => {}) : language, trackConnectivity(), screen]);
  const root = document.getElementById('app')!;
  if (island) {
    // a language picked on the island meanwhile (state/hints.ts); the island itself follows the stored one
    earlyPick.waiting = false;
    const picked = earlyPick.language.peek();
    if (picked) void changeLanguage(picked).finally(() => (earlyPick.language.value = null));
    // the island's title follows its language, as the shell's does for every screen
    const title = effect(() => void (document.title = pageTitle(routeFor('/'))));
    // the island stays until the member leaves the sign-in screen (a link, signed in), or the stored
    // session turns out to hold a member (the guard then sends them on)
    const leave = () => {
      if (!member.snapshot() && parseUrl(hashUrl()).path === '/') return;
      removeEventListener('hashchange', leave);
      title();
      void tableComplete().then(() => takeOver(root, true), () => reloadOnce('app'));
    };
    addEventListener('hashchange', leave);
    leave();
  } else {
    captureTyped(root);
    header.reset(routeFor(parseUrl(hashUrl()).path).backButton); // as the shell will: the first render draws the right header
    // marked before the render: a held form is submitted again from its layout effect, by the app's handler
    document.documentElement.dataset.app = 'live';
    // replaced in one synchronous step, no blank frame between (what was typed and the focus are kept)
    takeOver(root);
    restoreFocus();
    // a language picked in the prerendered switcher before the code arrived
    const picked = typedBefore('language-switcher') as Language | undefined;
    if (picked && picked !== settings.language.value) void changeLanguage(picked);
  }
  document.documentElement.classList.remove(HIDDEN_CLASS); // see src/first-paint/boot.ts
  document.documentElement.dataset.app = 'live';
  // The rest waits for the next task: on a slow phone the takeover above is a long task already, and
  // the page answers input sooner when this does not join it (Lighthouse's time to interactive counts it).
  setTimeout(() => {
    watchReturn();
    prefetchOnIntent();
    registerServiceWorker();
    // the manifest link waits in index.html without its rel (scripts/prerender.js): only a running app
    // installs. A new element, as Chromium's install check does not notice a rel set on an existing one.
    const inert = document.querySelector('link[data-manifest]');
    inert?.replaceWith(Object.assign(document.createElement('link'), { rel: 'manifest', href: inert.getAttribute('href') }));
  });
  loadTagManagerAfterPaint();
}

/** The app replaces what is on screen, the prerendered markup or the island's tree, with its own. From the
 * island it starts at the island's `/`, and moves to the address as a navigation (HashLocationProvider). */
function takeOver(root: HTMLElement, fromIsland = false): void {
  if (!fromIsland) {
    root.textContent = '';
    return void render(<App />, root);
  }
  const focused = root.contains(document.activeElement); // the link just followed
  render(null, root); // the island's components are unmounted (their listeners go with them)
  root.textContent = '';
  endIsland();
  routeLoadEnd(); // the island's wait for this code, shown or not; the router reports its own loads from here
  render(<App from="/" />, root);
  // focus stays in the page (not on the body) until the next screen's heading takes it
  if (focused) document.getElementById('main')?.focus({ preventScroll: true });
}
