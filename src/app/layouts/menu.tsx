// Lazy: the default layout's overlay menu, a modal <dialog> (focus trap and Escape come with it).
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { header } from '../../state/app-state';
import { installMethod, promptInstall } from '../../state/install';
import { signOut } from '../../state/session';
import { ICON } from '../../components/icon';
import { href } from '../href';
import { MENU_LINKS } from '../routes';
import { navigate } from '../../state/url';
import { SignOutDialog } from './sign-out-dialog';
import { useModal } from './use-modal';

const CloseIcon = () => (
  <svg {...ICON} class="icon">
    <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
  </svg>
);

export default function Menu() {
  const { dialog, trapTab } = useModal();
  const close = () => (header.menuOpen.value = false);
  const [confirming, setConfirming] = useState(false);
  const signOutNow = async () => {
    close();
    await signOut();
    navigate('/');
  };

  const install = installMethod.value;
  return (
    <>
      {/* `close` comes a task after Escape: by then a press on the menu button may have opened a new menu, and
      this one, no longer in the page (its ref is gone), must not close that one */}
      <dialog
        ref={dialog}
        class="menu"
        aria-labelledby="menu-title"
        onClose={() => dialog.current && close()}
        onKeyDown={trapTab}
        onClick={(e) => e.target === dialog.current && close()}
      >
        <div class="menu-head">
          <h2 id="menu-title" class="menu-title">
            {t('menu.label')}
          </h2>
          <button type="button" class="icon-button" onClick={close} aria-label={t('menu.close')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-labelledby="menu-title">
          <ul class="menu-list">
            {MENU_LINKS.map((link) => (
              <li key={link.path}>
                <a href={link.href} onClick={close}>
                  {t(link.label)}
                </a>
              </li>
            ))}
            {install === 'prompt' && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void promptInstall();
                  }}
                >
                  {t('menu.install')}
                </button>
              </li>
            )}
            {install === 'ios' && (
              <li>
                <a href={href('/app-installation')} onClick={close}>
                  {t('menu.install')}
                </a>
              </li>
            )}
            <li>
              <button type="button" onClick={() => location.reload()}>
                {t('menu.refresh')}
              </button>
            </li>
            <li>
              <button type="button" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
                {t('menu.signOut')}
              </button>
            </li>
          </ul>
        </nav>
        <p class="menu-version" dir="ltr">
          v{import.meta.env.VITE_APP_VERSION || __APP_VERSION__}
        </p>
      </dialog>
      {confirming && <SignOutDialog onCancel={() => setConfirming(false)} onConfirm={() => void signOutNow()} />}
    </>
  );
}
