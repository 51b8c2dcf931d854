// @ts-check
/**
 * The content service's translations: every feed, the banner and the master classes in the app's 14 other
 * languages, one module per language under lang/. English is generated in feeds-en.js, classes.js and banner.js.
 */
import ar from './lang/ar.js';
import de from './lang/de.js';
import el from './lang/el.js';
import es from './lang/es.js';
import fr from './lang/fr.js';
import he from './lang/he.js';
import it from './lang/it.js';
import ja from './lang/ja.js';
import ko from './lang/ko.js';
import nl from './lang/nl.js';
import pt from './lang/pt.js';
import th from './lang/th.js';
import tr from './lang/tr.js';
import zh from './lang/zh.js';

/** @typedef {[string, string]} Pair */

/**
 * @typedef {object} LanguagePack
 * @property {string} locale BCP 47 tag; newsletter titles name the month the way it writes it
 * @property {string} wpml the banner's key for the language (the app's language value)
 * @property {string} market the store its own links point to (the US store for a language without one)
 * @property {string[]} steps three list items used in every feed description
 * @property {string} shop link text into the store
 * @property {string} tip label before the closing tip
 * @property {string} tipText
 * @property {string} watch a video's link text
 * @property {string} readMore a news item's link text
 * @property {string} subHeading a news item's sub-heading
 * @property {string} meetArtist a spotlight's button text
 * @property {string} readIssue a newsletter's link text
 * @property {string} portrait a spotlight preview's alt text, with {name}
 * @property {string} atWork a spotlight picture's alt text, with {name}
 * @property {string} signature the line naming an artist's signature product, with {product}
 * @property {string} newsletter a newsletter's title, with {month} (month and year as the language writes them)
 * @property {{ video: Pair[], 'product-tip': Pair[], article: Pair[], 'artist-spotlight': Pair[], newsletter: string[] }} items
 *   [title, lead] per video, tip and news item (the fourth news item is a promotion); [name, text with {name}]
 *   per spotlight; a lead per newsletter, newest first
 * @property {{ notice: string, login: string }} banner the notifications and sign-in banners (HTML)
 * @property {import('./classes.js').ClassTexts & { titles: Record<import('./classes.js').ClassKey, string> }} classes
 */

/** @type {Record<string, LanguagePack>} wpml_language code to pack */
export const TRANSLATIONS = { fr, es, pt, it, de, zh, he, ja, ko, nl, el, tr, th, ar };
