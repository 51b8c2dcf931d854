// @ts-check
/**
 * Content images as a WordPress site has them: each upload is a camera-sized photograph that WordPress scales to
 * 2560 px and copies at its own sizes, and an ACF image field returns it in ACF's default Image Array format
 * (`url` the full-size file, `sizes` WordPress's copies). The files are JPEGs drawn from their name when first
 * asked for (./photo.js), so the repository carries no binaries and a member's phone gets real bytes.
 */

/** WordPress's registered sizes on a fresh install: name, largest width and height (0: any), cropped. */
export const WP_SIZES = /** @type {const} */ ([
  ['thumbnail', 150, 150, true],
  ['medium', 300, 300, false],
  ['medium_large', 768, 0, false],
  ['large', 1024, 1024, false],
  ['1536x1536', 1536, 1536, false],
  ['2048x2048', 2048, 2048, false],
]);
/** WordPress's `big_image_size_threshold`: a larger upload is scaled down to this and saved as `-scaled`. */
const BIG_IMAGE_THRESHOLD = 2560;

/** What the editors upload per kind: a camera's landscape, a portrait, a square portrait, a product shot. */
const UPLOADS = /** @type {const} */ ({
  video: [3000, 2000],
  article: [3000, 2000],
  thumb: [1500, 1500],
  'spotlight-preview': [1800, 1800],
  spotlight: [2000, 3000],
  newsletter: [1700, 2200],
});
/** @typedef {keyof typeof UPLOADS} ImageKind */

/** Where WordPress put the uploads (its year/month folders). */
export const UPLOADS_PATH = '/wp-content/uploads/2026/06/';

/**
 * WordPress's wp_constrain_dimensions: the size that fits inside max (0: no limit) keeping the ratio.
 * @param {number} w @param {number} h @param {number} maxW @param {number} maxH
 */
function constrain(w, h, maxW, maxH) {
  const wr = maxW > 0 && w > maxW ? maxW / w : 1;
  const hr = maxH > 0 && h > maxH ? maxH / h : 1;
  const larger = Math.max(wr, hr);
  const ratio =
    Math.round(w * larger) > (maxW || Infinity) || Math.round(h * larger) > (maxH || Infinity)
      ? Math.min(wr, hr)
      : larger;
  return [Math.max(1, Math.round(w * ratio)), Math.max(1, Math.round(h * ratio))];
}

/**
 * The files WordPress keeps for one upload: the original, the full size (`-scaled` when it was scaled) and each
 * sub-size it made (none as large as the full size), with the part of the original each shows.
 * @param {ImageKind} kind
 * @param {number} n
 */
export function uploadFiles(kind, n) {
  const [ow, oh] = UPLOADS[kind];
  const base = `${kind}-${n}`;
  const scaled = Math.max(ow, oh) > BIG_IMAGE_THRESHOLD;
  const [fw, fh] = scaled ? constrain(ow, oh, BIG_IMAGE_THRESHOLD, BIG_IMAGE_THRESHOLD) : [ow, oh];
  /** @type {{ file: string, width: number, height: number, crop: boolean }} */
  const full = { file: scaled ? `${base}-scaled.jpg` : `${base}.jpg`, width: fw, height: fh, crop: false };
  /** @type {Record<string, typeof full>} */
  const sizes = {};
  for (const [name, maxW, maxH, crop] of WP_SIZES) {
    // copies are made from the upload itself, so their sizes follow its proportions
    const [w, h] = crop ? [Math.min(maxW, ow), Math.min(maxH, oh)] : constrain(ow, oh, maxW, maxH);
    if (w >= fw && h >= fh) continue; // WordPress makes no copy as large as the full size
    sizes[name] = { file: `${base}-${w}x${h}.jpg`, width: w, height: h, crop };
  }
  const original = { file: `${base}.jpg`, width: ow, height: oh, crop: false };
  return { original, full, sizes };
}

/**
 * An ACF image field's value (ACF's Image Array return format, as acf_get_attachment builds it). A size WordPress
 * did not make names the full-size file, with the full size fitted into that size's box, as WordPress answers.
 * @param {ImageKind} kind
 * @param {number} n
 * @param {string} alt
 * @param {string} publicBase prefix for the services running on another origin than the app
 */
export function image(kind, n, alt, publicBase) {
  const { full, sizes } = uploadFiles(kind, n);
  const url = (/** @type {string} */ file) => `${publicBase}${UPLOADS_PATH}${file}`;
  /** @type {Record<string, string | number>} */
  const acfSizes = {};
  for (const [name, maxW, maxH] of WP_SIZES) {
    const made = sizes[name];
    const [w, h] = made ? [made.width, made.height] : constrain(full.width, full.height, maxW, maxH);
    acfSizes[name] = url(made ? made.file : full.file);
    acfSizes[`${name}-width`] = w;
    acfSizes[`${name}-height`] = h;
  }
  const id = 9000 + Object.keys(UPLOADS).indexOf(kind) * 1000 + n;
  const name = `${kind}-${n}`;
  return {
    ID: id,
    id,
    title: name,
    filename: full.file,
    url: url(full.file),
    link: `${publicBase}/${name}/`,
    alt,
    author: '1',
    description: '',
    caption: '',
    name,
    status: 'inherit',
    uploaded_to: 0,
    date: '2026-06-01 09:00:00',
    modified: '2026-06-01 09:00:00',
    menu_order: 0,
    mime_type: 'image/jpeg',
    type: 'image',
    subtype: 'jpeg',
    icon: `${publicBase}/wp-includes/images/media/default.png`,
    width: full.width,
    height: full.height,
    sizes: acfSizes,
  };
}
/** @typedef {ReturnType<typeof image>} WpImage */

// uploads 0 to 99 (the catalogue's are under 60): a name past them draws nothing
const FILE =
  /^(video|article|thumb|spotlight-preview|spotlight|newsletter)-(\d{1,2})(?:-scaled|-(\d{1,4})x(\d{1,4}))?\.jpg$/;

/**
 * What a file name under the uploads folder shows, or null if WordPress has no such file: its upload, its pixel
 * size and whether it is a centre crop.
 * @param {string} fileName
 */
export function uploadedFile(fileName) {
  const match = FILE.exec(fileName);
  if (!match) return null;
  const kind = /** @type {ImageKind} */ (match[1]);
  const n = Number(match[2]);
  const { original, full, sizes } = uploadFiles(kind, n);
  const file = [original, full, ...Object.values(sizes)].find((f) => f.file === fileName);
  return file ? { kind, n, upload: UPLOADS[kind], ...file } : null;
}
