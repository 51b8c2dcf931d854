// Part of the main bundle: the entry module. Everything it imports is eager; keep it small.
import './app/app.css';
import { render } from 'preact';
import { App } from './app/app';
import { hashUrl, parseUrl } from './app/hash-location';
import { routeFor } from './app/routes';
import { captureTyped, restoreFocus } from './app/takeover';
import { loadLanguage, preloadLanguage } from './i18n';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { settings } from './state/app-state';
import { trackConnectivity } from './state/connectivity-tracker';
import { watchInstall } from './state/install';
import { watchReturn } from './state/lifecycle';
import { loadTagManager } from './state/tracking';
import { registerServiceWorker } from './state/updates';
import { prefetchOnIntent } from './app/prefetch';
import { languageHint, restoreSession } from './state/session';

function warmDateFormats(): void {
  new Intl.DateTimeFormat().format(0);
}

async function start() {
  watchInstall();
  // the last session's language table starts at once (a first visit's is English)
  preloadLanguage(languageHint() ?? DEFAULT_LANGUAGE);
  // the first screen's code loads alongside the stored session, so the first render never waits on it
  const screen = routeFor(parseUrl(hashUrl()).path).screen.preload().catch(() => {});
  // and so does the language table, as soon as the stored settings name it (a local read, no round trip)
  const language = restoreSession().then(() => loadLanguage(settings.language.value)).catch(() =>
    // the chosen table is not reachable (offline before it was cached): English is better than nothing
    loadLanguage(DEFAULT_LANGUAGE));
  // A page's first date format pays a one-time set-up of the browser's locale data (~200 ms at 6x CPU
  // here). A member's screens show dates (the card three); paid now, it overlaps the storage reads and
  // chunk loads above instead of delaying the first render. The boot script (server/boot-script.js) opens
  // the database early only for a signed-in member; a visitor's sign-in screen shows no date.
  if (globalThis.pmEarlyDb) setTimeout(warmDateFormats);
  await Promise.all([language, trackConnectivity(), screen]);
  // Replaces the prerendered sign-in markup (index.html) in one synchronous step: no blank frame between.
  const root = document.getElementById('app')!;
  captureTyped(root);
  root.textContent = '';
  render(<App />, root);
  document.documentElement.classList.remove('deep'); // see server/boot-script.js
  restoreFocus();
  document.documentElement.dataset.app = 'live';
  watchReturn();
  prefetchOnIntent();
  registerServiceWorker();
  // third-party tags wait until the app is painted: the task after the next frame
  requestAnimationFrame(() => setTimeout(loadTagManager));
}

void start();
