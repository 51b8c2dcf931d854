// @ts-check
/** Translated feeds: each feed (./feeds/) in each language of translations.js, fewer items than English. */
import { addDays, isoDay } from '../dates.js';
import { feedItemId } from './feed-ids.js';
import { productPath } from './phrases.js';
import { wpPost } from './wp.js';

/** @typedef {import('./feeds/index.js').Ctx} Ctx */
/** @typedef {import('./feeds/index.js').FeedContent} FeedContent */
/** @typedef {import('./translations.js').LanguagePack} LanguagePack */

/**
 * A feed's posts in one language, none if its module has no items in it.
 * @param {FeedContent} content
 * @param {string} lang wpml_language code
 * @param {LanguagePack} pack
 * @param {Ctx} ctx
 */
export function translatedFeed(content, lang, pack, { today, publicBase }) {
  const { type } = content;
  const { items, ...text } = content.languages[lang] ?? { items: [] };
  const month = new Intl.DateTimeFormat(pack.locale, { month: 'long', year: 'numeric', calendar: 'gregory' });

  /** @param {string} lead @param {number} i */
  const description = (lead, i) =>
    [
      `<p>${lead}</p>`,
      `<ul>${pack.steps.map((s) => `<li>${s}</li>`).join('')}</ul>`,
      `<p><strong>${pack.tip}</strong> ${pack.tipText} <a href="https://store.example/${pack.market}/${productPath(i)}">${pack.shop}</a></p>`,
    ].join('\n');

  return items.map((item, i) => {
    const {
      title,
      content: html,
      acf,
    } = content.translated(item, i, {
      lang,
      pack,
      text,
      description,
      month,
      today,
      publicBase,
    });
    return wpPost({
      id: feedItemId(type, lang, i),
      type,
      date: `${isoDay(addDays(today, -(i * 4 + 2)))}T10:00:00`,
      slug: `${type}-${lang}-${i + 1}`,
      title,
      content: html,
      acf,
    });
  });
}
