// index.html's one inline script (./boot-script.ts; the build minifies it into the <head>, and the CSP allows it
// by the hash of what was built). It runs before the body is parsed, and decides three things.
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { DB_NAME, HIDDEN_CLASS, LANGUAGE_HINT, MODULE_LINK, PAINT_WAIT_MS, REVEAL_AFTER_MS, SIGNED_IN_FLAG, STORE_NAME } from './names';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused: a first visit
  }
};

/** The prerendered sign-in is `/`'s screen (and /sign-in's); the island renders only `/` itself. */
const atSignIn = (hash: string) => /^(#\/?(sign-in)?)?$/.test(hash);
const atRoot = (hash: string) => /^(#\/?)?$/.test(hash);

/** 1. Whether the prerendered sign-in is this page's screen. Where it is not (another address, or a member is
 * signed in on this device) it stays hidden until the app replaces it, or is shown after a while anyway. */
function hidePrerendered(signedIn: boolean): boolean {
  if (!signedIn && atSignIn(location.hash)) return false;
  const root = document.documentElement;
  root.classList.add(HIDDEN_CLASS);
  setTimeout(() => root.classList.remove(HIDDEN_CLASS), REVEAL_AFTER_MS);
  return true;
}

/** 2. A signed-in member's database opens now: on a slow phone that takes long enough to overlap the code's
 * download instead of following it (src/services/storage/record.ts takes the connection over). */
function openDatabase(): void {
  const request = indexedDB.open(DB_NAME);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
  const db = (globalThis.pmEarlyDb = new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }));
  db.catch(() => {}); // the app handles a failed open; nobody else should hear of it as unhandled
}

/** Turns an inert module link into a request: a module preload, or (`run`) the module script itself. */
function request(link: Element, run = false): void {
  const href = link.getAttribute('href')!;
  const element = run
    ? Object.assign(document.createElement('script'), { type: 'module', src: href })
    : Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  element.crossOrigin = '';
  document.head.appendChild(element);
}

const links = (attribute: string) => document.querySelectorAll(`link[${attribute}]`);
const whenParsed = (then: () => void) =>
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then();

/**
 * 3. When the app's code loads. A visitor at the sign-in screen sees it painted first: the code is fetched and
 * run once the browser has painted (or at once when the member starts typing or pressing). Everyone else needs
 * the code for their first screen, and fetches it at once. `island`: the sign-in island's chunks are wanted
 * (a visitor at `/` in the prerendered language), else the app chunk.
 */
function loadCode(hidden: boolean, island: boolean): void {
  let started = false;
  const fetchAll = () => {
    for (const link of Array.from(links(MODULE_LINK.any))) {
      const wanted = link.hasAttribute(MODULE_LINK.app) ? !island : !link.hasAttribute(MODULE_LINK.island) || !hidden;
      if (wanted) request(link);
    }
  };
  const run = () => {
    const entry = links(MODULE_LINK.entry)[0];
    if (entry) request(entry, true);
  };
  if (hidden) {
    fetchAll();
    return whenParsed(run);
  }
  const start = () => {
    if (started) return;
    started = true;
    fetchAll();
    run();
  };
  for (const type of ['focusin', 'pointerdown', 'keydown']) document.addEventListener(type, start, { once: true, capture: true });
  whenParsed(() => {
    setTimeout(start, PAINT_WAIT_MS);
    // the browser's own word that the screen is painted (Paint Timing), else the task after the next frame
    try {
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) throw new Error('no paint timing');
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start));
    }
  });
}

export function boot(): void {
  let hidden = false;
  let language: string | null = null;
  try {
    const signedIn = read(SIGNED_IN_FLAG) !== null;
    language = read(LANGUAGE_HINT);
    hidden = hidePrerendered(signedIn);
    if (signedIn) openDatabase();
  } catch {
    // an old or locked-down browser: the app decides everything once it runs
  }
  loadCode(hidden, !hidden && atRoot(location.hash) && (!language || language === DEFAULT_LANGUAGE));
}
