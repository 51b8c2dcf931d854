// The dashboard's banner: a chunk of its own, fetched only when there is a banner to show (it brings the
// sanitizing component). Importing that shared component directly would make the bundler build a namespace
// object in its chunk, and with it a runtime chunk every content screen would load.
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';

export default function Banner({ html }: { html: string }) {
  return (
    <aside class="banner" aria-label={t('notifications.heading')}>
      <SafeHtml html={html} />
      <a class="link-target" href="#/notifications">{t('notifications.heading')}</a>
    </aside>
  );
}
