// Settings (spec section 2, Screens implied): Apply says "Settings Updated" only when the device kept them.
import { fireEvent, render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const saveSettings = vi.fn<() => Promise<boolean>>();
vi.mock('../../src/state/settings-sync', async (original) => ({ ...(await original<object>()), saveSettings }));
const getClassesAndLocations = vi.fn(async () => ({ locations: [] as { id: string; name: string }[] }));
vi.mock('../../src/services/content/content-api', () => ({ getClassesAndLocations }));

const { default: SettingsScreen } = await import('../../src/screens/settings/index');

describe('settings apply', () => {
  beforeAll(async () => (await import('../../src/i18n/load')).loadLanguage('english'));

  it('shows Settings Updated when the settings were kept', async () => {
    saveSettings.mockResolvedValue(true);
    render(<SettingsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Settings Updated')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the device could not save them when storage refused, instead of Settings Updated', async () => {
    saveSettings.mockResolvedValue(false);
    render(<SettingsScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This device could not save your settings.');
    expect(screen.queryByText('Settings Updated')).toBeNull();
  });

  it('says the content cannot be loaded when the new language cannot be fetched, and Apply works again', async () => {
    saveSettings.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<SettingsScreen />);
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This content can't be loaded due to connectivity issues.",
    );
    expect(apply.getAttribute('aria-disabled')).toBeNull();
    saveSettings.mockResolvedValue(true);
    fireEvent.click(apply);
    expect(await screen.findByText('Settings Updated')).toBeTruthy();
  });

  it('says when the locations could not be loaded, and its retry brings them', async () => {
    getClassesAndLocations
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ locations: [{ id: 'paris', name: 'Paris' }] });
    render(<SettingsScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('This content could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Paris' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
