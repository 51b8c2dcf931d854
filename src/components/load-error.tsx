// Shared by screens that load content: the error with its retry, announced when it appears.
import { t } from '../i18n';
import type { MessageKey } from '../i18n/keys';

export function LoadError({ message, onRetry }: { message: MessageKey; onRetry: () => void }) {
  return (
    <div class="feed-status" role="alert">
      <p>{t(message)}</p>
      <button type="button" class="button button-secondary" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
