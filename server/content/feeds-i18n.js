// @ts-check
/** Translated feeds: every feed in each language of translations.js, fewer items than English. */
import { addDays, isoDay } from '../dates.js';
import { feedItemId } from './feed-ids.js';
import { image } from './images.js';
import { storeLinks, variedLinks } from './markets.js';
import { wpPost } from './wp.js';

/** @typedef {import('./feeds-en.js').Ctx} Ctx */
/** @typedef {import('./feed-ids.js').FeedType} FeedType */
/** @typedef {import('./translations.js').LanguagePack} LanguagePack */

const PRODUCTS = [
  ['second-skin-foundation', 'Second Skin Foundation'],
  ['velvet-matte-lipstick', 'Velvet Matte Lipstick'],
  ['hydra-prep-mist', 'Hydra Prep Mist'],
  ['longwear-concealer', 'Longwear Concealer'],
];
const productPath = (/** @type {number} */ i) => `products/${PRODUCTS[i % PRODUCTS.length][0]}`;

/**
 * @param {string} lang wpml_language code
 * @param {LanguagePack} pack
 * @param {Ctx} ctx
 * @returns {Record<FeedType, object[]>}
 */
export function translatedFeeds(lang, pack, { today, publicBase }) {
  const { market } = pack;
  const month = new Intl.DateTimeFormat(pack.locale, { month: 'long', year: 'numeric', calendar: 'gregory' });

  /** @param {string} lead @param {number} i */
  const description = (lead, i) =>
    [
      `<p>${lead}</p>`,
      `<ul>${pack.steps.map((s) => `<li>${s}</li>`).join('')}</ul>`,
      `<p><strong>${pack.tip}</strong> ${pack.tipText} <a href="https://store.example/${market}/${productPath(i)}">${pack.shop}</a></p>`,
    ].join('\n');

  /**
   * @param {FeedType} type
   * @param {Array<{ title: string, content: string, acf: object }>} made
   */
  const posts = (type, made) =>
    made.map(({ title, content, acf }, i) =>
      wpPost({
        id: feedItemId(type, lang, i),
        type,
        date: `${isoDay(addDays(today, -(i * 4 + 2)))}T10:00:00`,
        slug: `${type}-${lang}-${i + 1}`,
        title,
        content,
        acf,
      }),
    );

  /** @param {import('./translations.js').Pair} pair @param {number} i @param {(title: string) => object} acf */
  const item = ([title, lead], i, acf) => ({ title, content: description(lead, i), acf: acf(title) });

  return {
    video: posts(
      'video',
      pack.items.video.map((p, i) =>
        item(p, i, (title) => ({
          youtube_id: `demo${lang}${String(i).padStart(2, '0')}Xy_`.slice(0, 11),
          image: image('video', 50 + i, title, publicBase),
          link_text: pack.watch,
          url: `https://store.example/${market}/videos/${lang}-${i + 1}`,
          buy_now: { show: i % 3 !== 0, links: variedLinks(productPath(i), i + 1) },
        })),
      ),
    ),
    'product-tip': posts(
      'product-tip',
      pack.items['product-tip'].map((p, i) =>
        item(p, i, () => ({
          youtube_id: `tip${lang}${String(i).padStart(2, '0')}Xyz_`.slice(0, 11),
          buy_now_list: [{ text: pack.shop, links: variedLinks(productPath(i), i) }],
        })),
      ),
    ),
    article: posts(
      'article',
      pack.items.article.map((p, i) =>
        item(p, i, (title) => ({
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
                    thumbnail: image('thumb', 50 + i, pack.shop, publicBase),
                    links: storeLinks(productPath(i)),
                  },
                ],
        })),
      ),
    ),
    'artist-spotlight': posts(
      'artist-spotlight',
      pack.items['artist-spotlight'].map(([name, text], i) => {
        const product = `<a href="https://store.example/${market}/${productPath(i)}">${PRODUCTS[i % PRODUCTS.length][1]}</a>`;
        return {
          title: name,
          content: `<p>${text.replace('{name}', `<strong>${name}</strong>`)}</p>\n<p>${pack.signature.replace('{product}', product)}</p>`,
          acf: {
            preview_image: image('spotlight-preview', 50 + i, pack.portrait.replace('{name}', name), publicBase),
            image: image('spotlight', 50 + i, pack.atWork.replace('{name}', name), publicBase),
            button_text: pack.meetArtist,
          },
        };
      }),
    ),
    newsletter: posts(
      'newsletter',
      pack.items.newsletter.map((lead, i) => {
        const first = new Date(today.getFullYear(), today.getMonth() - i, 1);
        const title = pack.newsletter.replace('{month}', month.format(first));
        return {
          title,
          content: `<p>${lead}</p>`,
          acf: {
            image: image('newsletter', 50 + i, title, publicBase),
            link_text: pack.readIssue,
            url: `https://store.example/${market}/newsletter/${lang}/${isoDay(first).slice(0, 7)}`,
          },
        };
      }),
    ),
  };
}
