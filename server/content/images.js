// @ts-check
/**
 * Placeholder images: tiny SVGs generated from their file name, so the repository carries no
 * binaries and nothing points to an outside host.
 */

/** Pixel size per kind, matching what the brand site's crops would be. */
const SIZES = /** @type {const} */ ({
  video: [640, 360],
  article: [800, 450],
  thumb: [160, 160],
  'spotlight-preview': [400, 400],
  spotlight: [800, 1000],
  newsletter: [600, 800],
});
/** @typedef {keyof typeof SIZES} ImageKind */

const COLOURS = ['#b0413e', '#6b4e71', '#3a6b7e', '#c97b63', '#4f7942', '#8c5e3c', '#2f4858', '#a05c7b'];
const NAME = /^(video|article|thumb|spotlight-preview|spotlight|newsletter)-(\d{1,4})\.svg$/;

/** @typedef {{ url: string, alt: string, width: number, height: number }} WpImage */

/**
 * @param {ImageKind} kind
 * @param {number} n
 * @param {string} alt
 * @param {string} publicBase prefix for the services running on another origin than the app
 * @returns {WpImage}
 */
export function image(kind, n, alt, publicBase) {
  const [width, height] = SIZES[kind];
  return { url: `${publicBase}/content-images/${kind}-${n}.svg`, alt, width, height };
}

/**
 * The SVG for a file name under /content-images/, or null if no such image exists.
 * @param {string} fileName
 */
export function placeholderSvg(fileName) {
  const match = NAME.exec(fileName);
  if (!match) return null;
  const kind = /** @type {ImageKind} */ (match[1]);
  const n = Number(match[2]);
  const [w, h] = SIZES[kind];
  const label = `${kind.replace('-', ' ')} ${n}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${COLOURS[n % COLOURS.length]}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(Math.min(w, h) / 8)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`
  );
}
