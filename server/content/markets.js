// @ts-check
/** The 14 store markets and links into the (reserved, never real) store.example domain. */

export const MARKETS = Object.freeze([
  'us',
  'ca',
  'uk',
  'br',
  'it',
  'de',
  'be',
  'nl',
  'middle_east',
  'iberia',
  'ch',
  'in',
  'nordic',
  'za',
]);

/** @typedef {Record<string, string>} MarketLinks */

/**
 * Links for `markets` (all 14 by default) to the same product path in each market's store.
 * @param {string} productPath
 * @param {readonly string[]} [markets]
 * @returns {MarketLinks}
 */
export function storeLinks(productPath, markets = MARKETS) {
  return Object.fromEntries(markets.map((m) => [m, `https://store.example/${m}/${productPath}`]));
}

/**
 * Link coverage varies on purpose so the app's fallback to the global store link is exercised:
 * some items link everywhere, some in a few markets, some nowhere.
 * @param {string} productPath
 * @param {number} n a per-item counter that picks the variant
 * @returns {MarketLinks}
 */
export function variedLinks(productPath, n) {
  switch (n % 4) {
    case 0:
      return {};
    case 1:
      return storeLinks(productPath, ['us', 'uk', 'ca']);
    case 2:
      return storeLinks(
        productPath,
        MARKETS.filter((m) => !['middle_east', 'za', 'in'].includes(m)),
      );
    default:
      return storeLinks(productPath);
  }
}

/** `/wp-json/acf/v3/options/site-options`: the global store link per market. */
export function siteOptions() {
  return { acf: { store_links: Object.fromEntries(MARKETS.map((m) => [m, `https://store.example/${m}`])) } };
}
