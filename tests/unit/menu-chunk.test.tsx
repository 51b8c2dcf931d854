// Spec section 2 (default layout, overlay menu) with the route-error rule for lazy chunks: a menu whose code
// fails to load reloads the page once, then says so, instead of the menu button silently doing nothing.
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/app/layouts/menu', () => {
  throw new Error('chunk gone'); // the deployed menu chunk is missing, or the network dropped
});

/** A fresh app shell: the menu's loader remembers its outcome for the life of the page. */
async function openMenu() {
  vi.resetModules();
  await (await import('../../src/i18n/load')).loadLanguage('english');
  await import('../../src/app/app'); // the app hands the frame its default header (frameParts)
  const { Frame } = await import('../../src/app/layouts/frame');
  const { routeFor } = await import('../../src/app/routes');
  render(
    <Frame route={routeFor('/card')}>
      <h1>Card</h1>
    </Frame>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('menu chunk', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads the page once when the menu code fails to load, showing no error while the page goes away', async () => {
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await openMenu();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Error 503')).toBeNull();
  });

  it('says part of the app could not be loaded when the menu fails again after that reload', async () => {
    sessionStorage.setItem('chunk-reload-for', 'menu'); // this session reloaded for the menu moments ago
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await openMenu();
    expect(await screen.findByText('Error 503')).toBeTruthy();
    expect(screen.getByText('Part of the app could not be loaded. Check your connection and reload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the app' })).toBeTruthy();
    expect(document.querySelector('header .error-status')).toBeNull(); // below the header bar, not squeezed into it
    expect(reload).not.toHaveBeenCalled();
  });
});
