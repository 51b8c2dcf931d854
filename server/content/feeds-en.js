// @ts-check
/** The English feeds, generated from small phrase lists so dates stay relative to today. */
import { addDays, isoDay } from '../dates.js';
import { ENGLISH_COUNTS, feedItemId, HOSTILE_POSITIONS } from './feed-ids.js';
import { HOSTILE_TEXT, HOSTILE_YOUTUBE_ID, hostileDescription, hostileUrl } from './hostile.js';
import { image } from './images.js';
import { storeLinks, variedLinks } from './markets.js';
import { slugify, wpPost } from './wp.js';

/** @typedef {import('./feed-ids.js').FeedType} FeedType */
/** @typedef {{ today: Date, publicBase: string }} Ctx */

const TOPICS = [
  'Soft glam in five minutes', 'A bridal base that lasts all day', 'Graphic liner for editorial shoots',
  'Colour-correcting dark circles', 'Sculpting with cream contour', 'Brows for every face shape',
  'Blending eyeshadow like a pro', 'Flawless skin under studio lights', 'Lip liner for fuller lips',
  'Setting makeup for humid weather', 'Glass skin prep routine', 'A smoky eye for hooded lids',
];
const SERIES = ['Masterclass', 'Quick tip', 'Backstage'];
const PRODUCTS = [
  'Second Skin Foundation', 'Velvet Matte Lipstick', 'Hydra Prep Mist', 'Longwear Concealer',
  'Cream Contour Stick', 'Lift & Curl Mascara', 'Brow Sculpt Pencil', 'Blur Setting Powder',
  'Liquid Glow Highlighter', 'Ink Precision Liner',
];
const FIRST = ['Ines', 'Kwame', 'Yuki', 'Marisol', 'Theo', 'Priya', 'Layla', 'Jonas'];
const LAST = ['Alvarez', 'Mensah', 'Sato', 'Kowalski', 'Nguyen', 'Fontaine'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
 * Shared skeleton: ids, dates (newest first, three days apart) and the hostile swap.
 * @param {FeedType} type
 * @param {Ctx} ctx
 * @param {(i: number, hostile: boolean) => { title: string, content: string, acf: object }} make
 */
function feed(type, { today }, make) {
  return Array.from({ length: ENGLISH_COUNTS[type] }, (_, i) => {
    const hostile = HOSTILE_POSITIONS.includes(i);
    const made = make(i, hostile);
    const title = hostile ? `Hostile sample ${i}: ${made.title} ${HOSTILE_TEXT[i % HOSTILE_TEXT.length]}` : made.title;
    const content = hostile ? hostileDescription(made.title) : made.content;
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
    const links = hostile ? { us: hostileUrl(i), uk: hostileUrl(i + 1) } : variedLinks(`products/${slugify(product(i))}`, i);
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        youtube_id: hostile ? HOSTILE_YOUTUBE_ID : youtubeId(i),
        image: image('video', i, hostile ? HOSTILE_TEXT[0] : title, ctx.publicBase),
        link_text: 'Watch now',
        url: hostile ? hostileUrl(i) : `https://store.example/us/videos/${slugify(title)}`,
        buy_now: { show: i % 5 !== 0, links },
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
        youtube_id: hostile ? HOSTILE_YOUTUBE_ID : youtubeId(100 + i),
        buy_now_list: names.map((name, j) => ({
          text: `Shop ${name}`,
          links: hostile ? { us: hostileUrl(j) } : variedLinks(`products/${slugify(name)}`, i + j),
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
    return {
      title,
      content: richDescription(title, product(i)),
      acf: {
        type: promo ? 'promo' : 'article',
        sub_heading: promo ? 'This month only, in every market' : `Notes from our ${SERIES[i % SERIES.length].toLowerCase()} team`,
        image: image('article', i, title, ctx.publicBase),
        link_text: promo ? 'Shop the offer' : 'Read more',
        url: hostile ? hostileUrl(i) : `https://store.example/us/stories/${slugify(title)}`,
        buy_now_list: buy.map((name, j) => ({
          text: name,
          thumbnail: { url: image('thumb', i * 2 + j, name, ctx.publicBase).url, alt: name },
          links: hostile ? { us: hostileUrl(j) } : j === 1 && i % 2 ? {} : storeLinks(`products/${slugify(name)}`),
        })),
      },
    };
  });

/** @param {Ctx} ctx */
export const artistSpotlights = (ctx) =>
  feed('artist-spotlight', ctx, (i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[i % LAST.length]}`;
    return {
      title: name,
      content:
        `<p><strong>${name}</strong> has worked on ${3 + (i % 9)} fashion weeks and teaches ${TOPICS[i % TOPICS.length].toLowerCase()}.</p>\n` +
        `<p>Signature product: <a href="https://store.example/us/products/${slugify(product(i))}">${product(i)}</a>.</p>`,
      acf: {
        preview_image: image('spotlight-preview', i, `Portrait of ${name}`, ctx.publicBase),
        image: image('spotlight', i, `${name} at work`, ctx.publicBase),
        button_text: 'Meet the artist',
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
        image: image('newsletter', i, title, ctx.publicBase),
        link_text: 'Read the issue',
        url: hostile ? hostileUrl(i) : `https://store.example/us/newsletter/${isoDay(month).slice(0, 7)}`,
      },
    };
  });
