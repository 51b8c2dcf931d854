import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const preload = vi.fn(() => Promise.resolve());
vi.mock('../../src/app/routes', () => ({ routeFor: () => ({ screen: { preload } }) }));
const { prefetchOnIntent } = await import('../../src/app/prefetch');

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
    preload.mockClear();
    setConnection(undefined);
  });

  it('starts loading a linked screen on touchstart', () => {
    setConnection({ effectiveType: '4g' });
    touchLink();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('skips prefetching when data saver is on', () => {
    setConnection({ effectiveType: '4g', saveData: true });
    touchLink();
    expect(preload).not.toHaveBeenCalled();
  });

  it('skips prefetching on a 2g connection', () => {
    setConnection({ effectiveType: '2g' });
    touchLink();
    expect(preload).not.toHaveBeenCalled();
  });
});
