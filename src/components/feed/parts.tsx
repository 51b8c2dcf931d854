// Pieces feed items share: dates, buy-now links and the YouTube player that loads only on a tap.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { dateFormat } from '../../i18n/dates';
import type { Img, MarketLinks } from '../../services/content/entities';
import { Picture } from './picture';
import { buyLink } from '../../services/content/rules';
import { member, settings } from '../../state/app-state';
import { storeLinks } from '../../state/content';
import { OTHER_STORE } from '../../state/settings';
import { askForStore } from './store-sheet';

export function PostDate({ date }: { date: string }) {
  const when = Date.parse(date);
  if (!Number.isFinite(when)) return null;
  return (
    <time class="feed-date" dateTime={date}>
      {dateFormat(member.locale.value, { dateStyle: 'medium' }).format(when)}
    </time>
  );
}

/** A buy-now link for the member's market; `fallback` uses the global store link (news and tips). In a list of
 * products, `product` names the link ('Buy now: …', the language's own colon) so the links tell apart. A member
 * whose country has no online store (Other) is offered the store finder instead. With no country yet, Buy now asks
 * for it in a sheet over the feed (./store-sheet.tsx), which then opens the product. */
export function BuyNow({
  links,
  product,
  fallback = false,
}: {
  links: MarketLinks;
  product?: string;
  fallback?: boolean;
}) {
  const choice = settings.storeLocation.value;
  const other = choice === OTHER_STORE;
  const label = product && !other ? t('store.buyNowProduct', { product }) : undefined;
  if (!choice)
    return (
      <button
        type="button"
        class="button buy-now"
        aria-haspopup="dialog"
        onClick={(e) => askForStore({ links, fallback, product, from: e.currentTarget })}
        aria-label={label}
      >
        {t('store.buyNow')}
      </button>
    );
  const href = other ? t('help.site2') : buyLink(links, choice, fallback ? storeLinks.value : undefined);
  if (!href) return null;
  return (
    <a class="button buy-now" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {t(other ? 'store.findStore' : 'store.buyNow')}
    </a>
  );
}

/** The button the member pressed gives way to the player, which takes the focus (its keys work at once). A ref
 * that stays the same function: it runs as the player comes, not with each render after. */
const takeFocus = (player: HTMLElement | null) => player?.focus();

/** A thumbnail until tapped; only then the privacy-enhanced YouTube player loads. */
export function YouTube({ id, title, image }: { id: string; title: string; image: Img | null }) {
  const [playing, setPlaying] = useState(false);
  if (!id) return <Picture image={image} class="feed-image" />;
  if (playing) {
    return (
      <div class="video-frame">
        {/* sandboxed: the player runs its scripts in its own origin and may open YouTube in a new tab, nothing
            more (no navigating the app, no forms); the referrer is the app's origin only, which the player needs */}
        <iframe
          ref={takeFocus}
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          width="560"
          height="315"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerpolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      class="video-facade"
      onClick={() => setPlaying(true)}
      aria-label={t('feed.playVideo', { title })}
    >
      {/* a thumbnail that cannot load (offline and not cached, no such video) leaves the plain tile */}
      {image ? (
        <Picture image={image} class="feed-image" placeholder="video-placeholder" />
      ) : (
        <span class="video-placeholder" />
      )}
      <span class="video-play" aria-hidden="true" />
    </button>
  );
}
