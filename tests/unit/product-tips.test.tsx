// Product tips (spec section 3, Tip): a tap-to-play video with YouTube's thumbnail, a Gregorian post date, and
// buy links that name their product.
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tip } from '../../src/services/content/entities';
import { islamicCalendarEngine } from './islamic-engine';

const tips = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../../src/components/feed/feed-list', () => ({
  FeedList: ({ render }: { render: (item: unknown) => unknown }) => <div>{tips.list.map(render)}</div>,
}));
vi.mock('../../src/components/safe-html', () => ({ SafeHtml: () => null }));

const { default: ProductTipsScreen } = await import('../../src/screens/product-tips/index');
const { settings } = await import('../../src/state/app-state');
const { loadLanguage } = await import('../../src/i18n/load');

const tip = (id: number, ytid: string): Tip => ({
  id,
  title: `Tip ${id}`,
  ytid,
  description: '',
  date: '2026-11-26T10:00:00',
  buyNowList: [],
});

describe('product tips', () => {
  afterEach(async () => {
    settings.language.value = 'english';
    settings.storeLocation.value = '';
    await loadLanguage('english');
    vi.restoreAllMocks();
  });

  it("shows YouTube's thumbnail before the video is played; a tip whose id the mapping refused shows no player and no picture", async () => {
    const { toTips } = await import('../../src/services/content/mapping');
    const post = (id: number, youtube_id: string) => ({
      id,
      date: '2026-11-26T10:00:00',
      title: { rendered: `Tip ${id}` },
      content: { rendered: '' },
      acf: { youtube_id },
    });
    tips.list = toTips([post(1, 'dQw4w9WgXcQ'), post(2, 'a/../../x'), post(3, 'x" onerror="y')]);
    const { container } = render(<ProductTipsScreen />);
    const facades = Array.from(container.querySelectorAll('.video-facade'));
    expect(facades.map((f) => f.querySelector('img')?.getAttribute('src'))).toEqual([
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]);
    expect(facades[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(container.querySelectorAll('article')).toHaveLength(3);
    // nor a picture: YouTube has no thumbnail for an empty id, and a broken image would show
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows a plain tile with the play button, the same size, when the thumbnail cannot load (offline, or no such video)', () => {
    tips.list = [tip(1, 'dQw4w9WgXcQ')];
    const { container } = render(<ProductTipsScreen />);
    const facade = container.querySelector('.video-facade')!;
    fireEvent.error(facade.querySelector('img')!);
    expect(facade.querySelector('img')).toBeNull(); // no broken-image icon
    expect(facade.querySelector('.video-placeholder')).not.toBeNull(); // 16:9 like the thumbnail (feed.css)
    expect(facade.querySelector('.video-play')).not.toBeNull();
    expect(container.querySelector('.video-facade')).toBe(facade); // the same button: focus and label stay
  });

  it('hands the focus to the player that takes the place of the pressed thumbnail', async () => {
    tips.list = [tip(1, 'dQw4w9WgXcQ')];
    const { container } = render(<ProductTipsScreen />);
    const facade = container.querySelector<HTMLButtonElement>('.video-facade')!;
    facade.focus();
    fireEvent.click(facade);
    const player = await waitFor(() => container.querySelector('iframe')!);
    await waitFor(() => expect(document.activeElement).toBe(player));
  });

  it("dates a tip on the Gregorian calendar where the engine's default for ar-SA is the Islamic one", () => {
    const made = islamicCalendarEngine();
    settings.language.value = 'arabic';
    tips.list = [tip(1, 'dQw4w9WgXcQ')];
    const { container } = render(<ProductTipsScreen />);
    expect(made.map((f) => f.resolvedOptions()).map((o) => [o.locale, o.calendar, o.numberingSystem])).toEqual([
      ['ar-SA', 'gregory', 'arab'],
    ]);
    expect(container.querySelector('time')!.textContent).toContain('٢٠٢٦'); // not 1448 AH
  });

  // one key with a placeholder: the colon and its spacing are the language's (French: no-break space; Chinese: full width)
  it.each([
    ['english', 'Buy now: Velvet Matte'],
    ['french', 'Acheter\u00a0: Velvet Matte'],
    ['mandarin', '立即购买：Velvet Matte'],
  ] as const)('names each buy link after its product, from the language table (%s)', async (language, name) => {
    await loadLanguage(language);
    settings.language.value = language;
    settings.storeLocation.value = 'us';
    tips.list = [
      {
        ...tip(1, 'dQw4w9WgXcQ'),
        buyNowList: [{ text: 'Velvet Matte', links: { us: 'https://store.example/us/velvet' } }],
      },
    ];
    render(<ProductTipsScreen />);
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('https://store.example/us/velvet');
  });

  it('offers the store finder to a member whose country has no online store (Other)', async () => {
    await loadLanguage('english');
    settings.storeLocation.value = 'other';
    tips.list = [
      {
        ...tip(1, 'dQw4w9WgXcQ'),
        buyNowList: [{ text: 'Velvet Matte', links: { us: 'https://store.example/us/velvet' } }],
      },
    ];
    render(<ProductTipsScreen />);
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('https://store.example');
  });

  it('asks a member with no store country yet for it: Buy now is a button, not a dead end', async () => {
    await loadLanguage('english');
    tips.list = [
      {
        ...tip(1, 'dQw4w9WgXcQ'),
        buyNowList: [{ text: 'Velvet Matte', links: { us: 'https://store.example/us/velvet' } }],
      },
    ];
    render(<ProductTipsScreen />);
    expect(screen.getByRole('button', { name: 'Buy now: Velvet Matte' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy now: Velvet Matte' })).toBeNull();
  });
});
