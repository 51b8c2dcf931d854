// @ts-check
/** Everything the content service answers, built once at start (dates are relative to that day). */
import { bannerSettings } from './banner.js';
import { buildMasterClasses, CLASSES, HOSTILE_CLASS_IDS } from './classes.js';
import { buildContacts, HOSTILE_CONTACT_ID } from './contacts.js';
import { classId, FEEDS, feedItemId, HOSTILE_POSITIONS } from './feed-ids.js';
import { englishFeed } from './feeds-en.js';
import { translatedFeed } from './feeds-i18n.js';
import { FEED_CONTENT } from './feeds/index.js';
import { buildLocations } from './locations.js';
import { siteOptions } from './markets.js';
import { TRANSLATIONS } from './translations.js';

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
    HOSTILE_POSITIONS.map((i) => ({
      route: `/wp-json/wp/v2/${type}`,
      lang: 'en',
      page: Math.floor(i / 10) + 1,
      id: feedItemId(type, 'en', i),
    })),
  ),
  ...HOSTILE_CLASS_IDS.map((id) => ({ route: '/wp-json/wp/v2/master-class', lang: 'en', page: upcomingPage(id), id })),
  { route: '/wp-json/wp/v2/contact', lang: 'en', page: 1, id: HOSTILE_CONTACT_ID },
]);

/** The page (of 10) an English class is on among the upcoming ones, which come in start order. @param {number} id */
function upcomingPage(id) {
  const upcoming = CLASSES.map(([, days], i) => ({ days, id: classId('en', i) })).filter((c) => c.days >= 0);
  upcoming.sort((a, b) => a.days - b.days);
  return Math.floor(upcoming.findIndex((c) => c.id === id) / 10) + 1;
}

/**
 * @param {{ today?: Date, publicBase?: string, hostile?: boolean }} [options] `hostile`: the hostile samples, for
 *   the tests of the app's sanitizer (HOSTILE_ITEMS); the demo has none
 */
export function buildCatalog({ today = new Date(), publicBase = '', hostile = false } = {}) {
  const ctx = { today, publicBase, hostile };
  const languages = Object.entries(TRANSLATIONS);
  /** @type {Record<FeedType, Record<string, object[]>>} feed, then wpml_language code */
  const feeds = Object.fromEntries(
    FEED_CONTENT.map((content) => [
      content.type,
      Object.fromEntries([
        ['en', englishFeed(content, ctx)],
        ...languages.map(([lang, pack]) => [lang, translatedFeed(content, lang, pack, ctx)]),
      ]),
    ]),
  );
  return {
    feeds,
    /** wpml_language code to that language's classes */
    masterClasses: /** @type {Record<string, ReturnType<typeof buildMasterClasses>>} */ (
      Object.fromEntries([
        ['en', buildMasterClasses(today, 'en', undefined, hostile)],
        ...languages.map(([lang, pack]) => [lang, buildMasterClasses(today, lang, pack, hostile)]),
      ])
    ),
    locations: buildLocations(CLASSES, hostile),
    contacts: buildContacts(hostile),
    siteOptions: siteOptions(),
    banner: bannerSettings(hostile),
  };
}
