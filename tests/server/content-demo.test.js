// @vitest-environment node
// @ts-check
// The demo (`npm start`) shows members real-looking content only: the hostile samples are a test switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS } from '../../server/content/catalog.js';
import { FEEDS, LANGUAGES } from '../../server/content/feed-ids.js';
import { startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let demo;
beforeAll(async () => {
  demo = await startServer({ hostileContent: false });
});
afterAll(() => demo.stop());

/** Every page of a collection, as text. @param {string} route */
async function everything(route) {
  const texts = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${demo.base}${route}${route.includes('?') ? '&' : '?'}per_page=100&page=${page}`);
    expect(res.status).toBe(200);
    texts.push(await res.text());
    if (page >= Number(res.headers.get('x-wp-totalpages') ?? 1)) return texts.join('\n');
  }
}

describe('the demo content', () => {
  const routes = [
    ...FEEDS.flatMap((feed) => LANGUAGES.map((lang) => `/wp-json/wp/v2/${feed}?wpml_language=${lang}`)),
    ...LANGUAGES.map((lang) => `/wp-json/wp/v2/master-class?wpml_language=${lang}&from=2000-01-01`),
    '/wp-json/wp/v2/contact',
    '/wp-json/wp/v2/location',
  ];

  it('has no hostile sample in any feed, class, contact or location, in any language', async () => {
    const text = (await Promise.all(routes.map(everything))).join('\n');
    expect(text).not.toMatch(/hostile/i);
    const found = HOSTILE_PAYLOADS.filter((p) => text.includes(JSON.stringify(p).slice(1, -1)));
    expect(found).toEqual([]);
    expect(text).not.toMatch(/<script|javascript:|onerror=/i);
  });

  it('has a banner and site options without payloads', async () => {
    for (const path of ['/wp-json/acf/v3/options/banner-settings', '/wp-json/acf/v3/options/site-options']) {
      const text = await (await fetch(demo.base + path)).text();
      expect(text).not.toMatch(/<script|<svg|<iframe|<img|javascript:|on\w+=|hostile/i);
    }
  });

  it('still has the whole content with the samples left out: the same feeds and every class', async () => {
    const tested = await startServer({ hostileContent: true });
    try {
      for (const feed of FEEDS) {
        const count = async (/** @type {string} */ base) =>
          (await fetch(`${base}/wp-json/wp/v2/${feed}`)).headers.get('x-wp-total');
        expect(await count(demo.base)).toMatch(/^\d+$/);
        expect(await count(demo.base)).toBe(await count(tested.base));
      }
      const classes = async (/** @type {string} */ base) =>
        (await fetch(`${base}/wp-json/wp/v2/master-class?from=2000-01-01`)).headers.get('x-wp-total');
      expect(await classes(demo.base)).toMatch(/^[1-9]\d*$/);
      expect(await classes(demo.base)).toBe(await classes(tested.base));
    } finally {
      await tested.stop();
    }
  });
});
