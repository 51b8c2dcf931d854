// Part of the main bundle: spec section 2's layouts around one stable <main>, so the Router is never remounted.
import type { ComponentChildren, FunctionComponent } from 'preact';
import { signal } from '@preact/signals';
import { t } from '../../i18n';
import { connectivity, header, storageRefused } from '../../state/frame-state';
import { BackIcon, Logo } from '../components/icons';
import { LandscapeWarning } from '../components/landscape-warning';
import { LoadingBar } from '../components/loading-bar';
import { LanguageSwitcher } from '../components/language-switcher';
import { href } from '../href';
import type { RouteDef } from '../routes';

export type FrameRoute = Pick<RouteDef, 'layout' | 'headerTitle' | 'hideHeader'>;

/** The default header and the toasts (an update, a language out of reach), which come with the app's code, on the
 * island too: src/app/app.tsx sets them. */
export const frameParts = signal<Partial<Record<'Header' | 'Toast', FunctionComponent<{ route: FrameRoute }>>>>({});

/** Where one of the app's parts goes. Only the slots follow frameParts: the island's frame is not drawn again (its
 * language switcher and all) when the app's code sets them, in the task that evaluates that code (docs/first-paint.md). */
function Slot({ part, route }: { part: 'Header' | 'Toast'; route: FrameRoute }) {
  const Part = frameParts.value[part];
  return Part ? <Part route={route} /> : null;
}

function StaticHeader() {
  return (
    <header class="header header-static">
      <div class="header-start">
        {header.displayBackBtn.value && (
          <a class="icon-button" href={href('/')} aria-label={t('app.back')}>
            <BackIcon />
          </a>
        )}
      </div>
      <a class="header-logo" href={href('/')} aria-label={t('app.logo')}>
        <Logo />
      </a>
      <div class="header-end" />
    </header>
  );
}

/** `<main>` with no children given: its content as the document has it (the sign-in island hydrates its screen there
 * a task after the frame, src/app/island.tsx). For hydration only: hydration and a later render with the same
 * object leave `<main>` as it is, a fresh render would empty it. */
const AS_IT_STANDS = { __html: '' };

export function Frame({ route, children }: { route: FrameRoute; children?: ComponentChildren }) {
  const { layout } = route;
  return (
    <div class={`frame layout-${layout}`} data-layout={layout}>
      <a
        class="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      {layout === 'default' && <Slot part="Header" route={route} />}
      {layout === 'static-header' && !route.hideHeader && <StaticHeader />}
      {/* a live region from the first paint: a status put into it is read out, where one that comes with its own
          region often is not */}
      <div role="status">
        {layout !== 'default' && connectivity.offline.value && <p class="offline-banner">{t('offline.banner')}</p>}
        {storageRefused.value && <p class="offline-banner">{t('app.storageUnavailable')}</p>}
      </div>
      <main id="main" tabIndex={-1} dangerouslySetInnerHTML={children === undefined ? AS_IT_STANDS : undefined}>
        {children}
      </main>
      {layout === 'static-header' && (
        <footer class="footer">
          <LanguageSwitcher />
        </footer>
      )}
      <p id="route-announcer" class="sr-only" aria-live="polite" aria-atomic="true" />
      <Slot part="Toast" route={route} />
      <LoadingBar />
      <LandscapeWarning />
    </div>
  );
}
