// #MACTREND: news articles with buy-now lists (global store link as fallback). The screen of every feed whose
// items are news articles (mapped by toArticles): a route names its kind and title (articleFeed, src/app).
import { BuyNow, PostDate } from '../../components/feed/parts';
import { Picture } from '../../components/feed/picture';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import type { NewsArticle } from '../../services/content/entities';
import type { FeedItem, FeedKind } from '../../services/content/feeds';

/** The feeds whose items are news articles. */
export type ArticleKind = { [K in FeedKind]: FeedItem<K> extends NewsArticle ? K : never }[FeedKind];

function Article({ item }: { item: NewsArticle }) {
  return (
    <article data-type={item.type}>
      <Picture image={item.image} class="feed-image" />
      <h2 dir="auto">{item.title}</h2>
      {item.subHeading && (
        <p class="feed-sub" dir="auto">
          {item.subHeading}
        </p>
      )}
      <PostDate date={item.date} />
      <SafeHtml html={item.description} />
      {item.url && item.linkText && (
        <p>
          <a class="link-target" href={item.url} target="_blank" rel="noopener noreferrer">
            {item.linkText}
          </a>
        </p>
      )}
      {item.buyNowList.length > 0 && (
        <ul class="buy-list">
          {item.buyNowList.map((b, i) => (
            <li key={i}>
              <Picture image={b.thumbnail} class="buy-thumb" />
              <span dir="auto">{b.text}</span>
              <BuyNow links={b.links} product={b.text} fallback />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** The screen of an article feed: its list under its title. */
export function articleScreen(kind: ArticleKind, title: MessageKey) {
  return function ArticleFeedScreen() {
    return (
      <Page title={t(title)}>
        <FeedList kind={kind} render={(item) => <Article item={item} />} />
      </Page>
    );
  };
}

export default articleScreen('article', 'title.latestNews');
