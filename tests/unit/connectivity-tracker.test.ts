// Spec section 3, Offline state: the tracker starts from the browser and the stored last online time.
import { describe, expect, it, vi } from 'vitest';

let answer: (at: number) => void = () => {};
vi.mock('../../src/services/storage/last-online-record', () => ({
  lastOnlineRecord: { read: () => new Promise<number>((ok) => (answer = ok)), write: async () => {} },
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
});
