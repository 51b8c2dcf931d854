// @vitest-environment node
// @ts-check
// The content service pages every collection as WordPress does: 10 by default, per_page up to 100, the totals in
// X-WP-Total and X-WP-TotalPages; posts answer a page past the end with an error, taxonomies with [].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(() => srv.stop());

/** @param {string} route */
async function get(route) {
  const res = await fetch(srv.base + route);
  const totals = [res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')].map(Number);
  return { status: res.status, totals, body: await res.json() };
}
/** Every page of a collection as a client following X-WP-TotalPages reads it. @param {string} route */
async function everyPage(route, perPage = 10) {
  const first = await get(`${route}&per_page=${perPage}&page=1`);
  const rest = await Promise.all(
    Array.from({ length: first.totals[1] - 1 }, (_, i) => get(`${route}&per_page=${perPage}&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((p) => p.body);
}
const ids = (/** @type {any[]} */ items) => items.map((i) => i.id);

describe('per_page', () => {
  it('gives up to 100 items on a page and splits the rest into pages of that size', async () => {
    const all = await get('/wp-json/wp/v2/video?wpml_language=en&per_page=100');
    expect([all.status, all.body.length, all.totals]).toEqual([200, 25, [25, 1]]);
    const sevens = await Promise.all(
      [1, 2, 3, 4].map((page) => get(`/wp-json/wp/v2/video?wpml_language=en&per_page=7&page=${page}`)),
    );
    expect(sevens.map((p) => p.body.length)).toEqual([7, 7, 7, 4]);
    expect(sevens[0].totals).toEqual([25, 4]);
    expect(ids(sevens.flatMap((p) => p.body))).toEqual(ids(all.body));
    expect((await get('/wp-json/wp/v2/video?wpml_language=en&per_page=7&page=5')).body.code).toBe(
      'rest_post_invalid_page_number',
    );
  });

  it.each([
    ['0', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['101', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['-5', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['abc', 'per_page is not of type integer.'],
    ['2.5', 'per_page is not of type integer.'],
  ])('answers per_page=%s with WordPress’s 400 rest_invalid_param', async (perPage, reason) => {
    for (const route of [
      '/wp-json/wp/v2/article?',
      '/wp-json/wp/v2/master-class?',
      '/wp-json/wp/v2/location?',
      '/wp-json/wp/v2/contact?',
    ]) {
      const { status, body } = await get(`${route}per_page=${perPage}`);
      expect([route, status, body]).toEqual([
        route,
        400,
        {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): per_page',
          data: { status: 400, params: { per_page: reason }, details: {} },
        },
      ]);
    }
  });
});

describe('master classes and locations past the first page of 10', () => {
  it('has more than 10 upcoming classes, 10 on the first page, the rest on the pages X-WP-TotalPages counts', async () => {
    const first = await get('/wp-json/wp/v2/master-class');
    const [total, pages] = first.totals;
    expect(total).toBeGreaterThan(10);
    expect(first.body).toHaveLength(10);
    expect(pages).toBe(Math.ceil(total / 10));
    const all = await get('/wp-json/wp/v2/master-class?per_page=100');
    expect([all.body.length, all.totals]).toEqual([total, [total, 1]]);
    expect(ids(await everyPage('/wp-json/wp/v2/master-class?wpml_language=en'))).toEqual(ids(all.body));
    const past = await get(`/wp-json/wp/v2/master-class?page=${pages + 1}`);
    expect([past.status, past.body.code]).toEqual([400, 'rest_post_invalid_page_number']);
  });

  it('has more than 10 locations with an upcoming class; past the last page a taxonomy answers []', async () => {
    const first = await get('/wp-json/wp/v2/location');
    const [total, pages] = first.totals;
    expect(first.body).toHaveLength(10);
    expect(total).toBeGreaterThan(10);
    const all = (await get('/wp-json/wp/v2/location?per_page=100')).body;
    expect(ids(await everyPage('/wp-json/wp/v2/location?'))).toEqual(ids(all));
    const upcoming = (await get('/wp-json/wp/v2/master-class?per_page=100')).body;
    const used = new Set(upcoming.flatMap((/** @type {any} */ c) => c.location));
    expect(all.filter((/** @type {any} */ l) => used.has(l.id)).length).toBeGreaterThan(10);
    // the classes past the first page are in locations past the first page, so reading one page of each loses both
    const late = new Set(upcoming.slice(10).flatMap((/** @type {any} */ c) => c.location));
    expect(all.slice(10).some((/** @type {any} */ l) => late.has(l.id))).toBe(true);
    const past = await get(`/wp-json/wp/v2/location?page=${pages + 1}`);
    expect([past.status, past.body, past.totals]).toEqual([200, [], [total, pages]]);
  });

  it('pages the contacts too', async () => {
    const all = (await get('/wp-json/wp/v2/contact?per_page=100')).body;
    expect(ids(await everyPage('/wp-json/wp/v2/contact?', 3))).toEqual(ids(all));
  });
});
