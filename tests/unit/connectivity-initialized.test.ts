// Spec section 3, Offline state: `initialized` is false until the tracker has read the browser and the stored
// last online time, then true.
import { describe, expect, it, vi } from 'vitest';

let answer: (at: number) => void = () => {};
vi.mock('../../src/services/storage/last-online-record', () => ({
  lastOnlineRecord: { read: () => new Promise<number>((ok) => (answer = ok)), write: async () => {} },
}));
const { trackConnectivity } = await import('../../src/state/connectivity-tracker');
const { connectivity } = await import('../../src/state/app-state');

describe('connectivity initialized', () => {
  it('becomes true once the tracker starts, with the stored last online time, not before', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    expect(connectivity.initialized.value).toBe(false);
    const started = trackConnectivity();
    expect(connectivity.initialized.value).toBe(false); // the stored time is still being read
    answer(4_000_000);
    await started;
    expect(connectivity.initialized.value).toBe(true);
    expect(connectivity.offline.value).toBe(true);
    expect(connectivity.lastOnline.value).toBe(4_000_000);
    expect(connectivity.onlineWithinWeek.value).toBe(true);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    vi.useRealTimers();
  });
});
