// Notifications' "What's new": the newest posts of the content feeds, each dated, newest first (issue 46). Their
// dates are the content service's own (each post's `date`); the banner above has none to give.
import { useEffect, useState } from 'preact/hooks';
import { LoadError, Status } from '../../components/load-error';
import { t } from '../../i18n';
import { dateFormat } from '../../i18n/dates';
import type { MessageKey } from '../../i18n/keys';
import { FEEDS, feedLoader, type FeedKind } from '../../services/content/feeds';
import { member, settings } from '../../state/app-state';
import './whats-new.css';

/** Each feed's screen and its name: a post is listed under it and leads there. */
const SOURCES: [FeedKind, string, MessageKey][] = [
  ['article', '#/latest-news', 'title.latestNews'],
  ['product-tip', '#/product-tips', 'title.productTips'],
  ['video', '#/videos', 'title.videos'],
  ['artist-spotlight', '#/artist-spotlight', 'title.artistSpotlight'],
  ['newsletter', '#/newsletters', 'title.newsletters'],
];
/** As many as a phone shows in a screen or two. */
const SHOWN = 10;

interface News {
  key: string;
  title: string;
  when: number;
  date: string;
  href: string;
  from: MessageKey;
}

/** The first page of every feed, merged newest first; null when no feed answered. */
async function newest(): Promise<News[] | null> {
  const pages = await Promise.allSettled(
    SOURCES.map(async ([kind, href, from]) => {
      const page = await feedLoader(FEEDS, kind, settings.language.peek())(1);
      const items = 'items' in page ? (page.items as { id: number; title: string; date: string }[]) : [];
      return items.map(({ id, title, date }) => ({
        key: `${kind}-${id}`,
        title,
        when: Date.parse(date),
        date,
        href,
        from,
      }));
    }),
  );
  if (pages.every((p) => p.status === 'rejected')) return null;
  return pages
    .flatMap((p) => (p.status === 'fulfilled' ? p.value : []))
    .filter((n) => Number.isFinite(n.when))
    .sort((a, b) => b.when - a.when)
    .slice(0, SHOWN);
}

export function WhatsNew() {
  const [news, setNews] = useState<News[] | null | undefined>(undefined);
  const load = () => {
    setNews(undefined);
    void newest().then(setNews);
  };
  useEffect(load, [settings.language.value]);
  const format = dateFormat(member.locale.value, { dateStyle: 'medium' });
  return (
    <section class="whats-new" aria-labelledby="whats-new-heading">
      <h2 id="whats-new-heading">{t('notifications.whatsNew')}</h2>
      <Status loading={news === undefined} />
      {news === null && <LoadError message="feed.error" onRetry={load} />}
      {news && (
        <ul class="whats-new-list">
          {news.map((n) => (
            <li key={n.key}>
              <a href={n.href}>{n.title}</a>
              <span class="whats-new-from">
                {/* a feed's name such as #MACTREND keeps its own order in a right-to-left line */}
                <bdi>{t(n.from)}</bdi> · <time dateTime={n.date}>{format.format(n.when)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
