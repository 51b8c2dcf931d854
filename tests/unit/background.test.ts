import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed } from '../../src/app/prefetch';
import { RELOAD_AFTER_MS, shouldReload } from '../../src/state/lifecycle';
import { throttle, TRACKING_THROTTLE_MS } from '../../src/state/tracking';

describe('background behaviours', () => {
  afterEach(() => vi.useRealTimers());

  it('throttles tracking to one event per 250 ms, keeping the last of a burst', () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const track = throttle((p: string) => sent.push(p), TRACKING_THROTTLE_MS);
    track('/a');
    track('/b');
    track('/c');
    expect(sent).toEqual(['/a']);
    vi.advanceTimersByTime(249);
    expect(sent).toEqual(['/a']);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual(['/a', '/c']);
    vi.advanceTimersByTime(1000);
    track('/d');
    expect(sent).toEqual(['/a', '/c', '/d']);
  });

  it('skips prefetching on slow-2g, 2g and data saver', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('reloads on return after more than 15 minutes, never under a half-filled form', () => {
    expect(shouldReload(RELOAD_AFTER_MS, 0, 0)).toBe(false);
    expect(shouldReload(RELOAD_AFTER_MS + 1, 0, 0)).toBe(true);
    expect(shouldReload(RELOAD_AFTER_MS + 1, 0, 1)).toBe(false);
  });
});
