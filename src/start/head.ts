// index.html's head script, and what the boot script (./boot.ts) shares with it: what the inline scripts know of
// this start, for its plan (./plan.ts; docs/first-paint.md, "The stages").
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { preloadFew, requestWaves } from './links';
import { codeFor, type StartFacts } from './plan';
import { HIDDEN_CLASS, KEPT_CSS, KEPT_ID, LANGUAGE_HINT, REVEAL_AFTER_MS, SIGNED_IN_FLAG } from '../names';
import { handoff } from './handoff';

/**
 * A hint in localStorage, as the inline scripts read it. It does what the app's `readHint` (src/state/hints.ts) does,
 * but that module makes a signal at load, and this one is inlined into index.html, in the first round trip: importing
 * it would bring @preact/signals into the head script.
 */
export const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused: a first visit
  }
};

/**
 * A field of the prerendered screen in `#app` (the boot script and the greeting script read the sign-in's), never
 * one of the same id elsewhere: a kept screen or the greeting is painted before `#app`.
 */
export const field = (id: string) => document.querySelector<HTMLInputElement>(`body > #app #${id}`);

export const isEnglish = (language: string | null) => !language || language === DEFAULT_LANGUAGE;

/** What the inline scripts know of this start (./plan.ts): the head script does not know of a kept copy yet. */
export const readFacts = (kept?: boolean): StartFacts => ({
  hash: location.hash,
  signedIn: read(SIGNED_IN_FLAG) !== null,
  online: navigator.onLine,
  english: isEnglish(read(LANGUAGE_HINT)),
  kept,
});

/** Hides the prerendered sign-in where it is not this page's screen, until the app replaces it: after REVEAL_AFTER_MS
 * it shows after all, unless a kept screen (./kept-paint.ts) stands in for it then (one dropped meanwhile does not). */
function hidePrerendered(): void {
  const root = document.documentElement;
  root.classList.add(HIDDEN_CLASS);
  setTimeout(() => document.getElementById(KEPT_ID) || root.classList.remove(HIDDEN_CLASS), REVEAL_AFTER_MS);
}

/**
 * A member's start draws no frame until the parser is past the kept screens' rules (`rel=expect`), after the hidden
 * sign-in: a kept copy (./kept-paint.ts) is painted by then, and the frames before it would have nothing on them, each
 * stopping the parser for the display's next one. Where the browser does not know `rel=expect` it draws them.
 */
function holdFrames(): void {
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'expect', href: `#${KEPT_CSS}`, blocking: 'render' }),
  );
}

/**
 * Holds a form submitted before the code runs (the browser's submission would lose it): the boot script, once it has
 * run, sends it on (`held`), and use-form.ts submits it once the app has taken over.
 */
function holdSubmissions(): void {
  document.addEventListener(
    'submit',
    (event) => {
      if (document.documentElement.dataset.app) return; // the island or the app has taken over: its handlers decide
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const start = handoff();
      if (start.heldForm === form.id) return; // a second tap: the first is on its way
      form.setAttribute('aria-busy', 'true');
      start.heldForm = form.id;
      void start.held?.(form.id);
    },
    true,
  );
}

/**
 * index.html's first script, right after the module links, before the CSS and the body: with no member signed in on
 * this device, the code is asked for at once (on slow 2G its 2 s round trip then overlaps the rest of the document); a
 * member's requests wait for the boot script, after the prerendered screen (a kept screen paints first). It hides the
 * prerendered screen where it is not this page's and holds what is submitted until the boot script has come.
 */
export function head(): void {
  try {
    const facts = readFacts();
    const plan = codeFor(facts);
    if (plan.fetch === 'now') requestWaves(plan.waves, preloadFew);
    if (plan.hidden) hidePrerendered();
    if (facts.signedIn) holdFrames();
  } catch {
    // an old or locked-down browser: the boot script asks for the code, the app decides the rest
  }
  holdSubmissions();
}
