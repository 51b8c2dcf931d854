// The content service (spec section 7): WordPress REST GETs, mapped to entities in one place.
import { config } from '../../config';
import { contentCode, type Language } from '../../i18n/languages';
import { fetchWithTimeout } from '../fetching';
import type { Banner, Contact, FeedPage, Location, MasterClass, SiteOptions } from './entities';
import * as map from './mapping';
import { locationsWithClasses } from './rules';

const TIMEOUT_MS = 20_000;

export class ContentError extends Error {}

async function get(path: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  try {
    return await fetchWithTimeout(
      TIMEOUT_MS,
      (signal) => fetch(`${config.contentBase}${path}`, { signal, headers: { Accept: 'application/json' } }),
      async (response) => {
        const body: unknown = await response.json().catch(() => {
          throw new ContentError(`not JSON: ${path}`);
        });
        return { status: response.status, body, headers: response.headers };
      },
    );
  } catch (e) {
    throw e instanceof ContentError ? e : new ContentError(`unreachable: ${path}`);
  }
}

async function getOk(path: string): Promise<unknown> {
  const { status, body } = await get(path);
  if (status !== 200) throw new ContentError(`HTTP ${status}: ${path}`);
  return body;
}

/**
 * One page of a WordPress collection: what the service returned and X-WP-TotalPages (NaN without it), or null
 * past the end (WordPress's 400 rest_post_invalid_page_number).
 */
async function wpPage(path: string, page: number): Promise<{ body: unknown[]; pages: number } | null> {
  const { status, body, headers } = await get(`${path}&page=${page}`);
  if (status === 400 && (body as { code?: unknown })?.code === 'rest_post_invalid_page_number') return null;
  if (status !== 200 || !Array.isArray(body)) throw new ContentError(`HTTP ${status}: ${path} page ${page}`);
  return { body, pages: Number.parseInt(headers.get('X-WP-TotalPages') ?? '', 10) };
}

/** What the app reads of each item (WordPress's `_fields`: an answer without the rest is a fraction of the size).
 * Feeds ask for ACF's return formats (`acf_format=standard`): images as arrays with their sizes, where ACF's REST
 * default gives an attachment's id. Classes do not: their dates then come as ACF's REST API writes them
 * (`Y-m-d H:i:s`), not in a return format that may be `m/d/Y` or carry translated am/pm. */
const FIELDS = {
  feed: '_fields=id,date,title,content,acf&acf_format=standard',
  class: '_fields=id,title,content,acf,location',
  location: '_fields=id,name',
  contact: '_fields=id,title,acf',
};

/** One page of a feed (`kind`: its WordPress type, src/services/content/feeds.ts). `returned` counts what the service sent, before mapping drops what cannot be shown: a full page is not the last. */
export async function feedPage<T>(
  kind: string,
  toItems: (raw: unknown) => T[],
  language: Language,
  page: number,
): Promise<FeedPage<T>> {
  const p = await wpPage(`wp/v2/${kind}?wpml_language=${contentCode(language)}&${FIELDS.feed}`, page);
  return p ? { items: toItems(p.body), returned: p.body.length } : { pastEnd: true };
}

/** WordPress's largest page: the fewest requests for a whole collection. */
const PER_PAGE = 100;
/** So a garbled total cannot start thousands of requests. */
const MAX_PAGES = 20;

/**
 * Every item of a collection (`path` asks for per_page=100): page 1 says in X-WP-TotalPages how many pages there
 * are, and the rest are asked for together. Without the header (a proxy that drops it), pages are read on while
 * they come back full. A later page past the end is empty: page 1 may come from the worker's older cache.
 */
async function getAll(path: string): Promise<unknown[]> {
  const first = await wpPage(path, 1);
  const pages = [first?.body ?? []];
  const count = Math.min(first?.pages ?? 1, MAX_PAGES);
  if (Number.isNaN(count)) {
    while (pages.length < MAX_PAGES && pages[pages.length - 1]!.length === PER_PAGE)
      pages.push((await wpPage(path, pages.length + 1))?.body ?? []);
  } else {
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => wpPage(path, i + 2)));
    pages.push(...rest.map((p) => p?.body ?? []));
  }
  // pages cached at different times may both hold an item that moved across their boundary
  const seen = new Set<unknown>();
  return pages.flat().filter((item) => {
    const id = (item as { id?: unknown })?.id;
    if (typeof id !== 'number') return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Today's date as the content service wants it: year-month-day, in the member's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const getMasterClasses = async (language: Language, now = new Date()): Promise<MasterClass[]> =>
  map.toMasterClasses(
    await getAll(
      `wp/v2/master-class?from=${today(now)}&wpml_language=${contentCode(language)}&per_page=${PER_PAGE}&${FIELDS.class}`,
    ),
  );
export const getLocations = async (): Promise<Location[]> =>
  map.toLocations(await getAll(`wp/v2/location?per_page=${PER_PAGE}&${FIELDS.location}`));
export const getContacts = async (): Promise<Contact[]> =>
  map.toContacts(await getAll(`wp/v2/contact?per_page=${PER_PAGE}&${FIELDS.contact}`));
export const getSiteOptions = async (): Promise<SiteOptions> =>
  map.toSiteOptions(await getOk('acf/v3/options/site-options'));
export const getBanner = async (): Promise<Banner | null> =>
  map.toBanner(await getOk('acf/v3/options/banner-settings'));

/** Upcoming classes in the member's language and the locations that have at least one of them (spec section 3, Location). */
export async function getClassesAndLocations(
  language: Language,
  now = new Date(),
): Promise<{ classes: MasterClass[]; locations: Location[] }> {
  const [classes, locations] = await Promise.all([getMasterClasses(language, now), getLocations()]);
  return { classes, locations: locationsWithClasses(locations, classes) };
}
