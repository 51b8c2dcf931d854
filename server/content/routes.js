// @ts-check
/** The content service's HTTP face, under /wp-json/, shaped like WordPress REST. */
import { HttpError, sendJson } from '../http-util.js';
import { UPLOADS_PATH, uploadedFile } from './images.js';
import { photoJpeg } from './photo.js';
import { isIsoDay, isoDay } from '../dates.js';
import { FEEDS, LANGUAGES } from './feed-ids.js';
import { fieldsParam, invalidParam, noRoute, paginate, pagingParams } from './wp.js';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {ReturnType<typeof import('./catalog.js').buildCatalog>} Catalog */

/** Feeds change rarely; a short cache keeps repeated scrolling cheap without hiding edits for long. */
const CACHE = { 'Cache-Control': 'public, max-age=60' };
const FEED_PATH = new RegExp(`^/wp-json/wp/v2/(${FEEDS.join('|')})$`);

/**
 * @param {{ catalog: () => Catalog, today?: () => Date }} deps catalog is a getter so it can be rebuilt
 */
export function createContentApi({ catalog, today = () => new Date() }) {
  /**
   * @param {Req} req
   * @param {Res} res
   * @param {string} pathname
   * @param {URLSearchParams} query
   */
  return async function handleContent(req, res, pathname, query) {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw noRoute();
    const data = catalog();
    const path = pathname.replace(/\/+$/, '');

    const feed = FEED_PATH.exec(path);
    if (feed) {
      const lang = languageParam(query);
      const items = data.feeds[/** @type {import('./feed-ids.js').FeedType} */ (feed[1])][lang] ?? [];
      const { body, headers } = paginate(items, pagingParams(query));
      return sendJson(res, 200, body.map(fieldsParam(query)), {
        ...CACHE,
        ...headers,
        'Content-Language': contentLanguage(lang),
      });
    }

    switch (path) {
      case '/wp-json/wp/v2/master-class': {
        const lang = languageParam(query);
        const from = query.get('from') ?? isoDay(today());
        if (!isIsoDay(from)) throw invalidParam('from', 'from must be a date written YYYY-MM-DD.');
        const upcoming = (data.masterClasses[lang] ?? []).filter((c) => c.acf.start_date.slice(0, 10) >= from);
        const { body, headers } = paginate(upcoming, pagingParams(query));
        return sendJson(res, 200, body.map(fieldsParam(query)), {
          ...CACHE,
          ...headers,
          'Content-Language': contentLanguage(lang),
        });
      }
      case '/wp-json/wp/v2/location': {
        // a taxonomy: WordPress answers a page past the end with [] rather than an error
        const { body, headers } = paginate(data.locations, pagingParams(query), { terms: true });
        return sendJson(res, 200, body.map(fieldsParam(query)), { ...CACHE, ...headers });
      }
      case '/wp-json/wp/v2/contact': {
        const { body, headers } = paginate(data.contacts, pagingParams(query));
        return sendJson(res, 200, body.map(fieldsParam(query)), { ...CACHE, ...headers });
      }
      case '/wp-json/acf/v3/options/site-options':
        return sendJson(res, 200, data.siteOptions, CACHE);
      case '/wp-json/acf/v3/options/banner-settings':
        return sendJson(res, 200, data.banner, CACHE);
      default:
        throw noRoute();
    }
  };
}

/** WPML's `wpml_language`: a language code, English when left out. @param {URLSearchParams} query */
function languageParam(query) {
  const lang = query.get('wpml_language') ?? 'en';
  if (!/^[a-z]{2}(-[a-z]{2})?$/.test(lang))
    throw invalidParam('wpml_language', 'wpml_language is not a language code.');
  return lang;
}

const contentLanguage = (/** @type {string} */ lang) => (LANGUAGES.includes(lang) ? lang : 'en');

/**
 * `/wp-content/uploads/…/<kind>-<n>[-scaled|-<w>x<h>].jpg`: the files WordPress keeps for each upload (./images.js),
 * drawn when first asked for (./photo.js). A file never changes for a name, so it caches for a day.
 * @param {Req} req
 * @param {Res} res
 * @param {string} pathname
 */
export async function serveContentImage(req, res, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpError(405, { error: 'method_not_allowed' }, { Allow: 'GET, HEAD' });
  }
  const file = pathname.startsWith(UPLOADS_PATH) ? uploadedFile(pathname.slice(UPLOADS_PATH.length)) : null;
  if (!file) throw new HttpError(404, { error: 'not_found' });
  const jpeg = await photoJpeg(file);
  res.writeHead(200, {
    'Content-Type': 'image/jpeg',
    'Content-Length': jpeg.length,
    'Cache-Control': 'public, max-age=86400',
    // Another origin may show these images (publicBase); CORP must not stop it.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : jpeg);
}
