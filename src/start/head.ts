// index.html's head script, and what the boot script (./boot.ts) shares with it: what the inline scripts know of
// this start, for its plan (./plan.ts; docs/first-paint.md, "The stages").
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { preloadFew, requestWaves } from './links';
import { codeFor, type StartFacts } from './plan';
import { LANGUAGE_HINT, SIGNED_IN_FLAG } from '../names';

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

/**
 * index.html's first script, right after the module links: with no member signed in on this device, the code is
 * asked for at once, a throttled chunk of the document before the boot script below has arrived (on slow 2G its
 * 2 s round trip then overlaps the rest of the document). A member's requests wait for the boot script (a kept
 * screen paints first).
 */
export function requestAtOnce(): void {
  try {
    const plan = codeFor(readFacts());
    if (plan.fetch === 'now') requestWaves(plan.waves, preloadFew);
  } catch {
    // an old or locked-down browser: the boot script asks for the code
  }
}
