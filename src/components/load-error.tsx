// Shared by screens that load content: that they are loading, and the error with its retry, announced when it appears.
import { t } from '../i18n';
import type { MessageKey } from '../i18n/keys';
import { CardWayOut } from './card-way-out';
import { holdFocus } from './hold-focus';

export function LoadError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  // the error and its button go as the screen asks again: what held them keeps the focus, where the news comes
  const retry = (e: Event) => {
    holdFocus((e.currentTarget as Element).parentElement!.parentElement);
    onRetry();
  };
  return (
    <div class="feed-status" role="alert">
      <p>{t(message)}</p>
      <button type="button" class="button button-secondary" onClick={retry}>
        {t('app.retry')}
      </button>
      <CardWayOut />
    </div>
  );
}

/**
 * A screen's standing status: Loading… (or `text`) while it loads, where its content ended, or nothing. Kept on
 * screen while empty, so a screen reader reads out what comes into it (a region inserted with its text is often not).
 */
export const Status = ({ loading = false, text = '' }: { loading?: boolean; text?: string }) => (
  <p class={loading ? 'feed-status feed-loading' : 'feed-status'} role="status">
    {text || (loading ? t('app.loading') : '')}
  </p>
);
