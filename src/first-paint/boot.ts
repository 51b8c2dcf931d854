// index.html's boot script, run before the body is parsed (docs/first-paint.md, "The boot script").
import { atSignIn, codeWaitsForView, field, isEnglish, read, wavesFor } from './early';
import { getMemberRequest, sendEarly } from '../services/membership-request';
import { hashPassword, normalizeEmail } from '../services/password-hash';
import { requestWave } from './links';
import { allowBuiltModules } from './script-policy';
import { paintKept } from './kept-paint';
import {
  DB_NAME,
  HIDDEN_CLASS,
  KEPT_ID,
  LANGUAGE_HINT,
  PAINT_WAIT_MS,
  REVEAL_AFTER_MS,
  SIGN_IN_FORM,
  SIGNED_IN_FLAG,
  STORE_NAME,
  WAVE,
} from '../names';

/** Hides the prerendered sign-in where it is not this page's screen, until the app replaces it: after REVEAL_AFTER_MS
 * it shows after all, unless a kept screen (./kept-paint.ts) stands in for it then (one dropped meanwhile does not). */
function hidePrerendered(signedIn: boolean): boolean {
  if (!signedIn && atSignIn(location.hash)) return false;
  const root = document.documentElement;
  root.classList.add(HIDDEN_CLASS);
  setTimeout(() => document.getElementById(KEPT_ID) || root.classList.remove(HIDDEN_CLASS), REVEAL_AFTER_MS);
  return true;
}

/** A signed-in member's database opens now, overlapping the code's download (services/storage/record.ts takes it over). */
function openDatabase(): void {
  const open = indexedDB.open(DB_NAME);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
  const db = (globalThis.pmEarlyDb = new Promise((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  }));
  db.catch(() => {}); // the app handles a failed open; nobody else should hear of it as unhandled
}

const whenParsed = (then: () => void) =>
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then();

/**
 * Fetches the page's code at once, to run after the first paint (docs/first-paint.md); returns what runs it now.
 * With the prerendered screen hidden and no kept screen painted instead, there is no paint to wait for. A visitor's
 * sign-in on a fast link fetches it only once the screen is on view.
 * `prepare` (what the code needs before its first request) runs once, just before the code is fetched.
 */
function loadCode(hidden: boolean, english: boolean, painted: boolean, prepare: () => void): () => void {
  const waves = wavesFor(hidden, english);
  let prepared = false;
  const prepareOnce = () => {
    if (!prepared) prepare();
    prepared = true;
  };
  const fetchWave = (name: string) => {
    prepareOnce();
    requestWave(name); // a wave asked for already is not asked for again
  };
  // under a kept screen, fetching (and compiling) the code now would take the main thread from its paint; a visitor's
  // sign-in on a fast link is on view first (./early.ts)
  const onView = !painted && codeWaitsForView(hidden);
  if (!painted && !onView) for (const name of waves) fetchWave(name);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Each request is set up on the main thread, a few milliseconds at 1x CPU (the page's first, more). Fetched now,
    // after the first paint: the entry's script asks for the entry itself (a preload first while the document is
    // still being parsed), and every other wave comes in a task of its own, so that none of these tasks is a long one.
    if (document.readyState === 'loading') fetchWave(WAVE.entry);
    prepareOnce();
    whenParsed(() => requestWave(WAVE.entry, true));
    for (const name of waves) if (name !== WAVE.entry) setTimeout(() => fetchWave(name));
  };
  if (hidden && !painted) {
    start();
    return start;
  }
  for (const type of ['focusin', 'pointerdown', 'keydown'])
    document.addEventListener(type, start, { once: true, capture: true });
  // the task after the next frame, the one that paints the parsed screen; on a fast link, once that frame is on view
  // (the frame's last text, marked for Element Timing); the timer covers a tab drawing no frames
  whenParsed(() => {
    setTimeout(start, PAINT_WAIT_MS);
    if (onView && PerformanceObserver.supportedEntryTypes?.includes('element'))
      new PerformanceObserver(start).observe({ type: 'element', buffered: true });
    else requestAnimationFrame(() => setTimeout(start));
  });
  return start;
}

/** The sign-in's provider call goes out now, as the app would send it: its answer waits for the app. */
async function sendSignIn(): Promise<void> {
  const email = field('email');
  const password = field('password')?.value ?? '';
  if (!email?.value.trim() || !email.validity.valid || !password) return; // the app will say what is wrong
  const sent = { email: email.value, password };
  const userName = normalizeEmail(email.value);
  sendEarly(getMemberRequest(userName, await hashPassword(userName, password)));
  // the greeting script at the document's end (./greeting.ts) may paint the dashboard from the answer
  await globalThis.pmEarlyCall!.response.then((answer) => globalThis.pmGreet?.(answer, sent));
}

/** Holds a form submitted before the code runs (the browser's submission would lose it); use-form.ts submits it. */
function holdSubmissions(startCode: () => void): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.app) return; // the island or the app has taken over: its handlers decide
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (globalThis.pmHeldForm === form.id) return; // a second tap: the first is on its way
      form.setAttribute('aria-busy', 'true');
      globalThis.pmHeldForm = form.id;
      startCode();
      if (form.id === SIGN_IN_FORM) void sendSignIn().catch(() => {}); // no Web Crypto (an insecure origin), or no answer: the app signs in as usual
    },
    true,
  );
}

export function boot(): void {
  let hidden = false;
  let painted = false;
  let signedIn = false;
  let language: string | null = null;
  try {
    signedIn = read(SIGNED_IN_FLAG) !== null;
    language = read(LANGUAGE_HINT);
    if (signedIn) painted = paintKept();
    hidden = hidePrerendered(signedIn);
  } catch {
    // an old or locked-down browser: the app decides everything once it runs
  }
  // Trusted Types before the first script URL; a member's database opening while the code downloads. Under a kept
  // screen both wait for the code, after its first frame: each costs the paint about 5 ms at 6x CPU.
  const prepare = () => {
    allowBuiltModules();
    try {
      if (signedIn) openDatabase();
    } catch {
      // no IndexedDB here: the app says so once it runs
    }
  };
  holdSubmissions(loadCode(hidden, isEnglish(language), painted, prepare));
}
