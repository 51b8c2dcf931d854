// The content service (spec section 7): WordPress REST GETs, mapped to entities in one place.
import { config } from '../../config';
import { contentCode, type Language } from '../../i18n/languages';
import type { FeedPage } from '../../state/feed';
import type { Banner, Contact, Location, MasterClass, SiteOptions } from './entities';
import * as map from './mapping';
import { locationsWithClasses } from './rules';
import { tracked } from '../../state/loading';

const TIMEOUT_MS = 20_000;

export class ContentError extends Error {}

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await tracked(fetch(`${config.contentBase}${path}`, { signal: abort.signal, headers: { Accept: 'application/json' } }));
    const body: unknown = await response.json().catch(() => {
      throw new ContentError(`not JSON: ${path}`);
    });
    return { status: response.status, body };
  } catch (e) {
    throw e instanceof ContentError ? e : new ContentError(`unreachable: ${path}`);
  } finally {
    clearTimeout(timer);
  }
}

async function getOk(path: string): Promise<unknown> {
  const { status, body } = await get(path);
  if (status !== 200) throw new ContentError(`HTTP ${status}: ${path}`);
  return body;
}

export type FeedKind = 'video' | 'product-tip' | 'article' | 'artist-spotlight' | 'newsletter';

/** One page of a feed; WordPress answers a page past the end with 400 rest_post_invalid_page_number. */
export async function feedPage<T>(kind: FeedKind, toItems: (raw: unknown) => T[], language: Language, page: number): Promise<FeedPage<T>> {
  const { status, body } = await get(`wp/v2/${kind}?wpml_language=${contentCode(language)}&page=${page}`);
  if (status === 400 && (body as { code?: unknown })?.code === 'rest_post_invalid_page_number') return { pastEnd: true };
  if (status !== 200 || !Array.isArray(body)) throw new ContentError(`HTTP ${status}: ${kind} page ${page}`);
  return { items: toItems(body) };
}

/** Today's date as the content service wants it: year-month-day, in the member's time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const getMasterClasses = async (now = new Date()): Promise<MasterClass[]> =>
  map.toMasterClasses(await getOk(`wp/v2/master-class?from=${today(now)}`));
export const getLocations = async (): Promise<Location[]> => map.toLocations(await getOk('wp/v2/location'));
export const getContacts = async (): Promise<Contact[]> => map.toContacts(await getOk('wp/v2/contact?per_page=100'));
export const getSiteOptions = async (): Promise<SiteOptions> => map.toSiteOptions(await getOk('acf/v3/options/site-options'));
export const getBanner = async (): Promise<Banner | null> => map.toBanner(await getOk('acf/v3/options/banner-settings'));

/** Upcoming classes and the locations that have at least one of them (spec section 3, Location). */
export async function getClassesAndLocations(now = new Date()): Promise<{ classes: MasterClass[]; locations: Location[] }> {
  const [classes, locations] = await Promise.all([getMasterClasses(now), getLocations()]);
  return { classes, locations: locationsWithClasses(locations, classes) };
}
