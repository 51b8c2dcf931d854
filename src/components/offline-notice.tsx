// Part of the app chunk (src/app/app-chunk.tsx): the offline screen (spec section 2), shown in place of a page.
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { connectivity } from '../state/app-state';
import { cardShowsUntil } from '../state/card-window';
import { CardWayOut } from './card-way-out';

export function OfflineNotice() {
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState('');
  const retry = async () => {
    if (checking) return;
    setChecking(true);
    setOutcome(''); // emptied first: a second "still offline" is new news, read out again
    try {
      // a real request tells more than navigator.onLine, which is true on a captive or dead network
      await fetch(`${import.meta.env.BASE_URL}manifest.webmanifest`, { method: 'HEAD', cache: 'no-store' });
      connectivity.setOnline(true, Date.now()); // the page comes in place of this screen, and its heading takes focus
    } catch {
      connectivity.setOnline(false, Date.now());
      setOutcome(t('offline.stillOffline'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <section class="notice" aria-labelledby="offline-heading">
      <h1 id="offline-heading" tabIndex={-1}>
        {t('offline.heading')}
      </h1>
      <p>{t('offline.body')}</p>
      <CardWayOut />
      {/* aria-disabled, not disabled: a disabled button drops the focus, and the member would lose their place */}
      <button
        type="button"
        class={cardShowsUntil.value ? 'button button-secondary' : 'button'}
        onClick={retry}
        aria-disabled={checking}
        aria-busy={checking}
      >
        {checking ? t('offline.checking') : t('offline.retry')}
      </button>
      <p class="offline-outcome" role="status">
        {outcome}
      </p>
    </section>
  );
}
