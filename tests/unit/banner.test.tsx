// The notifications banner (spec section 4, Other): loaded once, an empty answer is an error, shown only when visible.
import { act, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../src/services/content/entities';

const getBanner = vi.fn<() => Promise<Banner | null>>();
vi.mock('../../src/services/content/content-api', () => ({
  getBanner,
  getSiteOptions: async () => ({ storeLinks: {} }),
}));

// the feeds' "What's new" under the banner has its own request and retry (tests/e2e/member-screens.spec.ts)
vi.mock('../../src/screens/notifications/whats-new', () => ({ WhatsNew: () => null }));

const banner = (visible: boolean): Banner => ({
  visible,
  translations: { english: '<p>Master class dates are out.</p>' },
  loginVisible: false,
  loginTranslations: {},
});

/** Each test starts with a session that has not loaded the banner yet. */
async function fresh() {
  vi.resetModules();
  await (await import('../../src/i18n/load')).loadLanguage('english');
  const content = await import('../../src/state/content');
  const { default: Dashboard } = await import('../../src/screens/dashboard/index');
  const { default: Notifications } = await import('../../src/screens/notifications/index');
  await import('../../src/components/safe-html'); // the dashboard's lazy sanitizer, ready so a banner would show at once
  return { content, Dashboard, Notifications };
}

describe('notifications banner', () => {
  // not returned: a function a hook returns is run as its teardown
  beforeEach(() => {
    getBanner.mockReset();
  });

  it('is requested once however often it is loaded', async () => {
    getBanner.mockResolvedValue(banner(true));
    const { content } = await fresh();
    await Promise.all([content.loadBanner(), content.loadBanner()]);
    await content.loadBanner();
    expect(getBanner).toHaveBeenCalledTimes(1);
    expect(content.bannerError.value).toBe(false);
    expect(content.bannerText.value).toContain('Master class dates are out.');
  });

  it('sets the error flag on an empty answer', async () => {
    getBanner.mockResolvedValue(null);
    const { content } = await fresh();
    await content.loadBanner();
    expect(content.bannerError.value).toBe(true);
    expect(content.bannerText.value).toBe('');
  });

  it('sets the error flag on a failed request and asks again on the next load', async () => {
    getBanner.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(banner(true));
    const { content } = await fresh();
    await content.loadBanner();
    expect(content.bannerError.value).toBe(true);
    await content.loadBanner();
    expect(getBanner).toHaveBeenCalledTimes(2);
    expect(content.bannerError.value).toBe(false);
  });

  it('asks for its data as its chunk arrives, and the dashboard counts the chunk as loading from its render', async () => {
    getBanner.mockReturnValue(new Promise(() => {}));
    const { Dashboard } = await fresh();
    // the chunk alone, no component mounted: its data is asked for (a gap would let the worker's install in first)
    await import('../../src/screens/dashboard/banner');
    expect(getBanner).toHaveBeenCalledTimes(1);
    const { pending } = await import('../../src/services/fetching');
    render(<Dashboard />);
    expect(pending.peek()).toBe(1); // its import, begun as the render ended
    await waitFor(() => expect(pending.peek()).toBe(0));
    expect(getBanner).toHaveBeenCalledTimes(1);
  });

  it('shows a visible banner on the dashboard and in full on /notifications', async () => {
    getBanner.mockResolvedValue(banner(true));
    const { Dashboard, Notifications } = await fresh();
    const { container, unmount } = render(<Dashboard />);
    await waitFor(() =>
      expect(container.querySelector('.banner')?.textContent).toContain('Master class dates are out.'),
    );
    unmount();
    render(<Notifications />);
    await screen.findByText('Master class dates are out.');
    expect(screen.queryByText('There are no notifications right now.')).toBeNull();
  });

  it('hides a banner whose visible flag is off, and /notifications then says there are none', async () => {
    getBanner.mockResolvedValue(banner(false));
    const { content, Dashboard, Notifications } = await fresh();
    const { container, unmount } = render(<Dashboard />);
    await waitFor(() => expect(getBanner).toHaveBeenCalled());
    await content.loadBanner();
    expect(content.banner.value?.visible).toBe(false);
    await new Promise((r) => setTimeout(r, 100)); // a visible banner shows well within this (previous test)
    expect(container.querySelector('.banner')).toBeNull();
    expect(container.textContent).not.toContain('Master class dates are out.');
    unmount();
    render(<Notifications />);
    await screen.findByText('There are no notifications right now.');
    expect(screen.queryByText('Master class dates are out.')).toBeNull();
  });

  it('/notifications says a failed request failed, and its retry asks again and shows the banner', async () => {
    getBanner.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(banner(true));
    const { Notifications } = await fresh();
    render(<Notifications />);
    await screen.findByText('This content could not be loaded.');
    expect(screen.queryByText('There are no notifications right now.')).toBeNull();
    await act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('Master class dates are out.');
    expect(getBanner).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('/notifications says it is loading, and a retry that fails again is a new alert', async () => {
    let fail: (e: Error) => void = () => {};
    getBanner.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const { Notifications } = await fresh();
    render(<Notifications />);
    expect(screen.getByRole('status').textContent).toBe('Loading…'); // not "There are no notifications right now."
    await act(() => fail(new Error('offline')));
    const first = await screen.findByRole('alert');
    await act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.queryByRole('alert')).toBeNull(); // asking again, and saying so
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(() => fail(new Error('still offline')));
    const second = await screen.findByRole('alert');
    expect(second).not.toBe(first); // inserted anew: a screen reader reads it again
    expect(getBanner).toHaveBeenCalledTimes(2);
  });

  it('/notifications says there are none in the region that said Loading…: a screen reader reads it out', async () => {
    let answer: (banner: null) => void = () => {};
    getBanner.mockImplementation(() => new Promise((ok) => (answer = ok)));
    const { Notifications } = await fresh();
    render(<Notifications />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    await act(() => answer(null));
    await waitFor(() => expect(status.textContent).toBe('There are no notifications right now.'));
    expect(screen.getByRole('status')).toBe(status); // the same element: its new text is news
  });

  it('/notifications after an empty answer says there are none, with no retry that could not ask again', async () => {
    getBanner.mockResolvedValue(null);
    const { content, Notifications } = await fresh();
    await content.loadBanner();
    render(<Notifications />);
    await screen.findByText('There are no notifications right now.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(getBanner).toHaveBeenCalledTimes(1);
  });

  it("the sign-in's banner asks for its data a task after its first render, not in its effects' flush", async () => {
    getBanner.mockResolvedValue({
      ...banner(false),
      loginVisible: true,
      loginTranslations: { english: '<p>Sign in with your pro e-mail.</p>' },
    });
    await fresh();
    const { default: LoginBanner } = await import('../../src/screens/sign-in/login-banner');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await act(() => void render(<LoginBanner />)); // its effects have run
      expect(getBanner).not.toHaveBeenCalled();
      await act(() => void vi.runOnlyPendingTimers());
      expect(getBanner).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    await screen.findByText('Sign in with your pro e-mail.');
  });

  it("gives the sign-in banner only when its flag is on, in the member's language, English where it has none", async () => {
    const login = {
      english: '<p>Sign in with your pro e-mail.</p>',
      french: '<p>Connectez-vous avec votre e-mail pro.</p>',
    };
    getBanner.mockResolvedValue({ ...banner(true), loginVisible: false, loginTranslations: login });
    const { content } = await fresh();
    await content.loadBanner();
    expect(content.loginBannerText.value).toBe('');
    content.banner.value = { ...content.banner.value!, loginVisible: true };
    expect(content.loginBannerText.value).toBe(login.english);
    const { settings } = await import('../../src/state/frame-state');
    settings.language.value = 'french';
    expect(content.loginBannerText.value).toBe(login.french);
    settings.language.value = 'german';
    expect(content.loginBannerText.value).toBe(login.english);
    settings.language.value = 'english';
  });
});
