// @ts-check
/** WordPress REST conventions: post shape, paging headers and error bodies, as WordPress sends them. */
import { HttpError } from '../http-util.js';

/**
 * @param {{ id: number, type: string, date: string, slug: string, title: string, content: string, excerpt?: string, acf: object }} p
 */
export function wpPost({ id, type, date, slug, title, content, excerpt, acf }) {
  return {
    id,
    date,
    slug,
    type,
    status: 'publish',
    title: { rendered: title },
    content: { rendered: content, protected: false },
    excerpt: { rendered: excerpt ?? `<p>${shorten(stripTags(content), 140)}</p>`, protected: false },
    acf,
  };
}

const stripTags = (/** @type {string} */ html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** WordPress cuts excerpts at a word and marks the cut. @param {string} text @param {number} max */
const shorten = (text, max) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')} […]`);

/** As WordPress's sanitize_title: accents dropped (São Paulo is sao-paulo), anything else a hyphen. @param {string} text */
export const slugify = (text) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'post';

export const noRoute = () =>
  new HttpError(404, {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: { status: 404 },
  });

/** @param {string} param @param {string} reason */
export const invalidParam = (param, reason) =>
  new HttpError(400, {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${param}`,
    data: { status: 400, params: { [param]: reason }, details: {} },
  });

/**
 * `page` as WordPress validates it: a positive integer, default 1.
 * @param {URLSearchParams} query
 */
export function pageParam(query) {
  const raw = query.get('page');
  if (raw === null) return 1;
  if (!/^\d+$/.test(raw)) throw invalidParam('page', 'page is not of type integer.');
  const page = Number(raw);
  if (page < 1) throw invalidParam('page', 'page must be greater than or equal to 1');
  return page;
}

/** WordPress's page size: 10 unless asked, never more than 100. */
export const PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/**
 * `per_page` as WordPress validates it: an integer from 1 to 100, default 10.
 * @param {URLSearchParams} query
 */
export function perPageParam(query) {
  const raw = query.get('per_page');
  if (raw === null) return PER_PAGE;
  if (!/^-?\d+$/.test(raw)) throw invalidParam('per_page', 'per_page is not of type integer.');
  const perPage = Number(raw);
  if (perPage < 1 || perPage > MAX_PER_PAGE) {
    throw invalidParam('per_page', `per_page must be between 1 (inclusive) and ${MAX_PER_PAGE} (inclusive)`);
  }
  return perPage;
}

/** Both paging parameters of a collection request. @param {URLSearchParams} query */
export const pagingParams = (query) => ({ page: pageParam(query), perPage: perPageParam(query) });

/**
 * One page of `items` plus the X-WP-Total headers. Past the last page, posts answer a 400 (except an empty
 * collection, which answers [] to any page: WordPress only complains when there are posts) and terms
 * (taxonomies such as locations) answer [], as WordPress's terms controller does not check.
 * @template T
 * @param {T[]} items
 * @param {{ page: number, perPage?: number }} paging
 * @param {{ terms?: boolean }} [kind]
 * @returns {{ body: T[], headers: Record<string, string> }}
 */
export function paginate(items, { page, perPage = PER_PAGE }, { terms = false } = {}) {
  const total = items.length;
  const totalPages = Math.ceil(total / perPage);
  if (!terms && total > 0 && page > totalPages) {
    throw new HttpError(400, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  }
  return {
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) },
  };
}

/**
 * WordPress's `_fields`: only the named fields of each item (`acf.image` names a field inside another), every field
 * without it. Unknown names are left out, as WordPress does.
 * @param {URLSearchParams} query
 * @returns {(item: any) => any}
 */
export function fieldsParam(query) {
  const raw = query.get('_fields');
  if (raw === null) return (item) => item;
  const paths = raw
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => f.split('.'));
  /** @param {any} from @param {string[][]} wanted */
  const pick = (from, wanted) => {
    /** @type {Record<string, any>} */
    const out = {};
    for (const [key, ...rest] of wanted) {
      if (!from || typeof from !== 'object' || !(key in from)) continue;
      out[key] = rest.length && out[key] !== from[key] ? { ...out[key], ...pick(from[key], [rest]) } : from[key];
    }
    return out;
  };
  return (item) => pick(item, paths);
}
