// A feed with buy-now links (spec section 3, Tip and News article): its items fall back to the site's store links,
// so those are asked for again with the feed's own retry when they could not be had.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const feedPage = vi.hoisted(() => vi.fn());
const getSiteOptions = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/content/content-api', () => ({ feedPage, getSiteOptions }));
const observed = vi.hoisted(() => ({ callback: null as IntersectionObserverCallback | null }));
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: IntersectionObserverCallback) {
      observed.callback = callback;
    }
    observe() {}
    disconnect() {}
  },
);

const { FeedList } = await import('../../src/components/feed/feed-list');
const { storeLinks } = await import('../../src/state/content');
const { BuyNow } = await import('../../src/components/feed/parts');
const { Picture } = await import('../../src/components/feed/picture');
const { settings } = await import('../../src/state/app-state');
await (await import('../../src/i18n/load')).loadLanguage('english');

describe('feed list with buy-now links', () => {
  afterEach(cleanup);

  it("asks for the store links again with the feed's retry", async () => {
    feedPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ items: [{ id: 1 }], returned: 1 });
    getSiteOptions
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ storeLinks: { 'United States': 'https://shop.example/us' } });
    render(<FeedList kind="article" render={(item) => <p>Article {item.id}</p>} />);
    await screen.findByText('This content could not be loaded.');
    expect(getSiteOptions).toHaveBeenCalledTimes(1);
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    await act(() => retry.click());
    // the button has gone with the error: the end of the list, which held it, keeps the focus
    expect(document.activeElement).toBe(document.querySelector('.feed-end'));
    await screen.findByText('Article 1');
    expect(getSiteOptions).toHaveBeenCalledTimes(2);
    expect(storeLinks.value).toEqual({ 'United States': 'https://shop.example/us' });
  });

  it('brings the member back to the Buy now that asked for the store country, once it is set', async () => {
    feedPage.mockResolvedValue({ items: [{ id: 1 }, { id: 2 }], returned: 2 });
    settings.storeLocation.value = '';
    render(
      <FeedList
        kind="article"
        render={(item) => <BuyNow links={{ us: `https://shop.example/${item.id}` }} product={`P${item.id}`} />}
      />,
    );
    const asked = await screen.findByRole('button', { name: 'Buy now: P2' });
    asked.focus();
    asked.click();
    const select = screen.getByRole('combobox', { name: /online store/ });
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: 'us' } });
    await act(() => screen.getByRole('button', { name: 'Set country' }).click());
    const link = await screen.findByRole('link', { name: 'Buy now: P2' });
    await waitFor(() => expect(document.activeElement).toBe(link));
    settings.storeLocation.value = '';
  });

  it('leaves the focus where the member moved it while the store country was saved', async () => {
    feedPage.mockResolvedValue({ items: [{ id: 1 }], returned: 1 });
    settings.storeLocation.value = '';
    render(
      <>
        <FeedList kind="article" render={(item) => <BuyNow links={{ us: `https://shop.example/${item.id}` }} />} />
        <input aria-label="Elsewhere" />
      </>,
    );
    (await screen.findByRole('button', { name: 'Buy now' })).click();
    fireEvent.change(screen.getByRole('combobox', { name: /online store/ }), { target: { value: 'us' } });
    screen.getByRole('button', { name: 'Set country' }).click();
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus(); // before the answer was kept and the prompt went
    await screen.findByRole('link', { name: 'Buy now' });
    await new Promise((r) => setTimeout(r, 20));
    expect(document.activeElement).toBe(elsewhere);
    settings.storeLocation.value = '';
  });

  it('says it loads, then where it ended, in one standing region a screen reader reads out', async () => {
    let answer!: (page: unknown) => void;
    feedPage.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    getSiteOptions.mockResolvedValue({ storeLinks: {} });
    render(<FeedList kind="article" render={(item) => <p>Article {item.id}</p>} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    await act(() => answer({ items: [{ id: 1 }], returned: 1 }));
    await screen.findByText('Article 1');
    await waitFor(() => expect(status.textContent).toBe('You have seen everything.'));
    expect(screen.getByRole('status')).toBe(status); // the same element: its new text is news
  });

  it('says so in the same region when a feed has nothing', async () => {
    feedPage.mockResolvedValueOnce({ items: [], returned: 0 });
    render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Nothing here yet.'));
    expect(status.isConnected).toBe(true);
  });
});

describe('asking for the next page', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  /** The list's end this far below the top of the screen (jsdom lays nothing out). */
  function endAt(top: number) {
    const rect = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('feed-end') ? ({ top } as DOMRect) : rect.call(this);
    });
  }
  const page = (from: number) => ({
    items: Array.from({ length: 10 }, (_, i) => ({ id: from + i })),
    returned: 10,
  });

  it('asks while the end is still three screens below: on slow 2G a page takes as long as that is to skim', async () => {
    feedPage
      .mockReset()
      .mockResolvedValueOnce(page(1))
      .mockResolvedValue({ items: [{ id: 11 }], returned: 1 });
    endAt(innerHeight + 2.5 * innerHeight);
    render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    await screen.findByText('Letter 10');
    await screen.findByText('Letter 11'); // the last page: the feed is complete
    expect(feedPage).toHaveBeenCalledTimes(2);
  });

  it('does not ask when the end came into view before a page moved it far below', async () => {
    feedPage.mockReset().mockResolvedValueOnce(page(1)).mockResolvedValue(page(11));
    endAt(innerHeight * 6);
    render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    await screen.findByText('Letter 10');
    // the observer's first news, taken while the list was empty, arrives after the page (from the worker's cache)
    act(() => observed.callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await new Promise((r) => setTimeout(r, 20));
    expect(feedPage).toHaveBeenCalledTimes(1);
  });
});

describe("a feed's image", () => {
  afterEach(cleanup);

  it('that does not load leaves its box with no broken-image icon, and its alt text to screen readers', () => {
    const { container } = render(
      <Picture image={{ src: '/cover.jpg', alt: 'The winter issue', width: 600, height: 800 }} class="feed-image" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull(); // the browser draws its icon and the alt text in an <img>
    const box = screen.getByRole('img', { name: 'The winter issue' });
    expect(box.tagName).toBe('SPAN');
    expect(box.className).toBe('feed-image'); // its size and colour (feed.css)
  });
});
