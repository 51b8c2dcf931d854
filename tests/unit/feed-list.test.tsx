// A feed with buy-now links (spec section 3, Tip and News article): its items fall back to the site's store links,
// so those are asked for again with the feed's own retry when they could not be had.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

const feedPage = vi.hoisted(() => vi.fn());
const getSiteOptions = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/content/content-api', () => ({ feedPage, getSiteOptions }));
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

const { FeedList } = await import('../../src/components/feed/feed-list');
const { storeLinks } = await import('../../src/state/content');
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
    await act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await screen.findByText('Article 1');
    expect(getSiteOptions).toHaveBeenCalledTimes(2);
    expect(storeLinks.value).toEqual({ 'United States': 'https://shop.example/us' });
  });
});
