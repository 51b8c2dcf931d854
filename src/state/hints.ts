// Part of the main bundle: what this device tells the app before its storage is read.
import { signal } from '@preact/signals';
import { LANGUAGE_HINT, SIGNED_IN_FLAG } from '../names';
import { isLanguage, type Language } from '../i18n/languages';

export { LANGUAGE_HINT, SIGNED_IN_FLAG };

/** Hints live in localStorage (readable at once, unlike IndexedDB); where it refuses, only the head start is lost. */
function tryStorage<T>(use: () => T): T | null {
  try {
    return use();
  } catch {
    return null; // private mode, quota: the app starts as on a first visit
  }
}

const readHint = (key: string): string | null => tryStorage(() => localStorage.getItem(key));

/** Set at sign-in (in any tab), removed as sign-out begins, before storage is cleared. */
export const readFlag = (): string | null => readHint(SIGNED_IN_FLAG);
export const signedInFlagged = (): boolean => readFlag() !== null;
/** A sign-out has begun (in any tab): the flag is gone from a storage that answers (one that refuses tells nothing). */
export const signOutBegun = (): boolean => tryStorage(() => localStorage.getItem(SIGNED_IN_FLAG) === null) === true;
/** The flag as this tab last set it: a sign-in in another tab sets one of its own. */
let ownFlag: string | null = null;
/** Sets or clears the flag; set, it holds the time it was set (whatever its value, the boot script reads a member). */
export const flagSignedIn = (on: boolean): void =>
  void tryStorage(() =>
    on ? localStorage.setItem(SIGNED_IN_FLAG, (ownFlag = String(Date.now()))) : localStorage.removeItem(SIGNED_IN_FLAG),
  );
/** The flag stored is the one this tab set, not a later sign-in's in another tab. */
export const flagIsOwn = (): boolean => ownFlag !== null && readFlag() === ownFlag;
/** How long ago the flag was set (Infinity for a flag from before it held a time, or none). */
export const flagAge = (now = Date.now()): number => {
  const at = Number(readFlag());
  return at > 1 && at <= now ? now - at : Infinity;
};

/** The last session's language, so its table can be fetched before the stored settings are read. */
export function languageHint(): Language | null {
  const value = readHint(LANGUAGE_HINT);
  return isLanguage(value) ? value : null;
}
export const writeLanguageHint = (language: Language): void =>
  void tryStorage(() => localStorage.setItem(LANGUAGE_HINT, language));

/** A language picked on the sign-in island waits here for the stored settings, which would undo it if read after;
 * later, a pick waits here for its tables (src/state/settings-sync.ts). The switcher shows it meanwhile. */
export const earlyPick = { waiting: false, language: signal<Language | null>(null) };
