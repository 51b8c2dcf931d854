// The dashboard's banner: loaded once per session, shown when it is visible, in the member's language. A chunk of
// its own (with the content code and the sanitizing component), fetched once the dashboard is on screen.
import { useEffect } from 'preact/hooks';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import { bannerText, loadBanner } from '../../state/content';

// asked for as the chunk arrives, while its import still counts as loading: no moment between the two is idle
void loadBanner();

export default function Banner() {
  useEffect(() => void loadBanner(), []);
  if (!bannerText.value) return null;
  return (
    <aside class="banner" aria-label={t('notifications.heading')}>
      <SafeHtml html={bannerText.value} />
      <a class="link-target" href="#/notifications">
        {t('notifications.heading')}
      </a>
    </aside>
  );
}
