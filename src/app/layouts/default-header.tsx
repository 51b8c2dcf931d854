// Part of the app (not the sign-in island): the default layout's black header with its menu button.
import { useState } from 'preact/hooks';
import { ErrorBoundary } from 'preact-iso';
import { t } from '../../i18n';
import { header } from '../../state/app-state';
import { BackIcon } from '../components/icons';
import { ICON } from '../../components/icon';
import { href } from '../href';
import { lazyScreen } from '../lazy-screen';
import type { FrameRoute } from './frame';

const MenuIcon = () => (
  <svg {...ICON} class="icon">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" />
  </svg>
);

// guarded like a screen: a chunk that fails reloads the page once, then shows the error page under the header
const Menu = lazyScreen(() => import('./menu'), 'menu');

export function DefaultHeader({ route }: { route: FrameRoute }) {
  // every press opens a new menu: one still closing (its `close` event comes a task after Escape) is replaced
  const [opened, setOpened] = useState(0);
  return (
    <>
      <header class="header header-default" data-clear={header.displayClearHeader.value || undefined}>
        <div class="header-start">
          {header.displayBackBtn.value && (
            <a class="icon-button" href={href('/dashboard')} aria-label={t('app.back')}>
              <BackIcon />
            </a>
          )}
        </div>
        <p class="header-title">
          <bdi>{route.headerTitle ? t(route.headerTitle) : ''}</bdi>
        </p>
        <div class="header-end">
          <button
            type="button"
            class="icon-button"
            aria-haspopup="dialog"
            aria-expanded={header.menuOpen.value}
            aria-label={t('menu.open')}
            onClick={() => (setOpened(opened + 1), (header.menuOpen.value = true))}
            onPointerDown={() => void Menu.preload()}
          >
            <MenuIcon />
          </button>
        </div>
      </header>
      {/* preact-iso's ErrorBoundary is the suspense boundary for the lazy menu; outside the header's grid, so the
        error page of a menu that failed to load spans the page (the menu itself is a modal, in the top layer) */}
      {header.menuOpen.value && (
        <ErrorBoundary>
          <Menu key={opened} />
        </ErrorBoundary>
      )}
    </>
  );
}
