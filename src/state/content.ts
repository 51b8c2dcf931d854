// Site-wide content loaded once per session: store links and the notifications banner (spec section 4, Other).
import { computed, signal } from '@preact/signals';
import type { Banner, MarketLinks } from '../services/content/entities';
import { getBanner, getSiteOptions } from '../services/content/content-api';
import { settings } from './app-state';

export const storeLinks = signal<MarketLinks>({});
let optionsLoad: Promise<void> | null = null;

/** The global store links, fetched once; a failure is retried on the next call. */
export function loadSiteOptions(): Promise<void> {
  optionsLoad ??= getSiteOptions().then(
    (o) => void (storeLinks.value = o.storeLinks),
    () => void (optionsLoad = null),
  );
  return optionsLoad;
}

export const banner = signal<Banner | null>(null);
export const bannerError = signal(false);
let bannerLoad: Promise<void> | null = null;

/** The banner is loaded once; an empty answer sets the error flag. */
export function loadBanner(): Promise<void> {
  bannerLoad ??= getBanner().then(
    (b) => {
      banner.value = b;
      bannerError.value = b === null;
    },
    () => {
      bannerError.value = true;
      bannerLoad = null;
    },
  );
  return bannerLoad;
}

/** The banner text in the member's language, English when it has none. */
export const bannerText = computed(() => {
  const b = banner.value;
  if (!b || !b.visible) return '';
  return b.translations[settings.language.value] || b.translations.english || '';
});
