// Videos: thumbnail first, the player on a tap; buy-now links exactly as the item gives them.
import { BuyNow, PostDate, YouTube } from '../../components/feed/parts';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { Video } from '../../services/content/entities';

function VideoItem({ item }: { item: Video }) {
  return (
    <article>
      <YouTube id={item.ytid} title={item.title} image={item.image} />
      <h2 dir="auto">{item.title}</h2>
      <PostDate date={item.date} />
      <SafeHtml html={item.description} />
      <p class="feed-actions">
        {item.url && item.linkText && (
          <a class="link-target" href={item.url} target="_blank" rel="noopener noreferrer">
            {item.linkText}
          </a>
        )}
        {item.buyNow.show && <BuyNow links={item.buyNow.links} />}
      </p>
    </article>
  );
}

export default function VideosScreen() {
  return (
    <Page title={t('title.videos')}>
      <FeedList kind="video" render={(item) => <VideoItem item={item} />} />
    </Page>
  );
}
