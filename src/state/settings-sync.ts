// Part of the app chunk (src/app/app-chunk.tsx): settings changed here are stored, settings stored by another tab applied.
import { fetchLanguage, loadLanguage } from '../i18n/load';
import type { Language } from '../i18n/languages';
import { bounded, store } from '../services/storage/record';
import { parseSettings, settingsRecord } from '../services/storage/settings-record';
import { get } from 'idb-keyval';
import { effect, signal } from '@preact/signals';
import { settings } from './app-state';
import { islandPick, writeLanguageHint } from './hints';
import { tracked } from '../services/fetching';
import type { Settings } from './settings';
import { dropKept } from '../services/kept-screens';

// While a local change is under way, or storage refused the last one, memory is ahead of the stored record.
let localChangesUnderWay = 0;
let localChangeCount = 0;
let lastWriteRefused = false;

/** A language the switcher could not switch to (its table out of reach): the frame's toast offers it again, until
 * the language in use changes, by whatever way (the switcher, Settings, another tab). */
export const languageFailed = signal<Language | null>(null);
effect(() => void (settings.language.value, (languageFailed.value = null)));

async function changeLocally(change: () => Promise<void>): Promise<boolean> {
  localChangesUnderWay++;
  localChangeCount++;
  const language = settings.language.peek();
  try {
    await change();
    // screens kept in the language before: the next start waits for the code (another tab's change was made here)
    if (settings.language.peek() !== language) dropKept();
    writeLanguageHint(settings.language.value);
    lastWriteRefused = !(await settingsRecord.write(settings.snapshot()));
    return !lastWriteRefused;
  } finally {
    localChangesUnderWay--;
  }
}

/** Applies and remembers settings at once; false when the device could not keep them. A new language's table is a
 * load the loading bar shows, as the switcher's is. */
export function saveSettings(next: Settings): Promise<boolean> {
  return changeLocally(async () => {
    if (next.language !== settings.language.value) await tracked(loadLanguage(next.language));
    settings.apply(next);
  });
}

/** Switches the interface once the language's table is here, and remembers the choice (spec section 4, Language
 * change). Meanwhile the switcher shows the pick. A table out of reach changes nothing and raises the toast; a pick
 * made meanwhile wins, however the two requests end. */
export async function changeLanguage(language: Language): Promise<void> {
  languageFailed.value = null;
  islandPick.language.value = language;
  const latest = () => islandPick.language.peek() === language;
  try {
    await changeLocally(async () => {
      const switchNow = await tracked(fetchLanguage(language));
      if (!latest()) return;
      switchNow();
      settings.language.value = language;
    });
  } catch {
    if (latest()) languageFailed.value = language;
  } finally {
    if (latest()) islandPick.language.value = null; // the switcher shows the language in use
  }
}

/** The guard's run (spec section 4): applies stored settings that another tab changed, unless memory is ahead. */
export async function applyStoredSettings(): Promise<void> {
  const countAtRead = localChangeCount;
  const stored = parseSettings(await bounded(get(settingsRecord.key, store)).catch(() => null));
  const nothingToApply = () =>
    !stored || localChangesUnderWay > 0 || lastWriteRefused || localChangeCount !== countAtRead;
  if (nothingToApply()) return;
  const { language, location, storeLocation } = stored!;
  if (language !== settings.language.value) {
    let switchNow: () => void;
    try {
      switchNow = await fetchLanguage(language);
    } catch {
      return; // its table is out of reach (offline): the next run tries again
    }
    // a pick made meanwhile (its table may have come first) is newer: the interface stays in that one
    if (nothingToApply()) return;
    switchNow();
    settings.language.value = language;
    writeLanguageHint(language);
  }
  if (location !== settings.location.value || storeLocation !== settings.storeLocation.value)
    settings.apply({ location, storeLocation });
}
