// Lazy, with the menu (./menu.tsx): sign-out asks first, since it takes the card kept for offline off the device.
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';

/** A modal over the menu: Cancel (the first control, where the focus lands) keeps everything; Escape is Cancel. */
export function SignOutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement as HTMLElement | null; // the menu's Sign Out
    el.showModal();
    return () => {
      if (el.open) el.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // as in the menu: Tab cycles between the two buttons rather than leaving for the browser's own controls
  const trapTab = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const buttons = Array.from(dialog.current!.querySelectorAll('button'));
    const edge = e.shiftKey ? buttons[0] : buttons[buttons.length - 1];
    if (document.activeElement !== edge) return;
    e.preventDefault();
    (e.shiftKey ? buttons[buttons.length - 1] : buttons[0])?.focus();
  };

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
