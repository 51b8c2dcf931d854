// Artist spotlight: a preview; the button opens the full portrait and story.
import { useState } from 'preact/hooks';
import { PostDate } from '../../components/feed/parts';
import { Picture } from '../../components/feed/picture';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { ArtistSpotlight } from '../../services/content/entities';

function Spotlight({ item }: { item: ArtistSpotlight }) {
  const [open, setOpen] = useState(false);
  const id = `spotlight-${item.id}`;
  return (
    <article>
      <Picture image={open ? (item.image ?? item.previewImage) : item.previewImage} class="feed-image" />
      <h2 dir="auto">{item.title}</h2>
      <PostDate date={item.date} />
      <div id={id} hidden={!open}>
        {open && <SafeHtml html={item.description} />}
      </div>
      <button
        type="button"
        class="button button-secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('feed.showLess') : item.btnText || t('feed.readMore')}
      </button>
    </article>
  );
}

export default function ArtistSpotlightScreen() {
  return (
    <Page title={t('title.artistSpotlight')}>
      <FeedList kind="artist-spotlight" render={(item) => <Spotlight item={item} />} />
    </Page>
  );
}
