// The card keeps the screen on, and lets it go again however quickly the member leaves.
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from '../../src/screens/card/use-wake-lock';

function Card() {
  useWakeLock();
  return null;
}

describe('card wake lock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A wake lock API whose request resolves only when the test says so. */
  function stubWakeLock() {
    const release = vi.fn(() => Promise.resolve());
    let grant = () => {};
    const request = vi.fn(
      () =>
        new Promise<{ release: typeof release }>((resolve) => {
          grant = () => resolve({ release });
        }),
    );
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    return { release, request, grant: () => grant() };
  }

  it('releases the lock when the member leaves the card', async () => {
    const api = stubWakeLock();
    const { unmount } = render(<Card />);
    api.grant();
    await new Promise((done) => setTimeout(done));
    unmount();
    expect(api.request).toHaveBeenCalledWith('screen');
    await vi.waitFor(() => expect(api.release).toHaveBeenCalledOnce());
  });

  it('releases a lock granted after the member has already left the card', async () => {
    const api = stubWakeLock();
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = render(<Card />);
    unmount();
    // Preact runs effect clean-ups after the unmount returns: grant only once the card has really gone
    await vi.waitFor(() => expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function)));
    api.grant();
    await vi.waitFor(() => expect(api.release).toHaveBeenCalledOnce());
  });
});
