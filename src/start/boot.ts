// index.html's boot script, run after the prerendered screen (docs/first-paint.md, "The stages").
import { field, readFacts } from './head';
import { planStart, type StartPlan } from './plan';
import { getMemberRequest, sendHeld } from '../services/membership-request';
import { hashPassword, normalizeEmail } from '../services/password-hash';
import { requestWave, runWave } from './links';
import { allowBuiltModules } from './script-policy';
import { paintKept } from './kept-paint';
import { DB_NAME, PAINT_WAIT_MS, SIGN_IN_FORM, STORE_NAME, WAVE } from '../names';
import { handoff } from './handoff';

/** A signed-in member's database opens now, overlapping the code's download (services/storage/record.ts takes it over). */
function openDatabase(): void {
  const open = indexedDB.open(DB_NAME);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE_NAME);
  const db = (handoff().db = new Promise((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  }));
  db.catch(() => {}); // the app handles a failed open; nobody else should hear of it as unhandled
}

const whenParsed = (then: () => void) =>
  document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', then) : then();

/**
 * Fetches and runs the page's code when the plan says (./plan.ts, docs/first-paint.md); returns what runs it now.
 * `prepare` (what the code needs before its first request) runs once, just before the code is fetched.
 */
function loadCode({ waves, fetch, run }: StartPlan, prepare: () => void): () => void {
  let prepared = false;
  const prepareOnce = () => {
    if (!prepared) prepare();
    prepared = true;
  };
  const fetchWave = (name: string) => {
    prepareOnce();
    requestWave(name); // a wave asked for already is not asked for again
  };
  if (fetch === 'now') {
    prepareOnce();
    // a visitor's were asked for by the head script, the island's first (./links.ts, requestWaves)
    for (const name of waves) requestWave(name);
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Each request is set up on the main thread, a few milliseconds at 1x CPU (the page's first, more). Fetched now,
    // after the first paint: the entry's script asks for the entry itself (a preload first while the document is
    // still being parsed), and every other wave comes in a task of its own, so that none of these tasks is a long one.
    if (document.readyState === 'loading') fetchWave(WAVE.entry);
    prepareOnce();
    whenParsed(() => runWave(WAVE.entry));
    for (const name of waves) if (name !== WAVE.entry) setTimeout(() => fetchWave(name));
  };
  if (run === 'now') {
    start();
    return start;
  }
  for (const type of ['focusin', 'pointerdown', 'keydown'])
    document.addEventListener(type, start, { once: true, capture: true });
  // the task after the next frame, the one that paints the parsed screen; the timer covers a tab drawing no frames
  whenParsed(() => {
    setTimeout(start, PAINT_WAIT_MS);
    requestAnimationFrame(() => setTimeout(start));
  });
  return start;
}

/** The sign-in's provider call goes out now, as the app would send it: its answer waits for the app. Resolves once
 * it is out. */
async function sendSignIn(): Promise<void> {
  const email = field('email');
  const password = field('password')?.value ?? '';
  if (!email?.value.trim() || !email.validity.valid || !password) return; // the app will say what is wrong
  const sent = { email: email.value, password };
  const userName = normalizeEmail(email.value);
  sendHeld(getMemberRequest(userName, await hashPassword(userName, password)));
  // the page's first date format sets up the browser's locale data, a long task: made while the call is out, the
  // greeting's expiry date (./greeting.ts) and the app's dates find it done (docs/locale-data.md)
  requestAnimationFrame(() => setTimeout(() => new Intl.DateTimeFormat()));
  // the greeting script at the document's end (./greeting.ts) may paint the dashboard from the answer
  void handoff()
    .call!.response.then((answer) => handoff().greet?.(answer, sent))
    .catch(() => {}); // no answer: the app signs in as usual
}

/**
 * A form the head script held (./head.ts) starts the code, and a sign-in sends its provider call at once; so does a
 * sign-in the island or the app is about to send while its membership code may still be on its way (`sendAhead`).
 */
function sendOnHeld(startCode: () => void): void {
  const start = handoff();
  start.held = (formId) => {
    startCode();
    // no Web Crypto (an insecure origin): the app signs in as usual
    return formId === SIGN_IN_FORM ? sendSignIn().catch(() => {}) : Promise.resolve();
  };
  // submitted while this script was still on its way
  if (start.heldForm) void start.held(start.heldForm);
}

export function boot(): void {
  let signedIn = false;
  let plan: StartPlan = planStart({ hash: '' }); // as for a visitor at `/`, should the browser refuse what follows
  try {
    const facts = readFacts();
    signedIn = !!facts.signedIn;
    plan = planStart({ ...facts, kept: signedIn && paintKept() });
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
  sendOnHeld(loadCode(plan, prepare));
}
