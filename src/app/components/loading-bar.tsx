// Part of the main bundle: a thin bar while routes or fetches load. It appears only after 200 ms
// (quick work never flickers), crawls to 90 % and is gone when the work ends or 5000 ms have passed.
import { useEffect, useState } from 'preact/hooks';
import { busy } from '../../state/loading';

export const LOADING_BAR_DELAY_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

export function LoadingBar() {
  const working = busy.value;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!working) return setShown(false);
    const show = setTimeout(() => setShown(true), LOADING_BAR_DELAY_MS);
    // a bar that never ends reads as a hung app; past its duration the work is slow, not news
    const hide = setTimeout(() => setShown(false), LOADING_BAR_DURATION_MS);
    return () => (clearTimeout(show), clearTimeout(hide));
  }, [working]);
  return <div class={`loading-bar${shown ? ' loading-bar-on' : ''}`} role="presentation" />;
}
