import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn(() => Promise.resolve());
vi.mock('../../src/app/routes', async (original) => {
  const routes = await original<typeof import('../../src/app/routes')>();
  const withPreload = <R>(route: R) => ({ ...route, screen: { prefetch } });
  return {
    ...routes,
    ROUTES: routes.ROUTES.map(withPreload),
    routeFor: (path: string) => withPreload(routes.routeFor(path)),
  };
});
const { prefetchNext, prefetchOnIntent } = await import('../../src/app/prefetch');

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function touchLink() {
  const link = document.createElement('a');
  link.href = '#/card';
  document.body.append(link);
  link.dispatchEvent(new Event('touchstart', { bubbles: true }));
  link.remove();
}

describe('prefetch on a press', () => {
  beforeAll(() => prefetchOnIntent());
  afterEach(() => {
    prefetch.mockClear();
    setConnection(undefined);
  });

  it('starts loading a linked screen on touchstart', () => {
    setConnection({ effectiveType: '4g' });
    touchLink();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('skips prefetching when data saver is on', () => {
    setConnection({ effectiveType: '4g', saveData: true });
    touchLink();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('skips prefetching on a 2g connection', () => {
    setConnection({ effectiveType: '2g' });
    touchLink();
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('prefetch of the likely next screens', () => {
  afterEach(() => {
    vi.useRealTimers();
    prefetch.mockClear();
    setConnection(undefined);
  });

  it('loads the card and master classes once the dashboard is shown and the browser is idle', () => {
    vi.useFakeTimers(); // happy-dom has no requestIdleCallback: the fallback timer stands in
    setConnection({ effectiveType: '4g' });
    prefetchNext('/dashboard');
    expect(prefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('loads one screen per idle period, so no idle callback becomes a long task', () => {
    vi.useFakeTimers();
    setConnection({ effectiveType: '4g' });
    prefetchNext('/dashboard');
    vi.advanceTimersToNextTimer();
    expect(prefetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it.each([{ effectiveType: 'slow-2g' }, { effectiveType: '2g' }, { effectiveType: '4g', saveData: true }])(
    'loads nothing ahead on %o',
    (connection) => {
      vi.useFakeTimers();
      setConnection(connection);
      prefetchNext('/dashboard');
      vi.runAllTimers();
      expect(prefetch).not.toHaveBeenCalled();
    },
  );
});
