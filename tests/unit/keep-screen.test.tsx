// The card and the dashboard keep a copy of themselves a second after they settle (docs/kept-screens.md): never for a
// member whose membership has ended meanwhile (a re-check's answer), as the boot script would paint it as it was.
import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_MEMBER } from './demo-member';

const keepScreen = vi.hoisted(() => vi.fn());
vi.mock('../../src/start/keep-copy', () => ({ keepScreen }));
const { KEEP_AFTER_MS, useKeptScreen } = await import('../../src/start/keep-screen');
const { member } = await import('../../src/state/app-state');
const { flagSignedIn } = await import('../../src/state/signed-in-flag');

function Card() {
  useKeptScreen('card');
  return <p>card</p>;
}

describe('kept screens', () => {
  afterEach(() => {
    vi.useRealTimers();
    member.clear();
    flagSignedIn(false);
    keepScreen.mockClear();
  });

  it.each([
    ['ACTIVE', 1],
    ['EXPIRED', 0],
    ['DEACTIVATED', 0],
  ] as const)('keeps the card of a member whose status is %s: %i copies', async (status, copies) => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="app"></div>';
    member.apply({ ...ACTIVE_MEMBER, status, lastLogin: Date.now() });
    flagSignedIn(true);
    render(<Card />, { container: document.getElementById('app')! });
    await vi.advanceTimersByTimeAsync(KEEP_AFTER_MS + 10);
    await vi.dynamicImportSettled(); // the copy's chunk, imported by the timer: none left on its way
    expect(keepScreen).toHaveBeenCalledTimes(copies);
  });

  it("keeps no copy when the member left the screen before the copy's code came", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="app"></div>';
    member.apply({ ...ACTIVE_MEMBER, lastLogin: Date.now() });
    flagSignedIn(true);
    const { rerender } = render(<Card />, { container: document.getElementById('app')! });
    vi.advanceTimersByTime(KEEP_AFTER_MS + 10); // the copy's code is asked for
    rerender(<p>next screen</p>); // in #app before the code comes: a copy now would keep it as the card
    await vi.dynamicImportSettled();
    expect(keepScreen).not.toHaveBeenCalled();
  });
});
