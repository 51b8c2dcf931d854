// The sign-in's banner (src/screens/sign-in/login-banner.tsx) comes after the page has loaded and the app has started
// (its chunk shares the app's modules and stylesheet, which the app's start links), and its import in a task of its
// own: on the island the screen's effects run in one task after its hydration, and the import's preload links (its
// stylesheets, the modules it shares with the app) made that task long on a slow phone (docs/first-paint.md).
// It is drawn alone: the whole form drawn again with it was a task Lighthouse's simulation counted as long.
import { act, render, screen } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED, ISLAND_TOOK_OVER } from '../../src/names';
import SignInScreen from '../../src/screens/sign-in';

const imported = vi.hoisted(() => vi.fn());
vi.mock('../../src/screens/sign-in/login-banner', () => {
  imported();
  return { default: () => <aside>the banner</aside> };
});

describe("the sign-in's banner", () => {
  afterEach(() => {
    delete document.documentElement.dataset.app;
    imported.mockClear();
    vi.useRealTimers();
  });

  it('is imported once the app has started, in a task after the one that runs the screen’s effects, then shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the next task comes when the test says
    expect(document.readyState).toBe('complete'); // loaded: the banner waits for the app alone
    document.documentElement.dataset.app = ISLAND_TOOK_OVER;
    await act(() => void render(<SignInScreen />));
    await act(() => void vi.runAllTimers());
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled(); // the island answers, the app has not started

    document.documentElement.dataset.app = APP_STARTED;
    await act(() => Promise.resolve()); // the attribute's change is observed
    await vi.dynamicImportSettled();
    expect(imported).not.toHaveBeenCalled(); // not in the task that saw the start
    await act(() => void vi.runAllTimers());
    await vi.dynamicImportSettled();
    expect(imported).toHaveBeenCalledOnce();
    expect(await screen.findByText('the banner')).toBeTruthy();
  });

  it('comes a task after the screen’s effects when the app has started already', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.documentElement.dataset.app = APP_STARTED;
    await act(() => void render(<SignInScreen />));
    await vi.dynamicImportSettled();
    expect(screen.queryByText('the banner')).toBeNull();
    await act(() => void vi.runAllTimers());
    await vi.dynamicImportSettled();
    expect(await screen.findByText('the banner')).toBeTruthy();
  });

  it('waits for the page to have loaded when the app started before that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      document.documentElement.dataset.app = APP_STARTED;
      await act(() => void render(<SignInScreen />));
      await act(() => void vi.runAllTimers());
      await vi.dynamicImportSettled();
      expect(screen.queryByText('the banner')).toBeNull(); // the app has started, the page is still loading
      loading.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await act(() => void vi.runAllTimers());
      await vi.dynamicImportSettled();
      expect(await screen.findByText('the banner')).toBeTruthy();
    } finally {
      loading.mockRestore();
    }
  });

  it('is drawn alone as it arrives: the form is not drawn again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.documentElement.dataset.app = APP_STARTED;
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
