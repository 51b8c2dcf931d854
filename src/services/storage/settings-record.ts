// Part of the app chunk (src/app/app-chunk.tsx): language, default location and store market (spec section 3).
import { isLanguage, preferredLanguage } from '../../i18n/languages';
import { DEFAULT_SETTINGS, isStoreChoice, type Settings } from '../settings-data';
import { isObject, isString, storedRecord } from './record';

/** A first visit speaks the browser's language when we have it. */
export const defaultSettings = (): Settings => ({
  ...DEFAULT_SETTINGS,
  language: preferredLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
});

/** Keeps every valid field and replaces a bad one with its default, so one bad value loses nothing else. */
export function parseSettings(raw: unknown): Settings | null {
  if (!isObject(raw)) return null;
  const base = defaultSettings();
  return {
    language: isLanguage(raw.language) ? raw.language : base.language,
    location: isString(raw.location) && raw.location.length < 64 ? raw.location : base.location,
    storeLocation: isStoreChoice(raw.storeLocation) ? raw.storeLocation : base.storeLocation,
  };
}

export const settingsRecord = storedRecord<Settings>('settings', defaultSettings, parseSettings);
