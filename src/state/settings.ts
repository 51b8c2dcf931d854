// Part of the main bundle: the member's choices (spec section 3: language, location, storeLocation).
import { createModel, signal } from '@preact/signals';
import type { Language } from '../i18n/languages';
import { DEFAULT_SETTINGS, type Settings, type StoreChoice } from '../services/settings-data';

export {
  DEFAULT_SETTINGS,
  isStoreChoice,
  isStoreMarket,
  OTHER_STORE,
  STORE_MARKETS,
  type Settings,
  type StoreChoice,
  type StoreMarket,
} from '../services/settings-data';

export const SettingsModel = createModel(() => {
  const language = signal<Language>(DEFAULT_SETTINGS.language);
  const location = signal(DEFAULT_SETTINGS.location);
  const storeLocation = signal<StoreChoice>(DEFAULT_SETTINGS.storeLocation);

  function apply(next: Partial<Settings>) {
    if (next.language) language.value = next.language;
    if (next.location !== undefined) location.value = next.location;
    if (next.storeLocation !== undefined) storeLocation.value = next.storeLocation;
  }

  const snapshot = (): Settings => ({
    language: language.value,
    location: location.value,
    storeLocation: storeLocation.value,
  });

  return { language, location, storeLocation, apply, snapshot };
});
