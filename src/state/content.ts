// Site-wide content loaded once per session: store links and the banners (spec section 4, Other). No app-chunk
// import here: the sign-in screen's banner loads this before the app (src/screens/sign-in/login-banner.tsx).
import { computed, signal } from '@preact/signals';
import type { Banner, MarketLinks } from '../services/content/entities';
import { getBanner, getSiteOptions } from '../services/content/content-api';
import { settings } from './frame-state';

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
let bannerLoad: Promise<boolean> | null = null;

/** The banner is loaded once; an empty answer sets the error flag, and so does a failure, which the next load tries
 * again. Resolves to whether the request failed. */
export function loadBanner(): Promise<boolean> {
  bannerLoad ??= getBanner().then(
    (b) => {
      banner.value = b;
      bannerError.value = b === null;
      return false;
    },
    () => {
      bannerError.value = true;
      bannerLoad = null;
      return true;
    },
  );
  return bannerLoad;
}

/** A banner's text in the member's language, English when it has none. */
const inLanguage = (translations: Record<string, string>) =>
  translations[settings.language.value] || translations.english || '';

/** The dashboard's banner, when it is visible. */
export const bannerText = computed(() => (banner.value?.visible ? inLanguage(banner.value.translations) : ''));
/** The sign-in screen's banner, when its flag is on (banner_login_page). */
export const loginBannerText = computed(() =>
  banner.value?.loginVisible ? inLanguage(banner.value.loginTranslations) : '',
);
