// Part of the main bundle: a thin bar while routes or fetches load, so a slow first visit never looks frozen.
import { useEffect, useState } from 'preact/hooks';
import { busy } from '../../state/loading';

export const LOADING_BAR_DELAY_MS = 200;
/** The crawl's duration in app.css (`loading-crawl`), spec section 9: how long it travels, not when it gives up. */
export const LOADING_BAR_DURATION_MS = 5000;

export function LoadingBar() {
  const working = busy.value;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!working) return setShown(false);
    const show = setTimeout(() => setShown(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(show);
  }, [working]);
  return <div class={`loading-bar${shown ? ' loading-bar-on' : ''}`} role="presentation" />;
}
