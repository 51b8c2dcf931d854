// Notifications: the banner's message in full, then what is new in the feeds, dated.
import { useEffect, useState } from 'preact/hooks';
import { LoadError, Status } from '../../components/load-error';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { t } from '../../i18n';
import { bannerText, loadBanner } from '../../state/content';
import { WhatsNew } from './whats-new';

export default function NotificationsScreen() {
  const [state, setState] = useState<'loading' | 'failed' | 'done'>(bannerText.value ? 'done' : 'loading');
  // a retry shows that it is asking, and a second failure comes as a new alert (an unchanged one is not read again)
  const load = () => {
    setState('loading');
    void loadBanner().then((failed) => setState(failed ? 'failed' : 'done'));
  };
  useEffect(load, []);
  return (
    <Page title={t('notifications.heading')} class="prose">
      {/* a failed request says so and is tried again; an empty answer is loaded once, and there is nothing to show */}
      <Status
        loading={state === 'loading'}
        text={state === 'done' && !bannerText.value ? t('notifications.empty') : ''}
      />
      {state === 'failed' && <LoadError message="feed.error" onRetry={load} />}
      {state === 'done' && bannerText.value && <SafeHtml html={bannerText.value} />}
      <WhatsNew />
    </Page>
  );
}
