// The sign-in's word on why the card is gone, after the guard signed out a last sign-in over a week old.
import { t } from '../../i18n';
import { cardExpiredSignOut } from '../../state/frame-state';

/** An alert: the member arrives here unasked, and must read why before anything else. */
export function CardExpiredNotice() {
  return cardExpiredSignOut.value ? (
    <div class="form-message card-expired" role="alert">
      <p>{t('session.cardExpired')}</p>
      <p>{t('session.signInNeedsConnection')}</p>
    </div>
  ) : null;
}
