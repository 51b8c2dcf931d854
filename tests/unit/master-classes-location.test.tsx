// Master classes (spec section 2, Master-class schedule): the chooser defaults to the member's default location
// and follows a change of it, until the member picks another location on the screen.
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MasterClass } from '../../src/services/content/entities';

const cls = (id: number, location: string): MasterClass => ({
  id,
  title: `Class ${id}`,
  start: '2030-01-02 10:00:00',
  end: '2030-01-02 12:00:00',
  presenter: 'P',
  address: 'A',
  description: '',
  location,
  eventUrl: 'https://example.test/e',
  btnText: 'Book',
});
vi.mock('../../src/components/safe-html', () => ({ SafeHtml: () => null }));
vi.mock('../../src/services/content/content-api', () => ({
  getClassesAndLocations: async () => ({
    classes: [cls(1, '10'), cls(2, '20'), cls(3, '20'), cls(4, '30')],
    locations: [
      { id: '10', name: 'Lagos' },
      { id: '20', name: 'Paris' },
      { id: '30', name: 'Tokyo' },
    ],
  }),
}));

const { default: MasterClassesScreen } = await import('../../src/screens/master-classes/index');
const { settings } = await import('../../src/state/app-state');

const chooser = () => screen.getByLabelText('Location') as HTMLSelectElement;
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('master classes location chooser', () => {
  beforeAll(async () => (await import('../../src/i18n')).loadLanguage('english'));
  afterEach(() => void (settings.location.value = ''));

  it('defaults to the default location and follows a change of it', async () => {
    settings.location.value = '20';
    render(<MasterClassesScreen />);
    expect(await screen.findByText('Class 2')).toBeTruthy();
    expect(chooser().value).toBe('20');
    expect(titles()).toEqual(['Class 2', 'Class 3']);
    settings.location.value = '30';
    await vi.waitFor(() => expect(titles()).toEqual(['Class 4']));
    expect(chooser().value).toBe('30');
  });

  it('keeps the location the member picked on the screen when the default changes', async () => {
    settings.location.value = '20';
    render(<MasterClassesScreen />);
    await screen.findByText('Class 2');
    fireEvent.change(chooser(), { target: { value: '10' } });
    await vi.waitFor(() => expect(titles()).toEqual(['Class 1']));
    settings.location.value = '30';
    await new Promise((r) => setTimeout(r, 20));
    expect(chooser().value).toBe('10');
    expect(titles()).toEqual(['Class 1']);
    fireEvent.change(chooser(), { target: { value: '' } }); // every location: a pick too, not the default
    await vi.waitFor(() => expect(titles()).toEqual(['Class 1', 'Class 2', 'Class 3', 'Class 4']));
  });
});
