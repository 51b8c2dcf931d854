// @ts-check
/** Stable post ids per feed and language, so tests can name items without fetching first. */
import { FEED_CONTENT } from './feeds/index.js';

/** The feeds' WordPress types (./feeds/). */
export const FEEDS = Object.freeze(FEED_CONTENT.map((f) => f.type));
/** @typedef {string} FeedType */

/** The languages the app may ask for; only some have content. */
export const LANGUAGES = Object.freeze([
  'en',
  'fr',
  'es',
  'pt',
  'it',
  'de',
  'zh',
  'he',
  'ja',
  'ko',
  'nl',
  'el',
  'tr',
  'th',
  'ar',
]);

/** English feed sizes (./feeds/): newsletter has exactly two pages, the rest spill onto a third. */
export const ENGLISH_COUNTS = /** @type {Readonly<Record<FeedType, number>>} */ (
  Object.freeze(Object.fromEntries(FEED_CONTENT.map((f) => [f.type, f.english])))
);

/** English items at these positions carry hostile markup: one on page 1, one on page 2. */
export const HOSTILE_POSITIONS = Object.freeze([2, 13]);

const FEED_BASE = /** @type {Record<FeedType, number>} */ (
  Object.fromEntries(FEED_CONTENT.map((f) => [f.type, f.base]))
);
/** WPML stores each translation as its own post, so translations get their own ids; these three came first. */
const LANGUAGE_OFFSET = /** @type {Record<string, number>} */ ({ en: 0, fr: 300, ar: 600, ja: 900 });

/**
 * @param {FeedType} type
 * @param {string} lang
 * @param {number} index 0 = newest
 */
export function feedItemId(type, lang, index) {
  if (!(type in FEED_BASE)) throw new Error(`no feed ${type}`);
  if (lang in LANGUAGE_OFFSET && index < 300) return FEED_BASE[type] + LANGUAGE_OFFSET[lang] + index + 1;
  // the other languages: a block of 1,000 each from 10,000, 100 per feed
  const l = LANGUAGES.indexOf(lang);
  if (l < 0 || lang in LANGUAGE_OFFSET || index >= 100) throw new Error(`no post id for ${type} ${lang} ${index}`);
  return 10_000 + l * 1000 + FEEDS.indexOf(type) * 100 + index + 1;
}

/**
 * A master class's post id: English from 101 (the ids the hostile samples and tests name), each
 * translation in a block of 100 from 30,000, clear of every feed id.
 * @param {string} lang
 * @param {number} index position in the seed list
 */
export function classId(lang, index) {
  const l = LANGUAGES.indexOf(lang);
  if (l < 0 || index >= 99) throw new Error(`no post id for master class ${lang} ${index}`);
  return lang === 'en' ? 101 + index : 30_000 + l * 100 + index + 1;
}
