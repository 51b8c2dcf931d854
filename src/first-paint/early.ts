// index.html's first inline script, and what the boot script (./boot.ts) shares with it: which screen the document
// carries for this address, and which of the code's waves the page needs (docs/first-paint.md, "The early script").
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { requestWave } from './links';
import { connection } from '../services/connection';
import { LANGUAGE_HINT, SIGNED_IN_FLAG, WAVE } from '../names';

export const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused: a first visit
  }
};

/**
 * A field of the prerendered screen in `#app` (the boot script and the greeting script read the sign-in's), never
 * one of the same id elsewhere: a kept screen or the early greeting is painted before `#app`.
 */
export const field = (id: string) => document.querySelector<HTMLInputElement>(`body > #app #${id}`);

/** The prerendered sign-in is `/`'s screen (and /sign-in's). */
export const atSignIn = (hash: string) => /^(#\/?(sign-in)?)?$/.test(hash);

/**
 * The code a page needs: at the prerendered sign-in, everything a sign-in takes (most visitors there are about to
 * sign in, often with a password manager that fills the form at once); elsewhere the entry and the app chunk.
 */
export const wavesFor = (hidden: boolean, english: boolean): string[] =>
  hidden
    ? [WAVE.entry, WAVE.eager, WAVE.app]
    : [WAVE.entry, WAVE.eager, WAVE.island, WAVE.app, ...(english ? [WAVE.englishTable] : []), WAVE.signingIn];

/**
 * A visitor's sign-in on a link the browser rates as fast (Network Information API: effectiveType '4g', a round trip
 * under about 270 ms): its code waits for the screen to be on view (./boot.ts). Fetched during the document, the code
 * costs the first paint nothing a member sees there, but Lighthouse's simulation then counts all of it before the
 * largest paint (docs/first-paint.md, "The code"). Slower links, and browsers that do not say (Firefox, Safari), fetch
 * it at once.
 */
export const codeWaitsForView = (hidden: boolean): boolean => !hidden && connection()?.effectiveType === '4g';

export const isEnglish = (language: string | null) => !language || language === DEFAULT_LANGUAGE;

/**
 * index.html's first script, right after the module links: with no member signed in on this device, the code is
 * asked for at once, a throttled chunk of the document before the boot script below has arrived (on slow 2G its
 * 2 s round trip then overlaps the rest of the document). A member's requests wait for the boot script (a kept
 * screen paints first), and so does a visitor's sign-in on a fast link.
 */
export function requestEarly(): void {
  try {
    if (read(SIGNED_IN_FLAG) !== null) return;
    const hidden = !atSignIn(location.hash);
    if (codeWaitsForView(hidden)) return;
    for (const name of wavesFor(hidden, isEnglish(read(LANGUAGE_HINT)))) requestWave(name);
  } catch {
    // an old or locked-down browser: the boot script asks for the code
  }
}
