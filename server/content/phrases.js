// @ts-check
/** The English phrase lists the feeds are generated from (./feeds/), so the demo reads like a brand's site. */
import { slugify } from './wp.js';

export const TOPICS = [
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
export const SERIES = ['Masterclass', 'Quick tip', 'Backstage'];
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
export const FIRST = ['Ines', 'Kwame', 'Yuki', 'Marisol', 'Theo', 'Priya', 'Layla', 'Jonas'];
export const LAST = ['Alvarez', 'Mensah', 'Sato', 'Kowalski', 'Nguyen', 'Fontaine'];
export const MONTHS = [
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
export const youtubeId = (/** @type {number} */ n) => `demo${String(n).padStart(4, '0')}Ab_`.slice(0, 11);

/** @param {string} topic @param {string} product */
export function richDescription(topic, product) {
  return [
    `<p>${topic}: the routine our educators teach in class, step by step.</p>`,
    '<ul><li>Prep the skin and let it settle for a minute.</li>',
    `<li>Work <strong>${product}</strong> in thin layers.</li>`,
    '<li>Check the result in daylight before you set it.</li></ul>',
    `<p>Find it in the <a href="https://store.example/us/products/${slugify(product)}">pro store</a>. ` +
      '<em>Members save on every order.</em></p>',
  ].join('\n');
}

/** @param {number} i */
export const topicTitle = (i) =>
  `${SERIES[Math.floor(i / TOPICS.length) % SERIES.length]}: ${TOPICS[i % TOPICS.length]}`;
export const product = (/** @type {number} */ i) => PRODUCTS[i % PRODUCTS.length];

/** The products the translated feeds link to: slug and name. */
const TRANSLATED_PRODUCTS = [
  ['second-skin-foundation', 'Second Skin Foundation'],
  ['velvet-matte-lipstick', 'Velvet Matte Lipstick'],
  ['hydra-prep-mist', 'Hydra Prep Mist'],
  ['longwear-concealer', 'Longwear Concealer'],
];
export const productPath = (/** @type {number} */ i) =>
  `products/${TRANSLATED_PRODUCTS[i % TRANSLATED_PRODUCTS.length][0]}`;
export const productName = (/** @type {number} */ i) => TRANSLATED_PRODUCTS[i % TRANSLATED_PRODUCTS.length][1];
