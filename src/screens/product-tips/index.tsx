// Product tips: a video, the how-to, and buy-now links (global store link as fallback).
import { BuyNow, PostDate, YouTube } from '../../components/feed/parts';
import { FeedList } from '../../components/feed/feed-list';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import type { Tip } from '../../services/content/entities';

function TipItem({ item }: { item: Tip }) {
  return (
    <article>
      {/* tips come without an image: YouTube's own thumbnail (the id was checked when the tip was read, mapping.ts);
          a tip whose id was refused has neither player nor picture */}
      <YouTube
        id={item.ytid}
        title={item.title}
        image={item.ytid ? { src: `https://i.ytimg.com/vi/${item.ytid}/hqdefault.jpg`, alt: '' } : null}
      />
      <h2 dir="auto">{item.title}</h2>
      <PostDate date={item.date} />
      <SafeHtml html={item.description} />
      {item.buyNowList.length > 0 && (
        <ul class="buy-list">
          {item.buyNowList.map((b, i) => (
            <li key={i}>
              <span dir="auto">{b.text}</span>
              <BuyNow links={b.links} product={b.text} fallback />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function ProductTipsScreen() {
  return (
    <Page title={t('title.productTips')}>
      <FeedList kind="product-tip" render={(item) => <TipItem item={item} />} />
    </Page>
  );
}
