// Part of the main bundle: what this device tells the app before its storage is read.
import { signal } from '@preact/signals';
import { LANGUAGE_HINT, SIGNED_IN_FLAG } from '../names';
import { isLanguage, type Language } from '../i18n/languages';

export { LANGUAGE_HINT, SIGNED_IN_FLAG };

/** Hints live in localStorage (readable at once, unlike IndexedDB); where it refuses, only the head start is lost. */
export function tryStorage<T>(use: () => T): T | null {
  try {
    return use();
  } catch {
    return null; // private mode, quota: the app starts as on a first visit
  }
}

export const readHint = (key: string): string | null => tryStorage(() => localStorage.getItem(key));

/** Set at sign-in (in any tab), removed as sign-out begins, before storage is cleared (./signed-in-flag.ts). */
export const signedInFlagged = (): boolean => readHint(SIGNED_IN_FLAG) !== null;

/** The last session's language, so its table can be fetched before the stored settings are read. */
export function languageHint(): Language | null {
  const value = readHint(LANGUAGE_HINT);
  return isLanguage(value) ? value : null;
}
export const writeLanguageHint = (language: Language): void =>
  void tryStorage(() => localStorage.setItem(LANGUAGE_HINT, language));

/** A language picked on the sign-in island waits here for the stored settings, which would undo it if read after;
 * later, a pick waits here for its tables (src/state/settings-sync.ts). The switcher shows it meanwhile. */
export const islandPick = { waiting: false, language: signal<Language | null>(null) };
