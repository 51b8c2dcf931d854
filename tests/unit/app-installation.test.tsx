// The App Installation screen (spec section 2): Safari's Add to Home Screen steps on iPhone and iPad only; where the
// browser has its own prompt, its button; once installed, that it is.
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The screen and its install state, read afresh (the device is known when the state module loads). */
async function screenOn(userAgent?: string) {
  vi.resetModules();
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  await (await import('../../src/i18n/load')).loadLanguage('english');
  const install = await import('../../src/state/install');
  const { default: AppInstallation } = await import('../../src/screens/app-installation/index');
  return { install, AppInstallation };
}

describe('app installation screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows Safari's steps on an iPhone", async () => {
    const { AppInstallation } = await screenOn(IPHONE);
    render(<AppInstallation />);
    expect(screen.getByText('Tap the Share button at the bottom of Safari.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it("offers the browser's prompt where there is one, without Safari's steps", async () => {
    const { install, AppInstallation } = await screenOn();
    const prompt = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    install.installPrompt.value = prompt;
    render(<AppInstallation />, { container: document.body.appendChild(document.createElement('main')) });
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeTruthy();
    expect(screen.queryByText('Tap the Share button at the bottom of Safari.')).toBeNull();
    const news = screen.getByRole('status'); // there before the news, so that the news is read out
    expect(news.textContent).toBe('');
    const button = screen.getByRole('button', { name: 'Install the app' });
    button.focus();
    await act(() => button.click());
    await screen.findByText('The app is installed on this device.');
    expect(screen.getByRole('status')).toBe(news);
    // the button went with the prompt, used once: the heading has the focus, not the page's body
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.queryByText('Tap the Share button at the bottom of Safari.')).toBeNull();
  });
});
