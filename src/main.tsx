// Part of the main bundle: the entry module. Everything it imports is eager; keep it small.
import './app/app.css';
import { hydrate, render } from 'preact';
import { App } from './app/app';
import { hashUrl, markStart, parseUrl } from './app/hash-location';
import { routeFor } from './app/routes';
import { captureTyped, mayHydrate, restoreFocus, typedBefore } from './app/takeover';
import { loadLanguage, preloadLanguage } from './i18n';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages';
import { connectivity, header, member, settings } from './state/app-state';
import { trackConnectivity } from './state/connectivity-tracker';
import { watchInstall } from './state/install';
import { watchReturn } from './state/lifecycle';
import { loadTagManagerAfterPaint } from './state/tracking';
import { registerServiceWorker } from './state/updates';
import { prefetchOnIntent } from './app/prefetch';
import { changeLanguage, languageHint, restoreSession, storageRefused } from './state/session';

function warmDateFormats(): void {
  new Intl.DateTimeFormat().format(0);
}

async function start() {
  markStart();
  watchInstall();
  // the last session's language table starts at once (a first visit's is English)
  preloadLanguage(languageHint() ?? DEFAULT_LANGUAGE);
  // the first screen's code loads alongside the stored session, so the first render never waits on it
  let screenLoaded = false;
  const screen = routeFor(parseUrl(hashUrl()).path).screen.preload().then(() => void (screenLoaded = true), () => {});
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
  const root = document.getElementById('app')!;
  captureTyped(root);
  const path = parseUrl(hashUrl()).path;
  header.reset(routeFor(path).backButton); // as the shell will: the first render draws the right header
  // a language picked in the prerendered switcher before the code arrived
  const picked = typedBefore('language-switcher') as Language | undefined;
  if (!picked && mayHydrate(root, {
    deep: document.documentElement.classList.contains('deep'), signedIn: !!member.snapshot(),
    english: settings.language.value === DEFAULT_LANGUAGE, path, offline: connectivity.offline.value,
    storageRefused: storageRefused.value, screenLoaded,
  })) {
    // the markup on screen is what the app renders here: take it over as it is (what was typed and the
    // focus stay where they are; no page built again and laid out again on a slow phone)
    hydrate(<App />, root);
  } else {
    // another screen, member or language: replaced in one synchronous step, no blank frame between
    root.textContent = '';
    render(<App />, root);
    restoreFocus();
  }
  if (picked && picked !== settings.language.value) void changeLanguage(picked);
  document.documentElement.classList.remove('deep'); // see server/boot-script.js
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

void start();
