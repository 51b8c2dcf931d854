// A feed with buy-now links (spec section 3, Tip and News article): its items fall back to the site's store links,
// so those are asked for again with the feed's own retry when they could not be had.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const feedPage = vi.hoisted(() => vi.fn());
const getSiteOptions = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/content/content-api', () => ({ feedPage, getSiteOptions }));
// the browser's observer in outline: it reports a target's state when first observed, then only its changes
const observed = vi.hoisted(() => ({ callback: null as IntersectionObserverCallback | null, observes: 0 }));
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: IntersectionObserverCallback) {
      observed.callback = callback;
    }
    observe() {
      observed.observes++;
    }
    unobserve() {}
    disconnect() {}
  },
);

const { FeedList } = await import('../../src/components/feed/feed-list');
const { storeLinks } = await import('../../src/state/content');
const { BuyNow } = await import('../../src/components/feed/parts');
const { Picture } = await import('../../src/components/feed/picture');
const { settings } = await import('../../src/state/app-state');
const { dropSessionFeeds } = await import('../../src/state/feed');
await (await import('../../src/i18n/load')).loadLanguage('english');

// jsdom has no modal dialogs: the sheet's open and close, in outline
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};
// each test starts its feeds afresh: the session keeps them across screens (../../src/state/feed.ts)
afterEach(dropSessionFeeds);

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

  it('asks for the store country in a sheet over the feed, whose answer is the link to the product', async () => {
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
    const sheet = await screen.findByRole('dialog', { name: 'Online store country' });
    expect(sheet.textContent).toContain('P2');
    const select = within(sheet).getByRole('combobox', { name: /online store/ });
    fireEvent.change(select, { target: { value: 'us' } });
    const open = within(sheet).getByRole('link', { name: 'Buy now' });
    expect(open.getAttribute('href')).toBe('https://shop.example/2');
    expect(open.getAttribute('target')).toBe('_blank');
    await act(() => open.click());
    expect(settings.storeLocation.value).toBe('us');
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = await screen.findByRole('link', { name: 'Buy now: P2' });
    await waitFor(() => expect(document.activeElement).toBe(link));
    settings.storeLocation.value = '';
  });

  it('leaves the country unset and the focus on the Buy now when the sheet is cancelled', async () => {
    feedPage.mockResolvedValue({ items: [{ id: 1 }], returned: 1 });
    settings.storeLocation.value = '';
    render(<FeedList kind="article" render={(item) => <BuyNow links={{ us: `https://shop.example/${item.id}` }} />} />);
    const asked = await screen.findByRole('button', { name: 'Buy now' });
    asked.focus();
    asked.click();
    const sheet = await screen.findByRole('dialog');
    fireEvent.change(within(sheet).getByRole('combobox'), { target: { value: 'us' } });
    await act(() => within(sheet).getByRole('button', { name: 'Cancel' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settings.storeLocation.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(asked));
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
    await screen.findByRole('button', { name: 'Buy now' });
    // the prompt at the top of the feed
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

  it('watches the end afresh once a page pushed it away, so a fling straight back to it still asks', async () => {
    feedPage.mockReset().mockResolvedValueOnce(page(1)).mockResolvedValue(page(11));
    endAt(innerHeight * 6);
    render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    const before = observed.observes;
    await screen.findByText('Letter 10');
    // the end was in view when the observer last looked; without a fresh look, in view again is no change to report
    await waitFor(() => expect(observed.observes).toBeGreaterThan(before));
    endAt(innerHeight);
    act(() => observed.callback!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await screen.findByText('Letter 20');
  });
});

describe('a feed come back to', () => {
  afterEach(cleanup);

  it('shows the pages it had, without asking for them again', async () => {
    feedPage.mockReset().mockResolvedValueOnce({ items: [{ id: 1 }, { id: 2 }], returned: 2 });
    const first = render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    await screen.findByText('Letter 2');
    first.unmount(); // another screen
    render(<FeedList kind="newsletter" render={(item) => <p>Letter {item.id}</p>} />);
    expect(screen.getByText('Letter 2')).toBeTruthy(); // in its first render
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
