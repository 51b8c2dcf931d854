// The sign-in screen's banner (spec section 3), a chunk of its own so the sign-in's first paint waits for none of it.
// Its rules (components/banner.css) are in the app chunk's stylesheet, which the app's start has applied.
import { useEffect, useState } from 'preact/hooks';
import { SafeHtml } from '../../components/safe-html';
import { t, tableComplete } from '../../i18n';
import { loadBanner, loginBannerText } from '../../state/content';

export default function LoginBanner() {
  const [ready, setReady] = useState(false);
  // the island starts with only its part of English; the banner's label is in the whole table. A task of its own, not
  // the effects' flush after this first render: setting up the request is main-thread work (docs/first-paint.md)
  useEffect(() => {
    const timer = setTimeout(
      () =>
        void Promise.all([loadBanner(), tableComplete()]).then(
          () => setReady(true),
          () => {},
        ),
    );
    return () => clearTimeout(timer);
  }, []);
  if (!ready || !loginBannerText.value) return null;
  return (
    <aside class="banner" aria-label={t('notifications.heading')}>
      <SafeHtml html={loginBannerText.value} />
    </aside>
  );
}
