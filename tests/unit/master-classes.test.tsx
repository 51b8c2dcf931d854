// Master classes (spec section 2, Master-class schedule): the chooser defaults to the member's default location
// and follows a change of it, until the member picks another location on the screen; a long schedule is built a
// batch per task, so no one task on a slow phone holds the whole list.
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
const FOUR = [cls(1, '10'), cls(2, '20'), cls(3, '20'), cls(4, '30')];
/** What the content service answers: the four classes, unless a test sets a schedule of its own. */
const schedule = vi.hoisted(() => ({ classes: null as MasterClass[] | null }));
vi.mock('../../src/services/content/content-api', () => ({
  getClassesAndLocations: async () => ({
    classes: schedule.classes ?? FOUR,
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
  beforeAll(async () => (await import('../../src/i18n/load')).loadLanguage('english'));
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

describe('master classes list', () => {
  beforeAll(async () => (await import('../../src/i18n/load')).loadLanguage('english'));
  afterEach(() => {
    vi.useRealTimers();
    schedule.classes = null;
  });

  it('shows the first six at once and the rest a batch per task, in order', async () => {
    schedule.classes = Array.from({ length: 14 }, (_, i) => cls(i + 1, i < 13 ? '10' : '20'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<MasterClassesScreen />);
    await vi.waitFor(() => expect(titles()).toHaveLength(6));
    expect(titles()[0]).toBe('Class 1');
    const list = screen.getByRole('list');
    expect(list.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersToNextTimerAsync();
    await vi.waitFor(() => expect(titles()).toHaveLength(12));
    await vi.advanceTimersToNextTimerAsync();
    await vi.waitFor(() => expect(titles()).toEqual(Array.from({ length: 14 }, (_, i) => `Class ${i + 1}`)));
    expect(list.getAttribute('aria-busy')).toBe('false');
  });

  it('says it loads, then that there are none, in one standing region a screen reader reads out', async () => {
    schedule.classes = [];
    render(<MasterClassesScreen />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    await vi.waitFor(() => expect(status.textContent).toBe('There are no upcoming master classes in this location.'));
    expect(screen.getByRole('status')).toBe(status); // the same element: its new text is news
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps its standing region, empty, while it shows classes', async () => {
    render(<MasterClassesScreen />);
    const status = screen.getByRole('status');
    await screen.findByText('Class 1');
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toBe('');
  });
});
