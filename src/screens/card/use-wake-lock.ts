import { useEffect } from 'preact/hooks';

type WakeLock = { release(): Promise<void> };

/** Keeps the screen on while the card shows; the browser drops the lock when the tab hides, so take it again. */
export function useWakeLock(): void {
  useEffect(() => {
    const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLock> } }).wakeLock;
    if (!api) return;
    let lock: WakeLock | null = null;
    const take = () => {
      if (document.visibilityState === 'visible') api.request('screen').then((l) => (lock = l), () => {});
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => {});
    };
  }, []);
}
