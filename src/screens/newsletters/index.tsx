// Newsletters: each issue with its cover and a link to read it.
import { PostDate } from '../../components/feed/parts';
import { Picture } from '../../components/feed/picture';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { Newsletter } from '../../services/content/entities';

function Issue({ item }: { item: Newsletter }) {
  return (
    <article>
      <Picture image={item.image} class="feed-image" />
      <h2 dir="auto">{item.title}</h2>
      <PostDate date={item.date} />
      <SafeHtml html={item.description} />
      {item.url && (
        <p>
          <a class="button button-secondary" href={item.url} target="_blank" rel="noopener noreferrer">
            {item.linkText || t('feed.openNewsletter')}
          </a>
        </p>
      )}
    </article>
  );
}

export default function NewslettersScreen() {
  return (
    <Page title={t('title.newsletters')}>
      <FeedList kind="newsletter" render={(item) => <Issue item={item} />} />
    </Page>
  );
}
