// @ts-check
/**
 * The content service's translations: what the feeds share (a description's steps and tip, the shop link), the banner
 * and the master classes in the app's 14 other languages, one module per language under lang/. Each feed's own
 * texts and items, in every language, are in its module under feeds/. English is generated in feeds/, classes.js
 * and banner.js.
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

/**
 * @typedef {object} LanguagePack
 * @property {string} locale BCP 47 tag; newsletter titles name the month the way it writes it
 * @property {string} wpml the banner's key for the language (the app's language value)
 * @property {string} market the store its own links point to (the US store for a language without one)
 * @property {string[]} steps three list items used in every translated feed description
 * @property {string} shop link text into the store
 * @property {string} tip label before the closing tip
 * @property {string} tipText
 * @property {{ notice: string, login: string }} banner the notifications and sign-in banners (HTML)
 * @property {import('./classes.js').ClassTexts & { titles: Record<import('./classes.js').ClassKey, string> }} classes
 */

/** @type {Record<string, LanguagePack>} wpml_language code to pack */
export const TRANSLATIONS = { fr, es, pt, it, de, zh, he, ja, ko, nl, el, tr, th, ar };
