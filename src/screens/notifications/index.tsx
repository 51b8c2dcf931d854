// Notifications: the banner's message in full.
import { useEffect, useState } from 'preact/hooks';
import { LoadError } from '../../components/load-error';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import { bannerText, loadBanner } from '../../state/content';

export default function NotificationsScreen() {
  const [failed, setFailed] = useState(false);
  const load = () => void loadBanner().then(setFailed);
  useEffect(load, []);
  return (
    <Page title={t('notifications.heading')} class="prose">
      {/* a failed request says so and is tried again; an empty answer is loaded once, and there is nothing to show */}
      {failed ? (
        <LoadError message="feed.error" onRetry={load} />
      ) : bannerText.value ? (
        <SafeHtml html={bannerText.value} />
      ) : (
        <p>{t('notifications.empty')}</p>
      )}
    </Page>
  );
}
