// #MACTREND: news articles with buy-now lists (global store link as fallback).
import { BuyNow, PostDate } from '../../components/feed/parts';
import { Picture } from '../../components/feed/picture';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { NewsArticle } from '../../services/content/entities';

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

export default function LatestNewsScreen() {
  return (
    <Page title={t('title.latestNews')}>
      <FeedList kind="article" render={(item) => <Article item={item} />} />
    </Page>
  );
}
