// @vitest-environment node
// @ts-check
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../../server/dates.js';
import { MARKETS } from '../../server/content/markets.js';
import { startServer, urlHosts } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(() => srv.stop());

/** @param {string} route @param {RequestInit} [init] */
async function get(route, init) {
  const res = await fetch(srv.base + route, init);
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const today = isoDay(new Date());

describe('GET /wp-json/wp/v2/master-class', () => {
  it('lists the upcoming classes from a date, dropping the past one', async () => {
    const { status, body } = await get(`/wp-json/wp/v2/master-class?from=${today}&per_page=100`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(10);
    for (const c of body) expect(c.acf.start_date.slice(0, 10) >= today).toBe(true);
    const all = await get(`/wp-json/wp/v2/master-class?from=${isoDay(addDays(new Date(), -60))}&per_page=100`);
    expect(all.body).toHaveLength(body.length + 1);
  });

  it('defaults to upcoming classes, in start order, with the class fields', async () => {
    const { body } = await get('/wp-json/wp/v2/master-class?per_page=100');
    expect(body.map((/** @type {any} */ c) => c.acf.start_date)).toEqual(
      body.map((/** @type {any} */ c) => c.acf.start_date).sort(),
    );
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      title: { rendered: expect.any(String) },
      content: { rendered: expect.any(String) },
      location: [expect.any(Number)],
      acf: {
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        end_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        presenter_name: expect.any(String),
        address: expect.any(String),
        event_url: expect.stringMatching(/^https:\/\/store\.example\//),
        button_text: expect.any(String),
      },
    });
  });

  it('answers 400 rest_invalid_param to a malformed from', async () => {
    const { status, body } = await get('/wp-json/wp/v2/master-class?from=2026-13-45');
    expect([status, body.code]).toEqual([400, 'rest_invalid_param']);
  });
});

describe('GET /wp-json/wp/v2/location', () => {
  it('lists a location that has no class at all', async () => {
    const { body: locations } = await get('/wp-json/wp/v2/location?per_page=100');
    const { body: classes } = await get(`/wp-json/wp/v2/master-class?from=2000-01-01&per_page=100`);
    expect(locations.length).toBeGreaterThan(10);
    const used = new Set(classes.flatMap((/** @type {any} */ c) => c.location));
    const empty = locations.filter((/** @type {any} */ l) => !used.has(l.id));
    expect(empty).toEqual([{ id: expect.any(Number), name: 'Berlin', slug: 'berlin', count: 0 }]);
  });

  it('has upcoming classes in more than ten locations', async () => {
    const { body: upcoming } = await get(`/wp-json/wp/v2/master-class?from=${today}&per_page=100`);
    expect(new Set(upcoming.flatMap((/** @type {any} */ c) => c.location)).size).toBeGreaterThan(10);
  });
});

describe('GET /wp-json/wp/v2/contact', () => {
  it('lists the United States, Canada and other countries, deliberately unsorted', async () => {
    const { body } = await get('/wp-json/wp/v2/contact?per_page=100');
    const names = body.map((/** @type {any} */ c) => c.title.rendered);
    expect(names).toEqual(expect.arrayContaining(['United States', 'Canada']));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names).not.toEqual([...names].sort());
    expect(names.indexOf('United States')).toBeGreaterThan(0);
    expect(body[0].acf).toEqual({
      email: [{ address: expect.stringContaining('@') }],
      phone_numbers: [{ number: expect.stringMatching(/^\+\d/), label: 'Customer care' }],
    });
  });
});

describe('options', () => {
  it('gives the global store link for all 14 markets', async () => {
    const { body } = await get('/wp-json/acf/v3/options/site-options');
    expect(Object.keys(body.acf.store_links).sort()).toEqual([...MARKETS].sort());
    expect(body.acf.store_links.middle_east).toBe('https://store.example/middle_east');
  });

  it('gives the banner settings with translations', async () => {
    const { body } = await get('/wp-json/acf/v3/options/banner-settings');
    expect(body.acf).toMatchObject({
      banner_notifications_show: true,
      banner_translations: {
        english: expect.stringContaining('<p>'),
        french: expect.any(String),
        arabic: expect.any(String),
      },
      banner_login_page: false,
      banner_translations_login: { english: expect.any(String) },
    });
  });
});

describe('WordPress-shaped errors and CORS', () => {
  it.each([['/wp-json/wp/v2/nothing'], ['/wp-json/'], ['/wp-json/acf/v3/options/other']])(
    'answers 404 rest_no_route to %s',
    async (route) => {
      const { status, body } = await get(route);
      expect(status).toBe(404);
      expect(body).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    },
  );

  it('answers 404 rest_no_route to a POST', async () => {
    const { status, body } = await get('/wp-json/wp/v2/video', { method: 'POST' });
    expect([status, body.code]).toEqual([404, 'rest_no_route']);
  });

  it('lets any origin read feeds and their paging headers', async () => {
    const { headers } = await get('/wp-json/wp/v2/video', { headers: { Origin: 'http://app.example' } });
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('access-control-expose-headers')).toContain('X-WP-TotalPages');
    const preflight = await fetch(`${srv.base}/wp-json/wp/v2/video`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://app.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('lets any origin read a content image', async () => {
    const res = await fetch(`${srv.base}/wp-content/uploads/2026/06/video-3-300x200.jpg`, {
      headers: { Origin: 'http://app.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lists the hostile items for browser tests', async () => {
    const { body } = await get('/__reference/hostile');
    expect(body.ids.length).toBeGreaterThanOrEqual(10);
    expect(body.items[0]).toMatchObject({ route: expect.stringMatching(/^\/wp-json\//), id: expect.any(Number) });
  });
});

/**
 * A raw GET, so the test sees the compressed bytes (fetch would decode them).
 * @param {string} route @param {Record<string, string>} headers
 * @returns {Promise<{ headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(route, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(srv.base + route, { headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed feed pages', () => {
  const page = '/wp-json/wp/v2/article?wpml_language=en&page=1';

  it.each([
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])('answers Accept-Encoding %j with %s, the same page, smaller', async (accept, encoding, decode) => {
    const plain = await rawGet(page, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await rawGet(page, { 'Accept-Encoding': accept });
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toContain('Accept-Encoding');
    expect(packed.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
    expect(JSON.parse(decode(packed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
  });
});

describe('no outside host', () => {
  it.each([
    ['/wp-json/wp/v2/master-class?from=2000-01-01&per_page=100'],
    ['/wp-json/wp/v2/master-class?from=2000-01-01&per_page=100&wpml_language=ar'],
    ['/wp-json/wp/v2/location?per_page=100'],
    ['/wp-json/wp/v2/contact?per_page=100'],
    ['/wp-json/acf/v3/options/site-options'],
    ['/wp-json/acf/v3/options/banner-settings'],
  ])('names only store.example or the server itself in %s, hostile payloads included', async (route) => {
    const res = await fetch(srv.base + route);
    const own = new URL(srv.base).hostname;
    const hosts = urlHosts(await res.text());
    expect(hosts.filter((h) => h !== 'store.example' && h !== own)).toEqual([]);
  });

  it('finds hosts the way the check above relies on', () => {
    expect(urlHosts('<a href=\\"https://evil.test:8443/x\\"> //cdn.test/y javascript://@ads.test file:///etc')).toEqual(
      ['evil.test', 'cdn.test', 'ads.test'],
    );
  });
});
