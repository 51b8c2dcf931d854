// A feed list (spec section 3, Feed list state): pages of 10, complete on a short, empty or past-the-end page.
// A page's length is what the service returned, not what was left to show: a full page is not the last.
// Pages can come from the service worker's cache and the network, kept at different times (sw/routes.ts): when
// posts were added in between, a page repeats the last items of the one before, and those are shown once.
// Each feed's list is kept for the session (sessionFeed), so that coming back to it finds its pages and scroll.
import { effect, signal } from '@preact/signals';
import type { FeedPage } from '../services/content/entities';
import { settings } from './frame-state';

export type { FeedPage };

export const FEED_PAGE_SIZE = 10;

export type PageLoader<T> = (page: number) => Promise<FeedPage<T>>;

/** A plain factory rather than createModel, which would lose the item type. */
export function createFeed<T extends { id: number | string }>(loadPage: PageLoader<T>) {
  const list = signal<T[]>([]);
  const error = signal(false);
  const loading = signal(false);
  /** The next page to load; starts at 1. */
  const page = signal(1);
  const complete = signal(false);

  async function loadMore() {
    if (loading.value || complete.value) return;
    loading.value = true;
    error.value = false;
    try {
      const result = await loadPage(page.value);
      const [items, returned] = 'items' in result ? [result.items, result.returned] : [[], 0];
      list.value = [...list.value, ...items.filter((item) => !list.value.some((shown) => shown.id === item.id))];
      page.value += 1;
      if (returned < FEED_PAGE_SIZE) complete.value = true;
    } catch {
      error.value = true; // what was loaded stays; loadMore() again retries the same page
    } finally {
      loading.value = false;
    }
  }

  return { list, error, loading, page, complete, loadMore };
}

export type Feed<T extends { id: number | string }> = ReturnType<typeof createFeed<T>>;

/** A feed as the member left it: its pages, and how far down the page they had scrolled. */
export interface SessionFeed<T extends { id: number | string }> {
  feed: Feed<T>;
  scrollY: number;
}

/** The feeds of this session, by kind and language, in memory only: back on a feed, the member is where they were. */
const feeds = new Map<string, unknown>();

/** The feed of `kind` in `language` as it was left, or a new one from `make`. */
export function sessionFeed<T extends { id: number | string }>(
  kind: string,
  language: string,
  make: () => Feed<T>,
): SessionFeed<T> {
  const key = `${kind}\n${language}`;
  let entry = feeds.get(key) as SessionFeed<T> | undefined;
  if (!entry) feeds.set(key, (entry = { feed: make(), scrollY: 0 }));
  return entry;
}

/** Sign-out and a change of language: the next visit to a feed starts it afresh. */
export function dropSessionFeeds(): void {
  feeds.clear();
}

// a feed in the language before is not one the member will come back to
effect(() => void (settings.language.value, dropSessionFeeds()));
