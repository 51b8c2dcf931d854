// @ts-check
/** Translated feeds (French, Arabic, Japanese): fewer items than English, built from translations.js. */
import { addDays, isoDay } from '../dates.js';
import { feedItemId } from './feed-ids.js';
import { image } from './images.js';
import { storeLinks, variedLinks } from './markets.js';
import { TRANSLATIONS } from './translations.js';
import { wpPost } from './wp.js';

/** @typedef {{ today: Date, publicBase: string }} Ctx */

const PRODUCT_PATHS = ['second-skin-foundation', 'velvet-matte-lipstick', 'hydra-prep-mist', 'longwear-concealer'];

/** The store a language's own links point to; Japan has no market of its own, so the US store, as in English. */
const MARKET = { fr: 'be', ar: 'middle_east', ja: 'us' };

/**
 * @param {'fr' | 'ar' | 'ja'} lang
 * @param {Ctx} ctx
 */
export function translatedFeeds(lang, { today, publicBase }) {
  const pack = TRANSLATIONS[lang];
  const market = MARKET[lang];

  /** @param {string} lead @param {number} i */
  const description = (lead, i) =>
    [
      `<p>${lead}</p>`,
      `<ul>${pack.steps.map((s) => `<li>${s}</li>`).join('')}</ul>`,
      `<p><strong>${pack.tip}</strong> ${pack.tipText} ` +
        `<a href="https://store.example/${market}/products/${PRODUCT_PATHS[i % PRODUCT_PATHS.length]}">${pack.shop}</a></p>`,
    ].join('\n');

  /**
   * @param {'video' | 'product-tip' | 'article'} type
   * @param {(title: string, i: number) => object} acf
   */
  const build = (type, acf) =>
    (pack.items[type] ?? []).map(([title, lead], i) =>
      wpPost({
        id: feedItemId(type, lang, i),
        type,
        date: `${isoDay(addDays(today, -(i * 4 + 2)))}T10:00:00`,
        slug: `${type}-${lang}-${i + 1}`,
        title,
        content: description(lead, i),
        acf: acf(title, i),
      }),
    );

  return {
    video: build('video', (title, i) => ({
      youtube_id: `demo${lang}${String(i).padStart(2, '0')}Xy_`.slice(0, 11),
      image: image('video', 50 + i, title, publicBase),
      link_text: pack.watch,
      url: `https://store.example/${market}/videos/${lang}-${i + 1}`,
      buy_now: { show: i % 3 !== 0, links: variedLinks(`products/${PRODUCT_PATHS[i % 4]}`, i + 1) },
    })),
    'product-tip': build('product-tip', (_title, i) => ({
      youtube_id: `tip${lang}${String(i).padStart(2, '0')}Xyz_`.slice(0, 11),
      buy_now_list: [{ text: pack.shop, links: variedLinks(`products/${PRODUCT_PATHS[i % 4]}`, i) }],
    })),
    article: build('article', (title, i) => ({
      type: i === 3 ? 'promo' : 'article',
      sub_heading: pack.subHeading,
      image: image('article', 50 + i, title, publicBase),
      link_text: pack.readMore,
      url: `https://store.example/${market}/stories/${lang}-${i + 1}`,
      buy_now_list:
        i % 2
          ? []
          : [
              {
                text: pack.shop,
                thumbnail: { url: image('thumb', 50 + i, pack.shop, publicBase).url, alt: pack.shop },
                links: storeLinks(`products/${PRODUCT_PATHS[i % 4]}`),
              },
            ],
    })),
  };
}
