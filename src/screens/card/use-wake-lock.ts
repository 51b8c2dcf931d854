import { useEffect } from 'preact/hooks';

type WakeLock = { release(): Promise<void> };

/** Keeps the screen on while the card shows; the browser drops the lock when the tab hides, so take it again. */
export function useWakeLock(): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLock> } }).wakeLock;
    if (!api) return;
    let lock: WakeLock | null = null;
    let left = false;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      // a lock granted after the member left the card would otherwise be held for good
      api.request('screen').then(
        (l) => void (left ? l.release().catch(() => {}) : (lock = l)),
        () => {},
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => {});
    };
  }, []);
}
