// @ts-check
/**
 * The content service's feeds, one module each: its WordPress type, its post ids, its English items and its items
 * in every other language, written once in that module. ../feeds-en.js and ../feeds-i18n.js turn them into posts.
 */
import article from './article.js';
import artistSpotlight from './artist-spotlight.js';
import newsletter from './newsletter.js';
import productTip from './product-tip.js';
import video from './video.js';

/** @typedef {import('../translations.js').LanguagePack} LanguagePack */
/** @typedef {{ title: string, content: string, acf: object }} Made */
/** @typedef {{ n: number, odd: boolean } | null} Hostile where an English item's hostile payloads start, if any */
/** @typedef {{ today: Date, publicBase: string, hostile: boolean }} Ctx */
/**
 * @typedef {object} Translation what a translated item is made with
 * @property {string} lang wpml_language code
 * @property {LanguagePack} pack the language's shared texts (../lang/)
 * @property {Record<string, string>} text the feed's own texts in that language (its `languages[lang]`)
 * @property {(lead: string, i: number) => string} description a description in the language: lead, steps, tip
 * @property {Intl.DateTimeFormat} month month and year as the language writes them
 * @property {Date} today
 * @property {string} publicBase
 */
/**
 * @typedef {object} FeedContent
 * @property {string} type the WordPress post type, and the REST base `/wp-json/wp/v2/<type>`
 * @property {number} base its post ids: English from base + 1 (../feed-ids.js), a thousand apart
 * @property {number} english how many English items (page size 10)
 * @property {boolean} [opened] its description shows after a tap (hostile markup placed accordingly)
 * @property {(i: number, hostile: Hostile, ctx: Ctx) => Made} en the English item at i (0 = newest)
 * @property {(item: any, i: number, t: Translation) => Made} translated a translated item from its texts
 * @property {Record<string, Record<string, any> & { items: any[] }>} languages per wpml_language code: the feed's
 *   own texts and its items, newest first
 */

/** Every feed, in the order its ids were given. */
export const FEED_CONTENT = /** @type {const} */ ([video, productTip, article, artistSpotlight, newsletter]);
