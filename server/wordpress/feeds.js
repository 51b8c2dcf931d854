// @ts-check
/**
 * The lane's feeds, from the reference server's feed modules (server/content/feeds/), so that a feed added there
 * reaches WordPress with no PHP edited: each feed's post type and its ACF fields (their types read off its items),
 * for the must-use plugin, and its posts in English and French, for seed.php. An image field's value (an Image
 * Array) becomes the upload it shows, drawn and uploaded once by seed.php, at its kind's real size.
 */
import { buildCatalog } from '../content/catalog.js';
import { FEEDS } from '../content/feed-ids.js';
import { uploadFiles } from '../content/images.js';

/** The languages the lane seeds (WPML codes). */
export const LANE_LANGUAGES = /** @type {const} */ (['en', 'fr']);
/** Uploads per image kind: posts reuse them, since WordPress's resizing is the slow part of the seed. */
const UPLOADS_PER_KIND = 2;

/** @typedef {string | ['group' | 'repeater', Record<string, any>]} FieldType an ACF field type, as the plugin reads it */
/** @typedef {{ upload: string, width: number, height: number, alt: string }} Upload */

/** @param {any} value */
const isImage = (value) => typeof value === 'object' && value !== null && 'mime_type' in value && 'sizes' in value;

/**
 * An ACF value with each Image Array replaced by the upload it shows; `uploads` gathers them by name.
 * @param {any} value @param {Map<string, Upload>} uploads @returns {any}
 */
function withUploads(value, uploads) {
  if (isImage(value)) {
    const kind = value.name.replace(/-\d+$/, '');
    const n = Number(value.name.slice(kind.length + 1)) % UPLOADS_PER_KIND;
    const name = `${kind}-${n}`;
    const { original } = uploadFiles(kind, n);
    if (!uploads.has(name))
      uploads.set(name, { upload: name, width: original.width, height: original.height, alt: value.alt });
    return { upload: name };
  }
  if (Array.isArray(value)) return value.map((v) => withUploads(v, uploads));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withUploads(v, uploads)]));
  return value;
}

/**
 * The ACF type of a field from its values in every post: an upload is an image, a boolean a true_false (or an
 * empty repeater, as ACF stores none), a list a repeater of its rows' fields, an object a group, else text.
 * @param {any[]} values @returns {FieldType}
 */
export function fieldType(values) {
  const present = values.filter((v) => v !== null && v !== undefined);
  const lists = present.filter(Array.isArray);
  if (lists.length) return ['repeater', fieldTypes(lists.flat())];
  const objects = present.filter((v) => typeof v === 'object');
  if (objects.some((v) => 'upload' in v)) return 'image';
  if (objects.length) return ['group', fieldTypes(objects)];
  if (present.length && present.every((v) => typeof v === 'boolean')) return 'true_false';
  return 'text';
}

/** @param {Record<string, any>[]} rows @returns {Record<string, FieldType>} */
const fieldTypes = (rows) => {
  const names = [...new Set(rows.flatMap((r) => (typeof r === 'object' && r ? Object.keys(r) : [])))];
  return Object.fromEntries(names.map((name) => [name, fieldType(rows.map((r) => r?.[name]))]));
};

/**
 * Every feed as the lane seeds it.
 * @param {Date} [today]
 */
export function laneFeeds(today = new Date()) {
  const { feeds } = buildCatalog({ today });
  /** @type {Map<string, Upload>} */
  const uploads = new Map();
  const types = FEEDS.map((type) => {
    const posts = LANE_LANGUAGES.flatMap((lang) =>
      /** @type {any[]} */ (feeds[type][lang] ?? []).map((p) => ({
        lang,
        date: p.date.replace('T', ' '),
        title: p.title.rendered,
        content: p.content.rendered,
        acf: withUploads(p.acf, uploads),
      })),
    );
    return { type, fields: fieldTypes(posts.map((p) => p.acf)), posts };
  });
  return {
    /** For the plugin: each feed's post type and fields. */
    types: types.map(({ type, fields }) => ({ type, fields })),
    /** For seed.php: the uploads, then each feed's posts. */
    seed: { uploads: [...uploads.values()], feeds: types.map(({ type, posts }) => ({ type, posts })) },
  };
}
