// A feed list (spec section 3, Feed list state): pages of 10, complete on a short, empty or past-the-end page.
import { signal } from '@preact/signals';

export const FEED_PAGE_SIZE = 10;

/** One page of a feed; `pastEnd` is WordPress's 400 rest_post_invalid_page_number. */
export type FeedPage<T> = { items: T[] } | { pastEnd: true };
export type PageLoader<T> = (page: number) => Promise<FeedPage<T>>;

/** A plain factory rather than createModel, which would lose the item type. */
export function createFeed<T>(loadPage: PageLoader<T>) {
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
      const items = 'items' in result ? result.items : [];
      list.value = [...list.value, ...items];
      page.value += 1;
      if (items.length < FEED_PAGE_SIZE) complete.value = true;
    } catch {
      error.value = true; // what was loaded stays; loadMore() again retries the same page
    } finally {
      loading.value = false;
    }
  }

  return { list, error, loading, page, complete, loadMore };
}

export type Feed<T> = ReturnType<typeof createFeed<T>>;
