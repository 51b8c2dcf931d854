// @ts-check
/** Stable post ids per feed and language, so tests can name items without fetching first. */

export const FEEDS = /** @type {const} */ (['video', 'product-tip', 'article', 'artist-spotlight', 'newsletter']);
/** @typedef {typeof FEEDS[number]} FeedType */

/** The languages the app may ask for; only some have content. */
export const LANGUAGES = Object.freeze(['en', 'fr', 'es', 'pt', 'it', 'de', 'zh', 'he', 'ja', 'ko', 'nl', 'el', 'tr', 'th', 'ar']);

/** English feed sizes: newsletter has exactly two pages, the rest spill onto a third. */
export const ENGLISH_COUNTS = Object.freeze({ video: 25, 'product-tip': 23, article: 27, 'artist-spotlight': 24, newsletter: 20 });

/** English items at these positions carry hostile markup: one on page 1, one on page 2. */
export const HOSTILE_POSITIONS = Object.freeze([2, 13]);

const FEED_BASE = { video: 2000, 'product-tip': 3000, article: 4000, 'artist-spotlight': 5000, newsletter: 6000 };
/** WPML stores each translation as its own post, so translations get their own ids. */
const LANGUAGE_OFFSET = /** @type {Record<string, number>} */ ({ en: 0, fr: 300, ar: 600, ja: 900 });

/**
 * @param {FeedType} type
 * @param {string} lang
 * @param {number} index 0 = newest
 */
export function feedItemId(type, lang, index) {
  // each language has 300 ids per feed; a fifth would need new bases, not an overlap
  if (!(lang in LANGUAGE_OFFSET) || index >= 300) throw new Error(`no post id for ${type} ${lang} ${index}`);
  return FEED_BASE[type] + LANGUAGE_OFFSET[lang] + index + 1;
}
