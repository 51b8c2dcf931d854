// The sign-in's banner (src/screens/sign-in/login-banner.tsx) comes after the page has loaded, and its import in a
// task of its own: on the island the screen's effects run in one task after its hydration, and the import's preload
// links (its stylesheets, the modules it shares with the app) made that task long on a slow phone (docs/first-paint.md).
// It is drawn alone: the whole form drawn again with it was a task Lighthouse's simulation counted as long.
import { act, render, screen } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInScreen from '../../src/screens/sign-in';

const imported = vi.hoisted(() => vi.fn());
vi.mock('../../src/screens/sign-in/login-banner', () => {
  imported();
  return { default: () => <aside>the banner</aside> };
});

describe("the sign-in's banner", () => {
  afterEach(() => {
    imported.mockClear();
    vi.useRealTimers();
  });

  it('is imported after the task that runs the screen’s effects, then shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the next task comes when the test says
    expect(document.readyState).toBe('complete'); // loaded: the banner is due at once
    await act(() => void render(<SignInScreen />));
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled();
    await act(() => void vi.runAllTimers());
    await vi.dynamicImportSettled();
    expect(imported).toHaveBeenCalledOnce();
    expect(await screen.findByText('the banner')).toBeTruthy();
  });

  it('is drawn alone as it arrives: the form is not drawn again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(() => void render(<SignInScreen />));
    const drawn: unknown[] = [];
    const before = options.diffed;
    options.diffed = (vnode) => {
      drawn.push(vnode.type);
      before?.(vnode);
    };
    try {
      await act(() => void vi.runAllTimers());
      await vi.dynamicImportSettled();
      expect(await screen.findByText('the banner')).toBeTruthy();
    } finally {
      options.diffed = before;
    }
    expect(drawn).toContain('aside');
    expect(drawn).not.toContain(SignInScreen);
    expect(drawn).not.toContain('form');
  });
});
