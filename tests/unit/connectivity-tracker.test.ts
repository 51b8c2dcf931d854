// Spec section 3, Offline state: the tracker starts from the browser and the stored last online time.
import { describe, expect, it, vi } from 'vitest';

let answer: (at: number) => void = () => {};
vi.mock('../../src/services/storage/last-online-record', () => ({
  lastOnlineRecord: { tryRead: () => new Promise<number>((ok) => (answer = ok)), write: async () => {} },
}));
const { trackConnectivity } = await import('../../src/state/connectivity-tracker');
const { connectivity } = await import('../../src/state/app-state');

describe('connectivity tracker', () => {
  it('starts from the stored last online time once it is read, not before', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const started = trackConnectivity();
    expect(connectivity.lastOnline.value).toBe(0); // the stored time is still being read
    answer(4_000_000);
    await started;
    expect(connectivity.offline.value).toBe(true);
    expect(connectivity.lastOnline.value).toBe(4_000_000);
    expect(connectivity.onlineWithinWeek.value).toBe(true);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    vi.useRealTimers();
  });

  it("keeps what Retry connection found until the browser's word changes", async () => {
    vi.useFakeTimers({ now: 6_000_000 });
    const onLine = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
    onLine(false);
    const started = trackConnectivity();
    answer(5_000_000);
    await started;
    expect(connectivity.offline.value).toBe(true);

    // the browser still says offline, but a real request got an answer (src/components/offline-notice.tsx)
    const found = Date.now();
    connectivity.setOnline(true, found);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connectivity.offline.value).toBe(false);
    // online time is what that request proved, not more: the link may drop again with the browser still saying
    // offline, and the card's week offline must not be pushed on by the looks every 10 s
    expect(connectivity.lastOnline.value).toBe(found);
    expect(connectivity.now.value).toBe(Date.now());

    // the browser's word changes: it counts again, both ways
    onLine(true);
    dispatchEvent(new Event('online'));
    onLine(false);
    dispatchEvent(new Event('offline'));
    expect(connectivity.offline.value).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connectivity.offline.value).toBe(true);

    // and the other way: online by the browser, but a real request failed; the looks leave the offline screen
    onLine(true);
    dispatchEvent(new Event('online'));
    connectivity.setOnline(false, Date.now());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connectivity.offline.value).toBe(true);
    vi.useRealTimers();
  });
});
