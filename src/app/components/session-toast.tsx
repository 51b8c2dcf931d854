// Part of the app chunk (the frame gets it from the app, src/app/app.tsx): the session's news, else an update's.
import { t } from '../../i18n';
import { cardGone } from '../../state/session';
import { UpdateToast } from './update-toast';

/** Where a member was signed in and the device lost the card (evicted storage), the sign-in says why it shows. */
export function SessionToast() {
  return cardGone.value ? (
    <p class="toast" role="status">
      {t('session.cardGone')}
    </p>
  ) : (
    <UpdateToast />
  );
}
