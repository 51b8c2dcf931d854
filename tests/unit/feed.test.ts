import { afterEach, describe, expect, it } from 'vitest';
import { settings } from '../../src/state/app-state';
import { createFeed, dropSessionFeeds, sessionFeed, type FeedPage } from '../../src/state/feed';
import { signOut } from '../../src/state/session';

type Item = { id: number };
const items = (n: number, from = 0): Item[] => Array.from({ length: n }, (_, i) => ({ id: from + i }));
/** A page whose every item could be shown. */
const shown = (list: Item[]): FeedPage<Item> => ({ items: list, returned: list.length });

describe('feed list', () => {
  it('starts at page 1, empty, not loading', () => {
    const feed = createFeed<Item>(async () => shown([]));
    expect([feed.page.value, feed.list.value, feed.loading.value, feed.error.value]).toEqual([1, [], false, false]);
  });

  it('appends pages of 10 and is complete after a short page', async () => {
    const pages: Record<number, FeedPage<Item>> = {
      1: shown(items(10)),
      2: shown(items(10, 10)),
      3: shown(items(3, 20)),
    };
    const asked: number[] = [];
    const feed = createFeed<Item>(async (p) => (asked.push(p), pages[p]!));
    for (let i = 0; i < 5; i++) await feed.loadMore();
    expect(asked).toEqual([1, 2, 3]);
    expect(feed.list.value).toEqual(items(23));
    expect(feed.complete.value).toBe(true);
  });

  it('goes on after a full page from which posts were dropped, and stops after the short one', async () => {
    // the service returned 10 on page 1, but two could not be shown (no title, no id)
    const pages: Record<number, FeedPage<Item>> = {
      1: { items: items(8), returned: 10 },
      2: { items: items(3, 10), returned: 4 },
    };
    const asked: number[] = [];
    const feed = createFeed<Item>(async (p) => (asked.push(p), pages[p]!));
    await feed.loadMore();
    expect(feed.complete.value).toBe(false);
    await feed.loadMore();
    await feed.loadMore();
    expect(asked).toEqual([1, 2]);
    expect(feed.list.value).toEqual([...items(8), ...items(3, 10)]);
    expect(feed.complete.value).toBe(true);
  });

  it('is complete on an empty page', async () => {
    const feed = createFeed<Item>(async (p) => shown(p === 1 ? items(10) : []));
    await feed.loadMore();
    expect(feed.complete.value).toBe(false);
    await feed.loadMore();
    expect(feed.complete.value).toBe(true);
    expect(feed.list.value).toHaveLength(10);
  });

  it("is complete on WordPress's past-the-end answer", async () => {
    const feed = createFeed<Item>(async (p) => (p === 1 ? shown(items(10)) : { pastEnd: true }));
    await feed.loadMore();
    await feed.loadMore();
    expect(feed.complete.value).toBe(true);
    expect(feed.list.value).toHaveLength(10);
  });

  it('shows once an item a page repeats from the one before, and still goes by what the service returned', async () => {
    // page 1 kept by the service worker before three posts were added; page 2 fresh from the service
    const pages: Record<number, FeedPage<Item>> = {
      1: shown(items(10, 3)),
      2: shown(items(10, 10)),
      3: shown(items(2, 20)),
    };
    const feed = createFeed<Item>(async (p) => pages[p]!);
    await feed.loadMore();
    await feed.loadMore();
    expect(feed.list.value.map((item) => item.id)).toEqual(items(17, 3).map((item) => item.id));
    expect(feed.complete.value).toBe(false);
    await feed.loadMore();
    expect(feed.list.value).toHaveLength(19);
    expect(feed.complete.value).toBe(true);
  });

  it('keeps what was loaded on an error and retries the same page', async () => {
    let fail = false;
    const asked: number[] = [];
    const feed = createFeed<Item>(async (p) => {
      asked.push(p);
      if (fail) throw new Error('offline');
      return shown(items(10, (p - 1) * 10));
    });
    await feed.loadMore();
    fail = true;
    await feed.loadMore();
    expect(feed.error.value).toBe(true);
    expect(feed.list.value).toHaveLength(10);
    fail = false;
    await feed.loadMore();
    expect(asked).toEqual([1, 2, 2]);
    expect(feed.error.value).toBe(false);
    expect(feed.list.value).toEqual(items(20));
  });
});

describe('a feed come back to', () => {
  afterEach(() => {
    dropSessionFeeds();
    settings.language.value = 'english';
  });
  const newFeed = () => createFeed<Item>(async (p) => shown(items(10, (p - 1) * 10)));

  it('is the one the member left, with its pages and scroll, per feed and language', async () => {
    const left = sessionFeed('video', 'english', newFeed);
    await left.feed.loadMore();
    await left.feed.loadMore();
    left.scrollY = 1234;
    const back = sessionFeed('video', 'english', newFeed);
    expect(back).toBe(left);
    expect([back.feed.list.value.length, back.feed.page.value, back.scrollY]).toEqual([20, 3, 1234]);
    expect(sessionFeed('article', 'english', newFeed)).not.toBe(left);
    expect(sessionFeed('video', 'french', newFeed)).not.toBe(left);
  });

  it('starts afresh after a change of language', async () => {
    const left = sessionFeed('video', 'english', newFeed);
    await left.feed.loadMore();
    settings.language.value = 'german';
    settings.language.value = 'english';
    const back = sessionFeed('video', 'english', newFeed);
    expect(back).not.toBe(left);
    expect([back.feed.list.value, back.scrollY]).toEqual([[], 0]);
  });

  it('starts afresh after a sign-out', async () => {
    const left = sessionFeed('video', 'english', newFeed);
    await left.feed.loadMore();
    await signOut();
    expect(sessionFeed('video', 'english', newFeed)).not.toBe(left);
  });
});
