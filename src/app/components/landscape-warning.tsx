// Part of the main bundle: asks for portrait on phones held sideways (shown by CSS media query only).
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import { header } from '../../state/frame-state';

/** When the warning covers the app: the same query as in app.css. */
const SIDEWAYS = '(orientation: landscape) and (max-height: 500px) and (pointer: coarse)';

export function LandscapeWarning() {
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only installed apps may lock orientation; elsewhere this rejects and the warning does the work.
    const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
    orientation?.lock?.('portrait').catch(() => {});
    // What the warning covers cannot be reached by Tab or a screen reader meanwhile (WCAG 2.4.11), nor
    // what arrives while it shows (a new layout's header, a banner, the update toast); the menu closes.
    const query = matchMedia(SIDEWAYS);
    const frame = own.current!.parentElement!;
    const cover = (on: boolean) => {
      for (const el of Array.from(frame.children)) if (el !== own.current) (el as HTMLElement).inert = on;
    };
    // the cover takes the focus from what had it (a field being typed in): upright again, it has it back
    let had: HTMLElement | null = null;
    const apply = () => {
      const focused = document.activeElement as HTMLElement | null;
      if (query.matches) had = focused === document.body ? null : focused;
      cover(query.matches);
      if (query.matches) header.menuOpen.value = false;
      else if (focused === document.body) had?.focus();
    };
    const arrivals = new MutationObserver(() => query.matches && cover(true));
    arrivals.observe(frame, { childList: true });
    apply();
    query.addEventListener('change', apply);
    return () => (arrivals.disconnect(), query.removeEventListener('change', apply), cover(false));
  }, []);
  return (
    <div class="landscape-warning" role="alert" ref={own}>
      <p class="landscape-heading">{t('landscape.heading')}</p>
      <p>{t('landscape.body')}</p>
    </div>
  );
}
