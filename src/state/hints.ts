// Part of the main bundle: what this device tells the app before its storage is read.
import { signal } from '@preact/signals';
import { LANGUAGE_HINT, SIGNED_IN_FLAG } from '../names';
import { isLanguage, type Language } from '../i18n/languages';

export { LANGUAGE_HINT, SIGNED_IN_FLAG };

/** A head start kept in localStorage (readable at once, unlike IndexedDB); when storage refuses it, only
 * the head start is lost. `null` removes it. */
export function hint(key: string, value?: string | null): string | null {
  try {
    if (value === undefined) return localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // private mode, quota: the app starts as it would on a first visit
  }
  return null;
}

/** The language of the last session (settings themselves live in IndexedDB), so the entry can start
 * fetching its table before the stored settings have been read. */
export function languageHint(): Language | null {
  const value = hint(LANGUAGE_HINT);
  return isLanguage(value) ? value : null;
}
export const hintLanguage = (language: Language) => hint(LANGUAGE_HINT, language);



/**
 * The sign-in island (src/app/island.tsx) runs before this device's stored settings have been read. A language
 * picked there meanwhile waits here, and the app applies it once it has read them (src/app/boot.tsx):
 * applied at once, the stored settings arriving after it would undo it.
 */
export const earlyPick = { waiting: false, language: signal<Language | null>(null) };
