// A content feed: pages of 10 in the member's language, loaded as the end of the list comes into view.
import type { VNode } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { feedLoader, FEEDS, type FeedItem, type FeedKind } from '../../services/content/feeds';
import { settings } from '../../state/app-state';
import { loadSiteOptions } from '../../state/content';
import { createFeed, sessionFeed } from '../../state/feed';
import { StorePrompt } from './store-prompt';
import { StoreSheet, storeAsk } from './store-sheet';
import { LoadError, Status } from '../load-error';
import './feed.css';

/** What the list's standing status says: that it loads, or where it ended. */
function statusOf({ loading, complete, list }: ReturnType<typeof createFeed>): string {
  const some = list.value.length > 0;
  if (loading.value) return some ? t('feed.loadingMore') : ''; // Status says Loading…
  if (complete.value) return some ? t('feed.end') : t('feed.empty');
  return '';
}

/**
 * How far below the screen the list's end is when the next page is asked for, in screens. On slow 2G a page takes
 * about 3 s, which a member skimming at 600 px a second covers in about 1,800 px: with one screen (600 px) they
 * waited 2–3 s at the bottom of every page.
 */
const AHEAD = 3;
const nearEnd = (end: HTMLElement) => end.getBoundingClientRect().top < innerHeight * (1 + AHEAD);

interface Props<K extends FeedKind> {
  /** The feed (src/services/content/feeds.ts): its mapper and buy-now links come with it. */
  kind: K;
  render: (item: FeedItem<K>) => VNode;
}

export function FeedList<K extends FeedKind>({ kind, render }: Props<K>) {
  const language = settings.language.value;
  const { buyLinks } = FEEDS[kind];
  // the feed as the member left it in this session, pages and scroll (a new one after sign-out or a language change)
  const left = useMemo(
    () => sessionFeed(kind, language, () => createFeed(feedLoader(FEEDS, kind, language))),
    [kind, language],
  );
  const { feed } = left;
  const end = useRef<HTMLDivElement>(null);
  const watch = useRef<IntersectionObserver | undefined>(undefined);
  // with each page, the site's store links (the buy-now fallback) until they have come: a failure is tried again
  const more = () => {
    if (buyLinks) void loadSiteOptions();
    void feed.loadMore();
  };

  useLayoutEffect(() => {
    // a microtask: after the Router's scroll to the top of a new entry, in the same commit, before the paint
    const y = left.scrollY;
    if (y) queueMicrotask(() => scrollTo(0, y));
    // noted as the member scrolls: at the unmount, the next screen's content may have moved the page already
    const note = () => void (left.scrollY = scrollY);
    addEventListener('scroll', note, { passive: true });
    return () => removeEventListener('scroll', note);
  }, [left]);

  useEffect(() => {
    // a feed come back to has its pages: the observer's first report says whether the next is due
    if (feed.list.value.length === 0) more();
    else if (buyLinks) void loadSiteOptions();
    const observer = (watch.current = new IntersectionObserver(
      (entries) => {
        // an entry says where the end was when it was taken: a page that came meanwhile (from the worker's cache,
        // at once) may have moved it far below, and the member did not ask for the next one
        if (entries.some((e) => e.isIntersecting) && !feed.error.value && nearEnd(end.current!)) more();
      },
      { rootMargin: `0px 0px ${AHEAD * 100}%` },
    ));
    observer.observe(end.current!);
    return () => observer.disconnect();
  }, [feed]);

  // a page that loads while the end is still in view needs another look; one that pushed the end away is watched
  // afresh, as the observer tells only of a change: a scroll back to the end before its next look (a fast fling)
  // would otherwise be no change, and the feed would stop there
  useEffect(() => {
    if (feed.loading.value || feed.complete.value || feed.error.value || !end.current) return;
    if (nearEnd(end.current)) more();
    else {
      watch.current?.unobserve(end.current);
      watch.current?.observe(end.current); // its first report says where the end is then
    }
  }, [feed.loading.value, feed.list.value.length]);

  return (
    <>
      {buyLinks && !settings.storeLocation.value && <StorePrompt />}
      {storeAsk.value && <StoreSheet ask={storeAsk.value} />}
      <ul class="feed" aria-busy={feed.loading.value}>
        {feed.list.value.map((item) => (
          <li key={item.id} class="feed-item">
            {render(item)}
          </li>
        ))}
      </ul>
      <div ref={end} class="feed-end">
        <Status loading={feed.loading.value} text={statusOf(feed)} />
        {feed.error.value && <LoadError message="feed.error" onRetry={more} />}
      </div>
    </>
  );
}
