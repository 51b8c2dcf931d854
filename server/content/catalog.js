// @ts-check
/** Everything the content service answers, built once at start (dates are relative to that day). */
import { bannerSettings } from './banner.js';
import { buildContacts, buildLocations, buildMasterClasses, HOSTILE_CLASS_IDS, HOSTILE_CONTACT_ID } from './classes.js';
import { FEEDS, feedItemId, HOSTILE_POSITIONS } from './feed-ids.js';
import { articles, artistSpotlights, newsletters, productTips, videos } from './feeds-en.js';
import { translatedFeeds } from './feeds-i18n.js';
import { siteOptions } from './markets.js';

/** @typedef {import('./feed-ids.js').FeedType} FeedType */

export { HOSTILE_PAYLOAD_COUNT, HOSTILE_PAYLOADS } from './hostile.js';

/** Every post id whose title, description or links are hostile, for the app's sanitiser tests. */
export const HOSTILE_ITEM_IDS = Object.freeze([
  ...FEEDS.flatMap((type) => HOSTILE_POSITIONS.map((i) => feedItemId(type, 'en', i))),
  ...HOSTILE_CLASS_IDS,
  HOSTILE_CONTACT_ID,
]);

/** The same list with where to find each item (the banner's translations are hostile as well). */
export const HOSTILE_ITEMS = Object.freeze([
  ...FEEDS.flatMap((type) =>
    HOSTILE_POSITIONS.map((i) => ({ route: `/wp-json/wp/v2/${type}`, lang: 'en', page: Math.floor(i / 10) + 1, id: feedItemId(type, 'en', i) })),
  ),
  ...HOSTILE_CLASS_IDS.map((id) => ({ route: '/wp-json/wp/v2/master-class', lang: 'en', page: 1, id })),
  { route: '/wp-json/wp/v2/contact', lang: 'en', page: 1, id: HOSTILE_CONTACT_ID },
]);

/**
 * @param {{ today?: Date, publicBase?: string }} [options]
 */
export function buildCatalog({ today = new Date(), publicBase = '' } = {}) {
  const ctx = { today, publicBase };
  const fr = translatedFeeds('fr', ctx);
  const ar = translatedFeeds('ar', ctx);
  const ja = translatedFeeds('ja', ctx); // news only so far
  /** @type {Record<FeedType, Record<string, object[]>>} */
  const feeds = {
    video: { en: videos(ctx), fr: fr.video, ar: ar.video },
    'product-tip': { en: productTips(ctx), fr: fr['product-tip'], ar: ar['product-tip'] },
    article: { en: articles(ctx), fr: fr.article, ar: ar.article, ja: ja.article },
    'artist-spotlight': { en: artistSpotlights(ctx) },
    newsletter: { en: newsletters(ctx) },
  };
  return {
    feeds,
    masterClasses: buildMasterClasses(today),
    locations: buildLocations(),
    contacts: buildContacts(),
    siteOptions: siteOptions(),
    banner: bannerSettings(),
  };
}
