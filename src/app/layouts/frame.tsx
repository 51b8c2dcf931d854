// Part of the main bundle: the three layouts of spec section 2 around one stable <main>,
// so the Router inside is never remounted when the layout changes.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ErrorBoundary } from 'preact-iso';
import { t } from '../../i18n';
import { connectivity, header } from '../../state/app-state';
import { storageRefused } from '../../state/session';
import { BackIcon, Logo, MenuIcon } from '../components/icons';
import { LandscapeWarning } from '../components/landscape-warning';
import { LoadingBar } from '../components/loading-bar';
import { UpdateToast } from '../components/update-toast';
import { LanguageSwitcher } from '../components/language-switcher';
import { lazyScreen } from '../lazy-screen';
import type { RouteDef } from '../routes';

// guarded like a screen: a chunk that fails reloads the page once, then shows the error page under the header
const Menu = lazyScreen(() => import('./menu'), 'menu');

function DefaultHeader({ route }: { route: RouteDef }) {
  // every press opens a new menu: one still closing (its `close` event comes a task after Escape) is replaced
  const [opened, setOpened] = useState(0);
  return (<>
    <header class="header header-default" data-clear={header.displayClearHeader.value || undefined}>
      <div class="header-start">
        {header.displayBackBtn.value && (
          <a class="icon-button" href="#/dashboard" aria-label={t('app.back')}><BackIcon /></a>
        )}
      </div>
      <p class="header-title"><bdi>{route.headerTitle ? t(route.headerTitle) : ''}</bdi></p>
      <div class="header-end">
        <button
          type="button" class="icon-button" aria-haspopup="dialog" aria-expanded={header.menuOpen.value}
          aria-label={t('menu.open')} onClick={() => (setOpened(opened + 1), (header.menuOpen.value = true))}
          onPointerDown={() => void Menu.preload()}
        >
          <MenuIcon />
        </button>
      </div>
    </header>
    {/* preact-iso's ErrorBoundary is the suspense boundary for the lazy menu; outside the header's grid, so the
        error page of a menu that failed to load spans the page (the menu itself is a modal, in the top layer) */}
    {header.menuOpen.value && <ErrorBoundary><Menu key={opened} /></ErrorBoundary>}
  </>);
}

function StaticHeader() {
  return (
    <header class="header header-static">
      <div class="header-start">
        {header.displayBackBtn.value && (
          <a class="icon-button" href="#/" aria-label={t('app.back')}><BackIcon /></a>
        )}
      </div>
      <a class="header-logo" href="#/" aria-label={t('app.logo')}><Logo /></a>
      <div class="header-end" />
    </header>
  );
}

export function Frame({ route, children }: { route: RouteDef; children: ComponentChildren }) {
  const { layout } = route;
  return (
    <div class={`frame layout-${layout}`} data-layout={layout}>
      <a class="skip-link" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        {t('app.skipToContent')}
      </a>
      {layout === 'default' && <DefaultHeader route={route} />}
      {layout === 'static-header' && !route.hideHeader && <StaticHeader />}
      {layout !== 'default' && connectivity.offline.value && (
        <p class="offline-banner" role="status">{t('offline.banner')}</p>
      )}
      {storageRefused.value && <p class="offline-banner" role="status">{t('app.storageUnavailable')}</p>}
      <main id="main" tabIndex={-1}>{children}</main>
      {layout === 'static-header' && <footer class="footer"><LanguageSwitcher /></footer>}
      <p id="route-announcer" class="sr-only" aria-live="polite" aria-atomic="true" />
      <UpdateToast />
      <LoadingBar />
      <LandscapeWarning />
    </div>
  );
}
