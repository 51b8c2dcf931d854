// The app chunk's start (src/main.tsx loads it): the stored session, the shell and everything around it.
import { render } from 'preact';
import { App } from './app';
import { APP_STARTED, HIDDEN_CLASS, KEPT_ID } from '../names';
import { hashUrl, parseUrl } from '../state/url';
import { routeFor } from './routes';
import { captureTyped, restoreFocus, typedBefore } from '../start/takeover';
import { fetchLanguage, loadLanguage } from '../i18n/load';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '../i18n/languages';
import { warmLocaleData } from '../i18n/warm';
import { header, settings } from '../state/app-state';
import { trackConnectivity } from '../state/connectivity-tracker';
import { languageHint } from '../state/hints';
import { watchInstall } from '../state/install';
import { watchReturn } from '../state/lifecycle';
import { loadTagManagerAfterPaint } from '../state/tracking';
import { registerWhenSignedIn } from '../state/updates';
import { prefetchOnIntent } from './prefetch';
import { followOtherTabs, restoreSession } from '../state/session';
import { changeLanguage } from '../state/settings-sync';
import { handOverOnLeaving } from './island-handover';
import { nextTask } from '../start/next-task';
import { chunkLoaded, reloadOrSay } from './reload-once';
import { handoff } from '../start/handoff';

const START = 'start';

const currentPath = () => parseUrl(hashUrl()).path;

/** Starts the app; `island`: the sign-in island is on screen (src/app/island.tsx), answering input. */
export async function start(island: boolean): Promise<void> {
  watchInstall();
  followOtherTabs(); // before the stored session is read: no news of a sign-out elsewhere falls between
  // behind the island nothing waits for the start: its storage reads are a task of their own (docs/first-paint.md)
  if (island) {
    await nextTask();
    await loadBehindIsland();
  } else if (!(await loadedForAddress())) return;
  const root = document.getElementById('app')!;
  if (island) handOverOnLeaving(root);
  else takeOverMarkup(root);
  // painted by src/start/kept-paint.ts, with the one stylesheet ever adopted here: the app has rendered
  document.getElementById(KEPT_ID)?.remove();
  document.adoptedStyleSheets = [];
  document.documentElement.classList.remove(HIDDEN_CLASS); // see src/start/head.ts
  document.documentElement.dataset.app = APP_STARTED;
  setTimeout(startInBackground); // not part of the takeover's long task: the page answers input sooner
  loadTagManagerAfterPaint();
}

/** The stored session, then its language's table (English when that one is out of reach, offline). */
function restoreWithLanguage(): Promise<void> {
  const language = restoreSession()
    .then(() => loadLanguage(settings.language.value))
    .catch(() => loadLanguage(DEFAULT_LANGUAGE));
  // a member's screens show dates: the locale data's one-time set-up starts now, off the main thread
  if (handoff().db) warmLocaleData(localeOf(languageHint() ?? DEFAULT_LANGUAGE));
  return language;
}

/** The session, its language table and the first screen's code at once, so the first render waits on none. */
function loadForAddress(): Promise<unknown> {
  fetchLanguage(languageHint() ?? DEFAULT_LANGUAGE).catch(() => {}); // a first visit's is English
  const screen = routeFor(currentPath())
    .screen.preload()
    .catch(() => {});
  return Promise.all([restoreWithLanguage(), trackConnectivity(), screen]);
}

/**
 * The address's start, once its session, table and screen are here. False when its language table did not come
 * either (no service worker yet, a dropped link): the page is loaded again once, as for a chunk that did not come
 * (src/main.tsx), under a mark of its own that a start that worked clears, in a task of its own; past that it says so.
 */
async function loadedForAddress(): Promise<boolean> {
  try {
    await loadForAddress();
  } catch {
    reloadOrSay(START);
    return false;
  }
  void nextTask().then(() => chunkLoaded(START));
  return true;
}

/** Behind the island a table that did not arrive is no failure: the island keeps its strings meanwhile. */
function loadBehindIsland(): Promise<unknown> {
  return Promise.all([restoreWithLanguage().catch(() => {}), trackConnectivity()]);
}

/** Replaces the prerendered markup in one synchronous step: no blank frame, what was typed and the focus kept. */
function takeOverMarkup(root: HTMLElement): void {
  captureTyped(root);
  header.reset(routeFor(currentPath()).backButton); // as the shell will: the first render draws the right header
  // marked before the render: a held form is submitted again from its layout effect, by the app's handler
  document.documentElement.dataset.app = APP_STARTED;
  root.textContent = '';
  render(<App />, root);
  restoreFocus();
  const picked = typedBefore('language-switcher') as Language | undefined; // in the prerendered switcher
  if (picked && picked !== settings.language.value) void changeLanguage(picked);
}

function startInBackground(): void {
  watchReturn();
  prefetchOnIntent();
  registerWhenSignedIn();
  enableManifest();
}

/** Only a running app installs: index.html's manifest link has no rel until now (scripts/vite-first-paint.ts). */
function enableManifest(): void {
  // a new element: Chromium's install check does not notice a rel set on an existing one
  const inert = document.querySelector('link[data-manifest]');
  inert?.replaceWith(
    Object.assign(document.createElement('link'), { rel: 'manifest', href: inert.getAttribute('href') }),
  );
}
