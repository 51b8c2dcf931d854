// A content feed: pages of 10 in the member's language, loaded as the end of the list comes into view.
import type { VNode } from 'preact';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { feedLoader, FEEDS, type FeedItem, type FeedKind } from '../../services/content/feeds';
import { settings } from '../../state/app-state';
import { loadSiteOptions } from '../../state/content';
import { createFeed } from '../../state/feed';
import { StorePrompt } from './store-prompt';
import { LoadError } from '../load-error';
import './feed.css';

interface Props<K extends FeedKind> {
  /** The feed (src/services/content/feeds.ts): its mapper and buy-now links come with it. */
  kind: K;
  render: (item: FeedItem<K>) => VNode;
}

export function FeedList<K extends FeedKind>({ kind, render }: Props<K>) {
  const language = settings.language.value;
  const { buyLinks } = FEEDS[kind];
  const feed = useMemo(() => createFeed(feedLoader(FEEDS, kind, language)), [kind, language]);
  const end = useRef<HTMLDivElement>(null);
  // with each page, the site's store links (the buy-now fallback) until they have come: a failure is tried again
  const more = () => {
    if (buyLinks) void loadSiteOptions();
    void feed.loadMore();
  };

  useEffect(() => {
    more();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !feed.error.value) more();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(end.current!);
    return () => observer.disconnect();
  }, [feed]);

  // a page that loads while the end is still in view needs another look
  useEffect(() => {
    if (feed.loading.value || feed.complete.value || feed.error.value || !end.current) return;
    if (end.current.getBoundingClientRect().top < innerHeight + 600) more();
  }, [feed.loading.value, feed.list.value.length]);

  return (
    <>
      {buyLinks && !settings.storeLocation.value && <StorePrompt />}
      <ul class="feed" aria-busy={feed.loading.value}>
        {feed.list.value.map((item) => (
          <li key={item.id} class="feed-item">
            {render(item)}
          </li>
        ))}
      </ul>
      <div ref={end} class="feed-end">
        {feed.loading.value && (
          <p class="feed-status" role="status">
            {feed.list.value.length ? t('feed.loadingMore') : t('app.loading')}
          </p>
        )}
        {feed.error.value && <LoadError message="feed.error" onRetry={more} />}
        {feed.complete.value && <p class="feed-status">{feed.list.value.length ? t('feed.end') : t('feed.empty')}</p>}
      </div>
    </>
  );
}
