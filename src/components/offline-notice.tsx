// Part of the app chunk (src/app/boot.tsx): the offline screen (spec section 2), shown in place of a page.
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { connectivity } from '../state/app-state';

export function OfflineNotice() {
  const [checking, setChecking] = useState(false);
  const retry = async () => {
    setChecking(true);
    try {
      // a real request tells more than navigator.onLine, which is true on a captive or dead network
      await fetch(`${import.meta.env.BASE_URL}manifest.webmanifest`, { method: 'HEAD', cache: 'no-store' });
      connectivity.setOnline(true, Date.now());
    } catch {
      connectivity.setOnline(false, Date.now());
      // still offline: the heading takes the focus back from the button, so a screen reader says so again
      document.getElementById('offline-heading')?.focus();
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
      <button type="button" class="button" onClick={retry} disabled={checking} aria-busy={checking}>
        {checking ? t('offline.checking') : t('offline.retry')}
      </button>
    </section>
  );
}
