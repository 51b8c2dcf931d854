// Lazy, with the menu (./menu.tsx): sign-out asks first, since it takes the card kept for offline off the device.
import { t } from '../../i18n';
import { useModal } from './use-modal';

/** A modal over the menu: Cancel (the first control, where the focus lands) keeps everything; Escape is Cancel. */
export function SignOutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const { dialog, trapTab } = useModal();

  return (
    // `close` (Escape) comes a task later: by then a confirmed sign-out may have taken the dialog away
    <dialog
      ref={dialog}
      class="confirm"
      aria-labelledby="sign-out-title"
      aria-describedby="sign-out-body"
      onClose={() => dialog.current && onCancel()}
      onKeyDown={trapTab}
      onClick={(e) => e.target === dialog.current && onCancel()}
    >
      <h2 id="sign-out-title" class="confirm-title">
        {t('signOut.title')}
      </h2>
      <p id="sign-out-body">{t('signOut.body')}</p>
      <div class="actions">
        <button type="button" class="button button-secondary" onClick={onCancel} autofocus>
          {t('register.cancel')}
        </button>
        <button type="button" class="button" onClick={onConfirm}>
          {t('menu.signOut')}
        </button>
      </div>
    </dialog>
  );
}
