// The content service client: a feed page's URL, and which answers end a feed or count as an error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, feedPage } from '../../src/services/content/content-api';
import { toVideos } from '../../src/services/content/mapping';
import { createFeed } from '../../src/state/feed';

const asked: string[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
const video = (id: number) => ({ id, title: { rendered: `Video ${id}` }, content: { rendered: '' }, acf: {} });

describe('a feed page from the content service', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    asked.length = 0;
  });

  it("asks in the member's language for the page wanted", async () => {
    answer(200, [video(1), video(2)]);
    const page = await feedPage('video', toVideos, 'french', 3);
    expect(page).toEqual({
      items: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })],
      returned: 2,
    });
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/wp-json/wp/v2/video');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      wpml_language: 'fr',
      // only what the app reads, and ACF's images with their sizes
      _fields: 'id,date,title,content,acf',
      acf_format: 'standard',
      page: '3',
    });
    await feedPage('article', () => [], 'english', 1);
    expect(new URL(asked[1]!, 'http://x').searchParams.get('wpml_language')).toBe('en');
  });

  it('counts what the service returned, so a full page with posts that cannot be shown does not end the feed', async () => {
    // page 1 is full, but one post has no title and one no id; page 2 is the short last page
    const pages: Record<string, unknown[]> = {
      1: [...[1, 2, 3, 4, 5, 6, 7, 8].map(video), { id: 9, title: { rendered: '' } }, { title: { rendered: 'No id' } }],
      2: [video(11), video(12), video(13)],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify(pages[new URL(url, 'http://x').searchParams.get('page')!]), { status: 200 });
      }),
    );
    const feed = createFeed((page) => feedPage('video', toVideos, 'english', page));
    await feed.loadMore();
    expect([feed.list.value.length, feed.complete.value]).toEqual([8, false]);
    await feed.loadMore();
    await feed.loadMore();
    expect(asked).toHaveLength(2);
    expect(feed.list.value.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13]);
    expect(feed.complete.value).toBe(true);
  });

  it("is past the end on WordPress's 400 rest_post_invalid_page_number", async () => {
    answer(400, {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
    await expect(feedPage('video', toVideos, 'english', 4)).resolves.toEqual({ pastEnd: true });
  });

  it.each([
    [400, { code: 'rest_invalid_param', data: { status: 400 } }],
    [500, { code: 'internal_server_error' }],
    [500, { code: 'rest_post_invalid_page_number' }],
    [502, { error: 'injected_fault' }],
    [200, { not: 'a list' }],
  ])('is an error on %i %j', async (status, body) => {
    answer(status, body);
    await expect(feedPage('video', toVideos, 'english', 2)).rejects.toBeInstanceOf(ContentError);
  });

  it('is an error when the service cannot be reached or answers something that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(feedPage('video', toVideos, 'english', 1)).rejects.toBeInstanceOf(ContentError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(feedPage('video', toVideos, 'english', 1)).rejects.toBeInstanceOf(ContentError);
  });
});
