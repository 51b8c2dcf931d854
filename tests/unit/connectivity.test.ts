// Spec sections 4 and 9: the week of offline grace and the last online time saved every 10 seconds.
import { afterEach, describe, expect, it, vi } from 'vitest';

const written = vi.hoisted(() => [] as number[]);
vi.mock('../../src/services/storage/last-online-record', () => ({
  lastOnlineRecord: { tryRead: async () => 0, write: async (at: number) => void written.push(at) },
}));
const { CLOCK_SKEW_MS, ConnectivityModel, LAST_ONLINE_SAVE_MS } = await import('../../src/state/connectivity');
const { OFFLINE_WINDOW_MS: OFFLINE_TOLERANCE_MS, cardOfflineUntil } = await import('../../src/time/membership-rules');
const { DAY } = await import('../../src/time/units');
const { trackConnectivity } = await import('../../src/state/connectivity-tracker');
const { connectivity } = await import('../../src/state/app-state');

const setOnLine = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

describe('connectivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    setOnLine(true);
  });

  it('counts the member as online within the week just under 604800000 ms, not just over', () => {
    const model = new ConnectivityModel();
    const lastOnline = 1_000_000;
    model.init(false, lastOnline, lastOnline + OFFLINE_TOLERANCE_MS - 1);
    expect(model.onlineWithinWeek.value).toBe(true);
    model.setOnline(false, lastOnline + OFFLINE_TOLERANCE_MS);
    expect(model.onlineWithinWeek.value).toBe(false);
    model.setOnline(false, lastOnline + OFFLINE_TOLERANCE_MS + 1);
    expect(model.onlineWithinWeek.value).toBe(false);
  });

  it('does not count a last online time ahead of the clock (the date was set back), beyond a drift of minutes', () => {
    const model = new ConnectivityModel();
    const now = 5_000_000_000;
    model.init(false, now + 30 * 86_400_000, now);
    expect(model.onlineWithinWeek.value).toBe(false);
    model.init(false, now + CLOCK_SKEW_MS + 1, now);
    expect(model.onlineWithinWeek.value).toBe(false);
    model.init(false, now + CLOCK_SKEW_MS, now);
    expect(model.onlineWithinWeek.value).toBe(true);
  });

  it('never counts a member who was never online', () => {
    const model = new ConnectivityModel();
    model.init(false, 0, 5);
    expect(model.onlineWithinWeek.value).toBe(false);
  });

  it('saves the last online time every 10 seconds while online, and not while offline', async () => {
    vi.useFakeTimers({ now: 50_000 });
    await trackConnectivity();
    expect(written).toEqual([50_000]);
    await vi.advanceTimersByTimeAsync(LAST_ONLINE_SAVE_MS - 1);
    expect(written).toEqual([50_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([50_000, 60_000]);
    await vi.advanceTimersByTimeAsync(LAST_ONLINE_SAVE_MS);
    expect(written).toEqual([50_000, 60_000, 70_000]);

    setOnLine(false);
    dispatchEvent(new Event('offline'));
    expect(connectivity.offline.value).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * LAST_ONLINE_SAVE_MS);
    expect(written).toEqual([50_000, 60_000, 70_000]);
    expect(connectivity.lastOnline.value).toBe(70_000);
  });
});

describe('cardOfflineUntil', () => {
  const online = Date.UTC(2026, 11, 1, 9);
  it('is a week from the last time online', () => {
    expect(cardOfflineUntil(online, online)).toBe(online + 7 * DAY);
  });
  it('never outlasts the sign-out of an older last login', () => {
    expect(cardOfflineUntil(online, online - 2 * DAY)).toBe(online + 5 * DAY);
  });
});
