// Part of the main bundle: a thin bar while routes or fetches load. It appears only after 200 ms
// (quick work never flickers) and crawls to 90 % over 5 s, finishing when the work does.
import { useEffect, useState } from 'preact/hooks';
import { pending } from '../../state/loading';

export const LOADING_BAR_DELAY_MS = 200;

export function LoadingBar() {
  const busy = pending.value > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const id = setTimeout(() => setShown(true), LOADING_BAR_DELAY_MS);
    return () => clearTimeout(id);
  }, [busy]);
  return <div class={`loading-bar${shown ? ' loading-bar-on' : ''}`} role="presentation" />;
}
