// A long schedule is built a batch per task, so no one task on a slow phone holds the whole list; all of it arrives.
import { render, screen } from '@testing-library/preact';
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
    classes: Array.from({ length: 14 }, (_, i) => cls(i + 1, i < 13 ? '10' : '20')),
    locations: [
      { id: '10', name: 'Lagos' },
      { id: '20', name: 'Paris' },
    ],
  }),
}));

const { default: MasterClassesScreen } = await import('../../src/screens/master-classes/index');

const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('master classes list', () => {
  beforeAll(async () => (await import('../../src/i18n')).loadLanguage('english'));
  afterEach(() => vi.useRealTimers());

  it('shows the first six at once and the rest a batch per task, in order', async () => {
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
});
