// @ts-check
/** WordPress REST conventions: post shape, paging headers and error bodies, as WordPress sends them. */
import { HttpError } from '../http-util.js';

export const PER_PAGE = 10;

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

const stripTags = (/** @type {string} */ html) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
/** WordPress cuts excerpts at a word and marks the cut. @param {string} text @param {number} max */
const shorten = (text, max) => (text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')} […]`);

/** @param {string} text */
export const slugify = (text) =>
  text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'post';

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

/**
 * One page of `items` plus the X-WP-Total headers. Past the last page is a 400, except that an
 * empty collection answers page 1..n with [] (WordPress only complains when there are posts).
 * @template T
 * @param {T[]} items
 * @param {number} page
 * @returns {{ body: T[], headers: Record<string, string> }}
 */
export function paginate(items, page) {
  const total = items.length;
  const totalPages = Math.ceil(total / PER_PAGE);
  if (total > 0 && page > totalPages) {
    throw new HttpError(400, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  }
  return {
    body: items.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) },
  };
}
