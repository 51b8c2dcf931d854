// The content feeds (spec section 3), each declared once: its WordPress type (the kind), its mapper, and so its
// item type, and whether its items carry buy-now links. A screen names a kind and gets the rest from here, so it
// cannot pair a feed with another feed's mapper or items.
import type { Language } from '../../i18n/languages';
import { feedPage } from './content-api';
import { toArticles, toNewsletters, toSpotlights, toTips, toVideos } from './mapping';

export interface FeedDef<T extends { id: number }> {
  toItems: (raw: unknown) => T[];
  /** Items carry buy-now links, so the member is asked for a store country first. */
  buyLinks: boolean;
}
export type FeedRegistry = Record<string, FeedDef<{ id: number }>>;

export const feed = <T extends { id: number }>(
  toItems: (raw: unknown) => T[],
  { buyLinks = false } = {},
): FeedDef<T> => ({ toItems, buyLinks });

export const FEEDS = {
  video: feed(toVideos, { buyLinks: true }),
  'product-tip': feed(toTips, { buyLinks: true }),
  article: feed(toArticles, { buyLinks: true }),
  'artist-spotlight': feed(toSpotlights),
  newsletter: feed(toNewsletters),
} satisfies FeedRegistry;

export type FeedKind = keyof typeof FEEDS;
/** The items of a registry's feed. */
export type ItemOf<R extends FeedRegistry, K extends keyof R> = R[K] extends FeedDef<infer T> ? T : never;
export type FeedItem<K extends FeedKind> = ItemOf<typeof FEEDS, K>;

/** The pages of one feed of a registry, in a language, mapped by that feed's own mapper. */
export const feedLoader =
  <R extends FeedRegistry, K extends keyof R & string>(registry: R, kind: K, language: Language) =>
  (page: number) =>
    feedPage(kind, registry[kind]!.toItems as (raw: unknown) => ItemOf<R, K>[], language, page);
