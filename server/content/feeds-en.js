// @ts-check
/** The English feeds, generated from small phrase lists so dates stay relative to today. */
import { addDays, isoDay } from '../dates.js';
import { ENGLISH_COUNTS, FEEDS, feedItemId, HOSTILE_POSITIONS } from './feed-ids.js';
import {
  HOSTILE_YOUTUBE_ID,
  hostileDescription,
  hostileField,
  hostileImage,
  hostileLinks,
  hostileUrl,
} from './hostile.js';
import { image } from './images.js';
import { storeLinks, variedLinks } from './markets.js';
import { slugify, wpPost } from './wp.js';

/** @typedef {import('./feed-ids.js').FeedType} FeedType */
/** @typedef {{ today: Date, publicBase: string, hostile: boolean }} Ctx */

const TOPICS = [
  'Soft glam in five minutes',
  'A bridal base that lasts all day',
  'Graphic liner for editorial shoots',
  'Colour-correcting dark circles',
  'Sculpting with cream contour',
  'Brows for every face shape',
  'Blending eyeshadow like a pro',
  'Flawless skin under studio lights',
  'Lip liner for fuller lips',
  'Setting makeup for humid weather',
  'Glass skin prep routine',
  'A smoky eye for hooded lids',
];
const SERIES = ['Masterclass', 'Quick tip', 'Backstage'];
const PRODUCTS = [
  'Second Skin Foundation',
  'Velvet Matte Lipstick',
  'Hydra Prep Mist',
  'Longwear Concealer',
  'Cream Contour Stick',
  'Lift & Curl Mascara',
  'Brow Sculpt Pencil',
  'Blur Setting Powder',
  'Liquid Glow Highlighter',
  'Ink Precision Liner',
];
const FIRST = ['Ines', 'Kwame', 'Yuki', 'Marisol', 'Theo', 'Priya', 'Layla', 'Jonas'];
const LAST = ['Alvarez', 'Mensah', 'Sato', 'Kowalski', 'Nguyen', 'Fontaine'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Fake but well-formed 11-character YouTube ids; the app only embeds, never fetches, them. */
const youtubeId = (/** @type {number} */ n) => `demo${String(n).padStart(4, '0')}Ab_`.slice(0, 11);

/** @param {string} topic @param {string} product */
function richDescription(topic, product) {
  return [
    `<p>${topic}: the routine our educators teach in class, step by step.</p>`,
    '<ul><li>Prep the skin and let it settle for a minute.</li>',
    `<li>Work <strong>${product}</strong> in thin layers.</li>`,
    '<li>Check the result in daylight before you set it.</li></ul>',
    `<p>Find it in the <a href="https://store.example/us/products/${slugify(product)}">pro store</a>. ` +
      '<em>Members save on every order.</em></p>',
  ].join('\n');
}

/**
 * Where a hostile item starts in the corpus: each of the ten hostile feed items gets its own stretch,
 * so together their fields cycle through every payload. Odd ones (the second page) keep their URLs
 * real and put payloads into the texts those URLs carry, so both kinds of field reach the screen.
 * @param {FeedType} type
 * @param {number} i
 * @returns {{ n: number, odd: boolean } | null}
 */
function hostileSlot(type, i) {
  const k = HOSTILE_POSITIONS.indexOf(i);
  if (k < 0) return null;
  const slot = FEEDS.indexOf(type) * HOSTILE_POSITIONS.length + k;
  return { n: slot * 14 + (slot % 2), odd: slot % 2 === 1 };
}

/**
 * Shared skeleton: ids, dates (newest first, three days apart) and the hostile swap (only with `hostile` on).
 * @param {FeedType} type
 * @param {Ctx} ctx
 * @param {(i: number, hostile: { n: number, odd: boolean } | null) => { title: string, content: string, acf: object }} make
 */
function feed(type, { today, hostile: withHostile }, make) {
  return Array.from({ length: ENGLISH_COUNTS[type] }, (_, i) => {
    const hostile = withHostile ? hostileSlot(type, i) : null;
    const made = make(i, hostile);
    const title = hostile ? `Hostile sample ${i}: ${hostileField(made.title, hostile.n)}` : made.title;
    // a spotlight's description shows after a tap; the other feeds' are always on screen
    const content = hostile
      ? hostileDescription(made.title, type === 'artist-spotlight' ? 'opened' : 'listed')
      : made.content;
    const date = `${isoDay(addDays(today, -(i * 3 + 1)))}T10:00:00`;
    const slug = slugify(made.title);
    return wpPost({ id: feedItemId(type, 'en', i), type, date, slug, title, content, acf: made.acf });
  });
}

/** @param {number} i */
const topicTitle = (i) => `${SERIES[Math.floor(i / TOPICS.length) % SERIES.length]}: ${TOPICS[i % TOPICS.length]}`;
const product = (/** @type {number} */ i) => PRODUCTS[i % PRODUCTS.length];

/** @param {Ctx} ctx */
export const videos = (ctx) =>
  feed('video', ctx, (i, hostile) => {
    const title = topicTitle(i);
    const links = hostile ? hostileLinks(hostile.n) : variedLinks(`products/${slugify(product(i))}`, i);
    const img = image('video', i, title, ctx.publicBase);
    const url = `https://store.example/us/videos/${slugify(title)}`;
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        // the second page's hostile video keeps a real id, so its player is built with a hostile title
        youtube_id: hostile && !hostile.odd ? HOSTILE_YOUTUBE_ID : youtubeId(i),
        image: hostile ? hostileImage(img, hostile.n + 1) : img,
        link_text: hostile ? hostileField('Watch now', hostile.n + 2) : 'Watch now',
        url: hostile && !hostile.odd ? hostileUrl(hostile.n + 3) : url,
        buy_now: { show: hostile ? true : i % 5 !== 0, links },
      },
    };
  });

/** @param {Ctx} ctx */
export const productTips = (ctx) =>
  feed('product-tip', ctx, (i, hostile) => {
    const names = [product(i), product(i + 3), product(i + 7)].slice(0, 1 + (i % 3));
    return {
      title: `How to use ${product(i)}`,
      content: richDescription(`How to use ${product(i)}`, product(i)),
      acf: {
        youtube_id: hostile && !hostile.odd ? HOSTILE_YOUTUBE_ID : youtubeId(100 + i),
        buy_now_list: names.map((name, j) => ({
          text: hostile ? hostileField(`Shop ${name}`, hostile.n + 1 + j) : `Shop ${name}`,
          links: hostile ? hostileLinks(hostile.n + 5 + j) : variedLinks(`products/${slugify(name)}`, i + j),
        })),
      },
    };
  });

/** @param {Ctx} ctx */
export const articles = (ctx) =>
  feed('article', ctx, (i, hostile) => {
    const promo = i % 4 === 3;
    const title = promo ? `Members' offer: 20% off ${product(i)}` : `${TOPICS[(i + 5) % TOPICS.length]}, explained`;
    const buy = i % 3 === 0 ? [] : [product(i), product(i + 1)];
    const subHeading = promo
      ? 'This month only, in every market'
      : `Notes from our ${SERIES[i % SERIES.length].toLowerCase()} team`;
    const linkText = promo ? 'Shop the offer' : 'Read more';
    const img = image('article', i, title, ctx.publicBase);
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        type: promo ? 'promo' : 'article',
        sub_heading: hostile ? hostileField(subHeading, hostile.n + 1) : subHeading,
        image: hostile ? hostileImage(img, hostile.n + 2) : img,
        link_text: hostile ? hostileField(linkText, hostile.n + 3) : linkText,
        url: hostile && !hostile.odd ? hostileUrl(hostile.n + 4) : `https://store.example/us/stories/${slugify(title)}`,
        buy_now_list: buy.map((name, j) => {
          const thumbnail = image('thumb', i * 2 + j, name, ctx.publicBase);
          if (!hostile)
            return { text: name, thumbnail, links: j === 1 && i % 2 ? {} : storeLinks(`products/${slugify(name)}`) };
          const n = hostile.n + 5 + j;
          return {
            text: hostileField(name, n),
            thumbnail: hostileImage(thumbnail, n),
            links: hostileLinks(n),
          };
        }),
      },
    };
  });

/** @param {Ctx} ctx */
export const artistSpotlights = (ctx) =>
  feed('artist-spotlight', ctx, (i, hostile) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    const preview = image('spotlight-preview', i, `Portrait of ${name}`, ctx.publicBase);
    const picture = image('spotlight', i, `${name} at work`, ctx.publicBase);
    return {
      title: name,
      content:
        `<p><strong>${name}</strong> has worked on ${3 + (i % 9)} fashion weeks and teaches ${TOPICS[i % TOPICS.length].toLowerCase()}.</p>\n` +
        `<p>Signature product: <a href="https://store.example/us/products/${slugify(product(i))}">${product(i)}</a>.</p>`,
      acf: {
        // one of the two images keeps its URL and carries a hostile alt text, the other a hostile URL
        preview_image: hostile ? hostileImage(preview, hostile.n + 1) : preview,
        image: hostile ? hostileImage(picture, hostile.n + 2) : picture,
        button_text: hostile ? hostileField('Meet the artist', hostile.n + 3) : 'Meet the artist',
      },
    };
  });

/** @param {Ctx} ctx */
export const newsletters = (ctx) =>
  feed('newsletter', ctx, (i, hostile) => {
    const month = new Date(ctx.today.getFullYear(), ctx.today.getMonth() - i, 1);
    const title = `Pro Newsletter: ${MONTHS[month.getMonth()]} ${month.getFullYear()}`;
    return {
      title,
      content: `<p>This month: ${TOPICS[i % TOPICS.length].toLowerCase()}, new shades of ${product(i)} and the class calendar.</p>`,
      acf: {
        image: hostile
          ? hostileImage(image('newsletter', i, title, ctx.publicBase), hostile.n + 1)
          : image('newsletter', i, title, ctx.publicBase),
        link_text: hostile ? hostileField('Read the issue', hostile.n + 2) : 'Read the issue',
        url:
          hostile && !hostile.odd
            ? hostileUrl(hostile.n + 3)
            : `https://store.example/us/newsletter/${isoDay(month).slice(0, 7)}`,
      },
    };
  });
