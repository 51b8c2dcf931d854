// Notifications: the banner's message in full.
import { useEffect } from 'preact/hooks';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import { bannerError, bannerText, loadBanner } from '../../state/content';

export default function NotificationsScreen() {
  useEffect(() => void loadBanner(), []);
  return (
    <Page title={t('notifications.heading')} class="prose">
      {bannerText.value ? <SafeHtml html={bannerText.value} /> : <p>{t('notifications.empty')}</p>}
      {bannerError.value && (
        <p>
          <button type="button" class="button button-secondary" onClick={() => void loadBanner()}>
            {t('app.retry')}
          </button>
        </p>
      )}
    </Page>
  );
}
