// Part of the main bundle: asks for portrait on phones held sideways (shown by CSS media query only).
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';

/** When the warning covers the app: the same query as in app.css. */
const SIDEWAYS = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

export function LandscapeWarning() {
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only installed apps may lock orientation; elsewhere this rejects and the warning does the work.
    const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
    orientation?.lock?.('portrait').catch(() => {});
    // what the warning covers cannot be reached by Tab or a screen reader meanwhile (WCAG 2.4.11)
    const query = matchMedia(SIDEWAYS);
    const cover = (on: boolean) => {
      for (const el of Array.from(own.current?.parentElement?.children ?? [])) if (el !== own.current) (el as HTMLElement).inert = on;
    };
    const apply = () => cover(query.matches);
    apply();
    query.addEventListener('change', apply);
    return () => (query.removeEventListener('change', apply), cover(false));
  }, []);
  return (
    <div class="landscape-warning" role="alert" ref={own}>
      <p class="landscape-heading">{t('landscape.heading')}</p>
      <p>{t('landscape.body')}</p>
    </div>
  );
}
