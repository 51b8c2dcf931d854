// @ts-check
/**
 * Hostile markup the content service serves inside otherwise normal items, so the app's sanitiser
 * is tested against what a compromised CMS could send. The payloads live in hostile-corpus.js; this
 * file decides how they are spread over the fields the app renders: every hostile description carries
 * the whole HTML corpus and every URL payload (as a link and an image), and the other fields (titles,
 * alt texts, button and link texts, URLs, buy-now links, class and contact fields, the banner) cycle
 * through the corpus from a per-item offset, so each payload also reaches plain-text and URL fields.
 */
import { HOSTILE_HTML, HOSTILE_TEXT, HOSTILE_URLS, PARSER_REPORTED } from './hostile-corpus.js';
import { MARKETS } from './markets.js';

export { HOSTILE_HTML, HOSTILE_PAYLOAD_COUNT, HOSTILE_PAYLOADS, HOSTILE_TEXT, HOSTILE_URLS } from './hostile-corpus.js';

/** Not an 11-character YouTube id; an embed built from it must be refused, not interpolated. */
export const HOSTILE_YOUTUBE_ID = 'x"onload="alert(1)';

/**
 * Where a payload may go. Everything reaches the descriptions a member opens (spotlights, master
 * classes). What is always on screen (feed lists, titles and other fields, the banner) leaves out what
 * an accessibility audit rejects on sight once sanitised (`<marquee>` moves text) and what a parser
 * reports to the CSP (PARSER_REPORTED), so other features' browser tests, which fail on any CSP report,
 * are not about these payloads.
 */
const ON_SCREEN_HTML = HOSTILE_HTML.filter((p) => !/<marquee/i.test(p) && !PARSER_REPORTED.includes(p));

/** @param {string} value the way WordPress writes a value into a double-quoted attribute */
const attr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {number} n */
export const hostileUrl = (n) => HOSTILE_URLS[n % HOSTILE_URLS.length];
/** @param {number} n */
export const hostileHtml = (n) => ON_SCREEN_HTML[n % ON_SCREEN_HTML.length];
/** @param {number} n */
export const hostileText = (n) => HOSTILE_TEXT[n % HOSTILE_TEXT.length];

/**
 * A plain-text field's value: an ordinary label followed by the n-th HTML or text payload.
 * The text payloads take every fourth turn so attribute break-outs reach text fields too.
 * @param {string} label
 * @param {number} n
 */
export const hostileField = (label, n) => `${label} ${n % 4 === 3 ? hostileText(n >> 2) : hostileHtml(n)}`;

/**
 * Buy-now links: every market gets a URL payload, starting at n.
 * @param {number} n
 * @returns {Record<string, string>}
 */
export const hostileLinks = (n) => Object.fromEntries(MARKETS.map((m, j) => [m, hostileUrl(n + j)]));

/**
 * An image whose URLs are hostile, its full size and each of its sizes (the app must drop them), or a real image
 * whose alt text is (the app must show it as text). Alternating by n puts payloads in both parts of image fields.
 * @param {import('./images.js').WpImage} image
 * @param {number} n
 */
export const hostileImage = (image, n) =>
  n % 2
    ? { ...image, alt: hostileField(image.alt, n) }
    : {
        ...image,
        url: hostileUrl(n),
        alt: hostileHtml(n),
        sizes: Object.fromEntries(
          Object.entries(image.sizes).map(([k, v], j) => [k, typeof v === 'string' ? hostileUrl(n + j) : v]),
        ),
      };

/**
 * Payloads that leave the parser inside foreign content, so a sanitiser drops everything after them
 * with them. They come after the end marker, or they would hide the rest of the sample.
 */
const SWALLOWS_REST = (/** @type {string} */ p) => p.startsWith('<form><math><mtext></form>');

/**
 * A description mixing ordinary HTML with hostile payloads. Each payload sits in its own <div> so an
 * unclosed one (an <svg> or a <form>) is ended before the next starts; the end marker shows that none
 * of them swallowed the rest. `opened` descriptions (spotlights, master classes: shown after a tap) carry
 * the whole corpus and every URL payload as a link and as an image; `listed` ones (always on screen in a
 * feed) carry the on-screen part and the URL payloads as links.
 * @param {string} intro
 * @param {'opened' | 'listed'} shown
 */
export function hostileDescription(intro, shown) {
  const html = shown === 'opened' ? HOSTILE_HTML : ON_SCREEN_HTML;
  const image = (/** @type {string} */ u) => (shown === 'opened' ? ` <img src="${attr(u)}" alt="">` : '');
  return [
    `<p>${intro}</p>`,
    ...html.filter((p) => !SWALLOWS_REST(p)).map((p) => `<div>${p}</div>`),
    ...HOSTILE_URLS.map((u, i) => `<p><a href="${attr(u)}">URL sample ${i + 1}</a>${image(u)}</p>`),
    // ordinary markup that must survive either sanitizer with its attributes: right-to-left text, a table
    '<p dir="rtl" lang="ar">نص للتحقق</p><table><tbody><tr><td colspan="2">Kept table cell</td></tr></tbody></table>',
    '<p><strong>End of hostile sample.</strong></p>',
    ...html.filter(SWALLOWS_REST),
  ].join('\n');
}

/** The banner: a real notice, then a handful of payloads (the audited dashboard shows it in every language). */
export function hostileBanner(/** @type {string} */ notice, /** @type {number} */ n) {
  const some = Array.from({ length: 8 }, (_, i) => hostileHtml(n + i * 17));
  return [notice, ...some.map((p) => `<div>${p}</div>`), `<p><a href="${attr(hostileUrl(n))}">More</a></p>`].join('\n');
}
