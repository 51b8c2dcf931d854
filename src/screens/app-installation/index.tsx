// App installation: Add to Home Screen steps for iPhone and iPad, the browser's prompt elsewhere.
import { regainFocus } from '../../components/hold-focus';
import { Page } from '../../components/page';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { installed, installMethod, promptInstall } from '../../state/install';
import './app-installation.css';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 2,
  'stroke-linecap': 'round' as const,
  'stroke-linejoin': 'round' as const,
};

// Small drawings of the three taps: Safari's share button, the menu row, and the Add button.
const PICTURES = [
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
    <rect x="12" y="18" width="24" height="22" rx="3" {...stroke} />
    <path d="M24 6v22M17 13l7-7 7 7" {...stroke} />
  </svg>,
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
    <rect x="8" y="8" width="32" height="32" rx="6" {...stroke} />
    <path d="M24 16v16M16 24h16" {...stroke} />
  </svg>,
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
    <rect x="6" y="14" width="36" height="20" rx="10" {...stroke} />
    <path d="M17 24h14" {...stroke} />
  </svg>,
];
const STEPS: MessageKey[] = ['install.step1', 'install.step2', 'install.step3'];

/** The browser's prompt, used once: its button goes with it, and the heading takes the focus (a render later). */
const install = () => void promptInstall().then(() => setTimeout(regainFocus));

export default function AppInstallationScreen() {
  const method = installMethod.value;
  return (
    <Page title={t('install.heading')} class="install">
      <p>{t('install.intro')}</p>
      {/* a standing live region: its news is read out, where one that comes with its text often is not */}
      <p class="form-success" role="status">
        {installed.value ? t('install.installed') : ''}
      </p>
      {method === 'prompt' && (
        <p>
          <button type="button" class="button button-block" onClick={install}>
            {t('install.install')}
          </button>
        </p>
      )}
      {/* Safari's steps, where they are the way: not beside the browser's own prompt, nor once installed */}
      {method === 'ios' && (
        <ol class="install-steps">
          {STEPS.map((key, i) => (
            <li key={key}>
              <span class="install-picture">{PICTURES[i]}</span>
              <span>{t(key)}</span>
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
}
