// Part of the main bundle: asks for portrait on phones held sideways (shown by CSS media query only).
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n';

export function LandscapeWarning() {
  useEffect(() => {
    // Only installed apps may lock orientation; elsewhere this rejects and the warning does the work.
    const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
    orientation?.lock?.('portrait').catch(() => {});
  }, []);
  return (
    <div class="landscape-warning" role="alert">
      <p class="landscape-heading">{t('landscape.heading')}</p>
      <p>{t('landscape.body')}</p>
    </div>
  );
}
