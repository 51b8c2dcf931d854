// @vitest-environment node
// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_ITEM_IDS } from '../../server/content/catalog.js';
import { ENGLISH_COUNTS, FEEDS } from '../../server/content/feed-ids.js';
import { WP_SIZES } from '../../server/content/images.js';
import { MARKETS } from '../../server/content/markets.js';
import jpeg from 'jpeg-js';
import { startServer, urlHosts } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(() => srv.stop());

const WP_SIZE_NAMES = WP_SIZES.map(([name]) => name);

/** @param {string} route */
async function get(route) {
  const res = await fetch(srv.base + route);
  return { status: res.status, headers: res.headers, body: await res.json() };
}
/** Every English item of a feed, all pages. @param {string} feed */
async function all(feed, lang = 'en') {
  const items = [];
  for (let page = 1; ; page++) {
    const { body, headers } = await get(`/wp-json/wp/v2/${feed}?wpml_language=${lang}&page=${page}`);
    items.push(...body);
    if (page >= Number(headers.get('x-wp-totalpages'))) return items;
  }
}

describe.each(FEEDS)('the %s feed in English', (feed) => {
  it('pages 10 items at a time with X-WP-Total and X-WP-TotalPages', async () => {
    const { status, headers, body } = await get(`/wp-json/wp/v2/${feed}?wpml_language=en&page=1`);
    const total = ENGLISH_COUNTS[feed];
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(headers.get('x-wp-total')).toBe(String(total));
    expect(headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 10)));
    expect(feed === 'newsletter' ? total === 20 : total > 20).toBe(true);
  });

  it('returns WordPress posts, newest first, with unique ids', async () => {
    const items = await all(feed);
    expect(items).toHaveLength(ENGLISH_COUNTS[feed]);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const dates = items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of items) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        slug: expect.any(String),
        title: { rendered: expect.any(String) },
        content: { rendered: expect.stringContaining('<') },
        excerpt: { rendered: expect.any(String) },
        acf: expect.any(Object),
      });
    }
  });

  it('carries hostile sample items', async () => {
    const hostile = (await all(feed)).filter((i) => HOSTILE_ITEM_IDS.includes(i.id));
    expect(hostile).toHaveLength(2);
    for (const item of hostile) {
      expect(item.title.rendered).toMatch(/^Hostile sample/);
      expect(item.content.rendered).toContain('<script>alert(1)</script>');
      expect(item.content.rendered).toContain('<img src=x onerror=alert(1)>');
      expect(item.content.rendered).toContain('href="javascript:alert(1)"');
    }
  });

  it('points only at store.example and its own images, never at an outside host', async () => {
    expect(urlHosts(JSON.stringify(await all(feed)))).toEqual(['store.example']);
  });
});

describe('feed queries', () => {
  it('answers newsletter page 3 in English with WordPress’s invalid page error', async () => {
    const { status, body } = await get('/wp-json/wp/v2/newsletter?wpml_language=en&page=3');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('answers the partial last page of a longer feed', async () => {
    const { body } = await get('/wp-json/wp/v2/video?wpml_language=en&page=3');
    expect(body).toHaveLength(ENGLISH_COUNTS.video - 20);
  });

  it('defaults to English and page 1', async () => {
    const plain = await get('/wp-json/wp/v2/article');
    const explicit = await get('/wp-json/wp/v2/article?wpml_language=en&page=1');
    expect(plain.body).toEqual(explicit.body);
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5']])('answers 400 rest_invalid_param to page=%s', async (page) => {
    const { status, body } = await get(`/wp-json/wp/v2/video?page=${page}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { page: expect.any(String) } },
    });
  });

  it.each([['sv'], ['pl'], ['en-gb']])(
    'answers an empty list with total 0 for %s, which has no content',
    async (lang) => {
      const { status, headers, body } = await get(`/wp-json/wp/v2/video?wpml_language=${lang}`);
      expect([status, body, headers.get('x-wp-total'), headers.get('x-wp-totalpages')]).toEqual([200, [], '0', '0']);
    },
  );

  it.each([['english'], ['EN'], ['e'], [''], ['fr_FR'], ['en-'], ['../en'], ['en%0D%0AX-Injected:%201']])(
    'answers 400 rest_invalid_param to wpml_language=%s, which is not a language code',
    async (lang) => {
      const { status, headers, body } = await get(`/wp-json/wp/v2/article?wpml_language=${lang}`);
      expect(status).toBe(400);
      expect(body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): wpml_language',
        data: { status: 400, params: { wpml_language: 'wpml_language is not a language code.' }, details: {} },
      });
      expect(headers.get('x-injected')).toBeNull();
    },
  );

  it.each([
    ['fr', /[éèàçôœ’]/],
    ['ar', /[\u0600-\u06FF]/],
  ])('serves translated articles, videos and tips in %s', async (lang, script) => {
    for (const feed of ['article', 'video', 'product-tip']) {
      const { headers, body } = await get(`/wp-json/wp/v2/${feed}?wpml_language=${lang}`);
      expect(headers.get('x-wp-total')).toBe('6');
      expect(body).toHaveLength(6);
      expect(body.map((/** @type {any} */ i) => i.title.rendered).join(' ')).toMatch(script);
      expect(body[0].content.rendered).toMatch(script);
    }
  });

  it('serves Japanese news articles, the same six as French', async () => {
    const japanese = /[\u3040-\u30FF\u4E00-\u9FFF]/;
    const { headers, body } = await get('/wp-json/wp/v2/article?wpml_language=ja');
    const french = (await get('/wp-json/wp/v2/article?wpml_language=fr')).body;
    expect([headers.get('x-wp-total'), headers.get('x-wp-totalpages'), headers.get('content-language')]).toEqual([
      '6',
      '1',
      'ja',
    ]);
    expect(body).toHaveLength(french.length);
    for (const item of body) {
      expect(item.title.rendered).toMatch(japanese);
      expect(item.content.rendered).toMatch(japanese);
      expect(item.acf.sub_heading).toMatch(japanese);
      expect(item.acf.link_text).toMatch(japanese);
    }
    // same shape as the other translations: a promo at the same place, buy lists on every other item
    expect(body.map((/** @type {any} */ i) => i.acf.type)).toEqual(french.map((/** @type {any} */ i) => i.acf.type));
    expect(body.map((/** @type {any} */ i) => i.acf.buy_now_list.length)).toEqual(
      french.map((/** @type {any} */ i) => i.acf.buy_now_list.length),
    );
    const ids = new Set([...body, ...french, ...(await all('article'))].map((i) => i.id));
    expect(ids.size).toBe(body.length + french.length + ENGLISH_COUNTS.article);
    expect(urlHosts(JSON.stringify(body))).toEqual(['store.example']);
  });
});

describe("WordPress's _fields", () => {
  it('answers only the named fields of each item, a field inside another by its path', async () => {
    const { body } = await get('/wp-json/wp/v2/article?_fields=id,title,acf.image,acf.type,nothing');
    expect(Object.keys(body[0]).sort()).toEqual(['acf', 'id', 'title']);
    expect(Object.keys(body[0].acf).sort()).toEqual(['image', 'type']);
    const whole = (await get('/wp-json/wp/v2/article')).body;
    expect(body[0].acf.image).toEqual(whole[0].acf.image);
    // what the app asks for is a fraction of the whole answer
    const asked = await fetch(`${srv.base}/wp-json/wp/v2/contact?per_page=100&_fields=id,title,acf`);
    const all = await fetch(`${srv.base}/wp-json/wp/v2/contact?per_page=100`);
    expect((await asked.text()).length).toBeLessThan((await all.text()).length);
    expect((await get('/wp-json/wp/v2/location?_fields=id,name')).body[0]).toEqual({ id: 11, name: 'New York' });
  });
});

describe('feed custom fields', () => {
  it('gives videos a YouTube id, an image and buy links of varying coverage', async () => {
    const videos = await all('video');
    expect(videos[0].acf).toMatchObject({
      youtube_id: expect.stringMatching(/^[\w-]{11}$/),
      image: {
        url: expect.stringMatching(/^\/wp-content\/uploads\/\d{4}\/\d\d\/video-\d+-scaled\.jpg$/),
        alt: expect.any(String),
        width: 2560,
        height: 1707,
        mime_type: 'image/jpeg',
        sizes: expect.objectContaining({ medium_large: expect.stringMatching(/-768x512\.jpg$/) }),
      },
      link_text: expect.any(String),
      url: expect.any(String),
      buy_now: { show: expect.any(Boolean), links: expect.any(Object) },
    });
    const coverage = videos.map((v) => Object.keys(v.acf.buy_now.links).length);
    expect(videos.some((v) => v.acf.buy_now.show === false)).toBe(true);
    expect(coverage).toContain(MARKETS.length);
    expect(coverage.some((n) => n > 0 && n < MARKETS.length)).toBe(true);
  });

  it('gives some product tips empty links so the app falls back to the global store', async () => {
    const lists = (await all('product-tip')).flatMap((t) => t.acf.buy_now_list);
    expect(lists.some((b) => Object.keys(b.links).length === 0)).toBe(true);
    expect(lists.some((b) => b.links.us && !b.links.za)).toBe(true);
  });

  it('mixes article and promo types, with and without buy links', async () => {
    const articles = await all('article');
    expect(new Set(articles.map((a) => a.acf.type))).toEqual(new Set(['article', 'promo']));
    expect(articles.some((a) => a.acf.buy_now_list.length === 0)).toBe(true);
    const entry = articles.flatMap((a) => a.acf.buy_now_list)[0];
    expect(entry).toMatchObject({
      text: expect.any(String),
      thumbnail: { url: expect.any(String), alt: expect.any(String), sizes: expect.any(Object) },
    });
  });

  it('gives artist spotlights a preview image, an image and a button text', async () => {
    const [first] = (await get('/wp-json/wp/v2/artist-spotlight')).body;
    expect(Object.keys(first.acf).sort()).toEqual(['button_text', 'image', 'preview_image']);
    expect(first.acf.preview_image).toMatchObject({ width: 1800, height: 1800 });
  });

  it("gives images in ACF's Image Array format with the sizes WordPress makes of a 3000×2000 upload", async () => {
    const [first] = (await get('/wp-json/wp/v2/video')).body;
    const { sizes } = first.acf.image;
    const made = Object.fromEntries(
      WP_SIZE_NAMES.map((name) => [name, `${sizes[`${name}-width`]}x${sizes[`${name}-height`]}`]),
    );
    // WordPress scales an upload over 2560 px (big_image_size_threshold) and sizes its copies from the upload
    expect(made).toEqual({
      thumbnail: '150x150',
      medium: '300x200',
      medium_large: '768x512',
      large: '1024x683',
      '1536x1536': '1536x1024',
      '2048x2048': '2048x1365',
    });
    for (const name of WP_SIZE_NAMES) expect(sizes[name]).toMatch(new RegExp(`-${made[name]}\\.jpg$`));
    // a product shot under 1536 px has no larger copies: those sizes name the full-size file, as WordPress does
    const [article] = (await all('article')).filter((a) => a.acf.buy_now_list.length);
    const thumb = article.acf.buy_now_list[0].thumbnail;
    expect(thumb).toMatchObject({ width: 1500, height: 1500, url: expect.stringMatching(/thumb-\d+\.jpg$/) });
    expect(thumb.sizes).toMatchObject({ '1536x1536': thumb.url, '1536x1536-width': 1500, '2048x2048': thumb.url });
  });

  it('serves every file an image names as a JPEG of that size, with the bytes of a photograph', async () => {
    const [first] = (await get('/wp-json/wp/v2/newsletter')).body;
    const { sizes } = first.acf.image;
    for (const name of ['thumbnail', 'medium', 'medium_large']) {
      const res = await fetch(srv.base + sizes[name]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const { width, height } = jpeg.decode(bytes, { useTArray: true });
      expect([width, height]).toEqual([sizes[`${name}-width`], sizes[`${name}-height`]]);
      // a camera photograph at WordPress's quality: about a bit per pixel, not a flat placeholder
      expect(bytes.length / (width * height)).toBeGreaterThan(0.08);
    }
    expect((await fetch(`${srv.base}${sizes.medium.replace(/-\d+x\d+\.jpg$/, '-301x200.jpg')}`)).status).toBe(404);
    expect((await fetch(`${srv.base}/wp-content/uploads/2026/06/nope-1.jpg`)).status).toBe(404);
  });

  it('prefixes image URLs with publicBase when the app runs on another origin', async () => {
    const other = await startServer({ publicBase: 'http://content.localhost:9000' });
    try {
      const res = await fetch(`${other.base}/wp-json/wp/v2/video`);
      const [first] = await res.json();
      expect(first.acf.image.url).toMatch(/^http:\/\/content\.localhost:9000\/wp-content\/uploads\//);
      expect(first.acf.image.sizes.medium).toMatch(/^http:\/\/content\.localhost:9000\/wp-content\/uploads\//);
    } finally {
      await other.stop();
    }
  });
});
