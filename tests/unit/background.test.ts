import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed } from '../../src/app/prefetch';
import { RELOAD_AFTER_MS, shouldReload } from '../../src/state/lifecycle';
import { throttle } from '../../src/state/throttle';
import { TRACKING_THROTTLE_MS } from '../../src/state/tracking';

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

  it('reloads on return after more than 900000 ms, but only once a form being edited is left', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    vi.resetModules(); // the load time is taken when the module loads
    const lifecycle = await import('../../src/state/lifecycle');
    const { editingForms } = await import('../../src/state/editing');
    const reload = vi.fn();
    lifecycle.watchReturn(reload);
    const returnAt = (ms: number) => {
      vi.setSystemTime(1_000_000 + ms);
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };

    returnAt(lifecycle.RELOAD_AFTER_MS);
    expect(reload).not.toHaveBeenCalled();

    editingForms.value = 1;
    returnAt(lifecycle.RELOAD_AFTER_MS + 1);
    expect(reload).not.toHaveBeenCalled();
    editingForms.value = 0;
    expect(reload).toHaveBeenCalledTimes(1);

    reload.mockClear();
    returnAt(lifecycle.RELOAD_AFTER_MS + 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
