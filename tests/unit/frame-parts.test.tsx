// The frame's parts from the app (src/app/layouts/frame.tsx): set while the sign-in island is on screen, as the app
// chunk's evaluation sets them, they draw only their own slots, not the island's whole frame again.
import { act, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Frame, frameParts } from '../../src/app/layouts/frame';
import { LanguageSwitcher } from '../../src/app/components/language-switcher';
import { loadLanguage } from '../../src/i18n/load';
import { connectivity, storageRefused } from '../../src/state/frame-state';

describe("the frame's parts from the app", () => {
  beforeAll(() => loadLanguage('english'));
  const before = options.diffed;
  afterEach(() => {
    options.diffed = before;
    frameParts.value = {};
  });

  it('appear in their slots without the island frame (its language switcher) drawn again', async () => {
    render(
      <Frame route={{ layout: 'static-header' }}>
        <p>form</p>
      </Frame>,
    );
    let switcherDrawn = 0;
    options.diffed = (vnode: VNode) => {
      if (vnode.type === LanguageSwitcher) switcherDrawn++;
      before?.(vnode);
    };
    await act(() => {
      frameParts.value = { Toast: () => <p role="status">Update available</p> };
    });
    expect(screen.getByText('Update available').getAttribute('role')).toBe('status');
    expect(switcherDrawn).toBe(0);
  });

  it("draws the app's header in the default layout", async () => {
    render(
      <Frame route={{ layout: 'default' }}>
        <p>screen</p>
      </Frame>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    await act(() => {
      frameParts.value = { Header: () => <header>app header</header> };
    });
    expect(screen.getByRole('banner').textContent).toBe('app header');
  });

  it('says offline, or that the device keeps nothing, inside a live region that was there before it', async () => {
    render(
      <Frame route={{ layout: 'static-header' }}>
        <p>form</p>
      </Frame>,
    );
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    await act(() => {
      connectivity.offline.value = true;
    });
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('You are offline. Some actions need a connection.');
    await act(() => {
      connectivity.offline.value = false;
      storageRefused.value = true;
    });
    expect(screen.getByRole('status')).toBe(region);
    expect(region.querySelector('.offline-banner')).not.toBeNull();
    await act(() => {
      storageRefused.value = false;
    });
    expect(region.textContent).toBe('');
  });
});
