import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { test, expect } from './fixtures';
import { go, settled, signIn, signOutFromMenu } from './helpers';
import { FEED_SCREENS, TILES } from '../shared/routes';

async function totalOf(page: Page, kind: string, lang = 'en'): Promise<number> {
  const r = await page.request.get(`/wp-json/wp/v2/${kind}?wpml_language=${lang}&page=1`);
  return Number(r.headers()['x-wp-total']);
}

async function scrollToEnd(page: Page) {
  const end = page.getByText('You have seen everything.');
  await expect(page.locator('.feed-item').first()).toBeVisible();
  // each scroll to the end asks for the next page, until there is none
  await expect(async () => {
    await page.locator('.feed-end').scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
}

type RawLinks = Record<string, string>;
type RawItem = {
  title: { rendered: string };
  acf: { youtube_id?: string; buy_now?: { show: boolean; links: RawLinks }; buy_now_list?: { links: RawLinks }[] };
};

/** Page 1 of a feed from the reference service, without the hostile samples (their links are the sanitizer's business). */
async function firstPage(page: Page, kind: string): Promise<[number, RawItem][]> {
  const items = (await (await page.request.get(`/wp-json/wp/v2/${kind}?wpml_language=en&page=1`)).json()) as RawItem[];
  return items
    .map((item, i) => [i, item] as [number, RawItem])
    .filter(([, item]) => !item.title.rendered.startsWith('Hostile sample'));
}

/** Every buy-now target of the listed items as shown: per item, per buy entry, the link or null for no button. */
function shownBuyLinks(page: Page, indexes: number[], entry: string) {
  return page
    .locator('.feed-item')
    .evaluateAll(
      (lis, [at, sel]) =>
        at.map(
          (i) =>
            lis[i] &&
            Array.from(lis[i].querySelectorAll(sel)).map(
              (e) => (e.matches('.buy-now') ? e : e.querySelector('.buy-now'))?.getAttribute('href') ?? null,
            ),
        ),
      [indexes, entry] as const,
    );
}

/** Sets the market to za in the feed's store prompt, then to uk in the settings, checking the links shown after each. */
async function checkMarkets(
  page: Page,
  path: string,
  at: number[],
  entry: string,
  expected: (market: string) => (string | null)[][],
) {
  await go(page, path);
  await expect(page.locator('.feed-item')).not.toHaveCount(0);
  await expect(page.locator('a.buy-now')).toHaveCount(0); // no country yet: Buy now asks for it (a button)
  await page.locator('#store-prompt').selectOption('za');
  await page.getByRole('button', { name: 'Set country' }).click();
  await expect.poll(() => shownBuyLinks(page, at, entry)).toEqual(expected('za'));

  await go(page, '/settings');
  await page.getByLabel('Online store country').selectOption('uk');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
  await go(page, path);
  await expect.poll(() => shownBuyLinks(page, at, entry)).toEqual(expected('uk'));
}

/** Each feed screen's heading, as its dashboard tile leads to it, and the master classes'. */
const HEADINGS: Record<string, string> = {
  ...Object.fromEntries(FEED_SCREENS.map(([path]) => [path, TILES.find(([, to]) => to === path)![2]])),
  '/master-classes': 'Master Classes',
};

test.describe('feeds', () => {
  for (const [path, kind] of [
    ['/latest-news', 'article'],
    ['/newsletters', 'newsletter'],
    ['/videos', 'video'],
  ] as const) {
    test(`${path} scrolls through every page and stops`, async ({ page }) => {
      const pages: number[] = [];
      page.on('request', (r) => {
        const m = new RegExp(`/wp-json/wp/v2/${kind}\\?.*page=(\\d+)`).exec(r.url());
        if (m) pages.push(Number(m[1]));
      });
      await signIn(page);
      const total = await totalOf(page, kind);
      expect(total).toBeGreaterThanOrEqual(20);
      await go(page, path);
      await scrollToEnd(page);
      await expect(page.locator('.feed-item')).toHaveCount(total);
      const last = Math.ceil(total / 10);
      // a total that fills its last page needs one more request, answered past-the-end (400) or empty
      expect(pages).toEqual(Array.from({ length: total % 10 === 0 ? last + 1 : last }, (_, i) => i + 1));
      await page.mouse.wheel(0, 5000);
      await settled(page); // the scroll has been seen: a feed that had not stopped would ask again now
      await settled(page);
      expect(pages.length).toBe(total % 10 === 0 ? last + 1 : last);
    });
  }

  test('a hostile item does not execute or leave an unsafe link', async ({ page }) => {
    test.setTimeout(90_000); // six feeds scrolled to their ends: long on a busy machine
    await signIn(page);
    for (const path of [...FEED_SCREENS.map(([feed]) => feed), '/master-classes']) {
      await go(page, path);
      await expect(page.locator('main h1'), path).toHaveText(HEADINGS[path]!);
      if (path !== '/master-classes') await scrollToEnd(page);
      else {
        // the whole list: it is built a batch per task
        await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
        const more = page.getByRole('button', { name: 'More info' });
        while (await more.count()) await more.first().click();
      }
      const unsafe = await page.evaluate(() => ({
        scripts: Array.from(document.querySelectorAll('main script')).length,
        handlers: Array.from(document.querySelectorAll('main *')).filter((e) =>
          Array.from(e.attributes).some((a) => /^on/i.test(a.name)),
        ).length,
        links: Array.from(document.querySelectorAll('a[href], iframe[src], img[src]'))
          .map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? '')
          .filter((h) => /^\s*(javascript|data|vbscript):/i.test(h)),
      }));
      expect(unsafe, path).toEqual({ scripts: 0, handlers: 0, links: [] });
    }
    // the fixture fails the test on any dialog, page error or CSP violation
  });

  test('changing the store market changes every buy-now link', async ({ page }) => {
    // the first page's items: each buy-list entry gets a link, its own or the global store link
    const firstPage = '.feed-item:nth-child(-n+10)';
    const links = () =>
      page.locator(`${firstPage} .buy-now`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    await signIn(page);
    await go(page, '/latest-news');
    await expect(page.getByText('Choose the country of your online store to see where to buy.')).toBeVisible();
    await expect(page.locator('.feed-item')).not.toHaveCount(0);
    await expect(page.locator('a.buy-now')).toHaveCount(0);
    const entries = await page.locator(`${firstPage} .buy-list li`).count();
    expect(entries).toBeGreaterThan(3);

    await page.locator('#store-prompt').selectOption('uk');
    await page.getByRole('button', { name: 'Set country' }).click();
    await expect.poll(async () => (await links()).length).toBe(entries);
    expect((await links()).every((h) => h.startsWith('https://store.example/uk'))).toBe(true);

    await go(page, '/settings');
    await page.getByLabel('Online store country').selectOption('de');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    await go(page, '/latest-news');
    await expect.poll(async () => (await links()).length).toBe(entries);
    expect((await links()).every((h) => h.startsWith('https://store.example/de'))).toBe(true);
  });

  // letters English never uses, so the check fails on English titles (as in tests/server/content-feeds.test.js)
  for (const [language, lang, script] of [
    ['french', 'fr', /[éèàçôœ’]/],
    ['arabic', 'ar', /[\u0600-\u06FF]/],
  ] as const) {
    test(`shows the ${language} items in ${language}`, async ({ page }) => {
      await signIn(page);
      await go(page, '/settings');
      await page.getByLabel('Default language').selectOption(language);
      await page.locator('button[type=submit]').click();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      const expected = await page.request
        .get(`/wp-json/wp/v2/article?wpml_language=${lang}&page=1`)
        .then((r) => r.json());
      expect(expected.length).toBeGreaterThan(0);
      await go(page, '/latest-news');
      await expect(page.locator('.feed-item h2').first()).toHaveText(expected[0].title.rendered);
      // every title of the page together: a single French title need not carry an accent
      await expect(page.locator('.feed-item h2')).toHaveCount(expected.length);
      expect((await page.locator('.feed-item h2').allTextContents()).join(' ')).toMatch(script);
    });
  }
  test('every feed shows its items in each of the 15 languages, never "Nothing here yet"', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    for (const { value, locale } of LANGUAGES) {
      await go(page, '/settings');
      await page.locator('#language').selectOption(value);
      await page.locator('button[type=submit]').click();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const empty = (JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as { feed: { empty: string } }).feed.empty;
      for (const [path, kind] of FEED_SCREENS) {
        const items = (await (
          await page.request.get(`/wp-json/wp/v2/${kind}?wpml_language=${locale.slice(0, 2)}&page=1`)
        ).json()) as RawItem[];
        expect(items.length, `${locale} ${kind}`).toBeGreaterThan(0);
        await go(page, path);
        await expect(page.locator('.feed-item').first(), `${locale} ${path}`).toContainText(items[0]!.title.rendered);
        // the first page whole (the next may follow at once: a tall window shows the end of the list)
        await expect.poll(() => page.locator('.feed-item').count()).toBeGreaterThanOrEqual(items.length);
        await expect(page.getByText(empty)).toHaveCount(0);
      }
    }
  });

  test("'Other' is an answer: asked once, then every buy-now offers the store finder", async ({ page }) => {
    await signIn(page);
    await go(page, '/latest-news');
    await page.locator('#store-prompt').selectOption('other');
    await page.getByRole('button', { name: 'Set country' }).click();
    await expect(page.locator('.store-prompt')).toHaveCount(0);
    const buyNow = page.locator('.feed-item .buy-now');
    await expect(buyNow.first()).toBeVisible();
    expect(
      await buyNow.evaluateAll((as) => [
        ...new Set(as.map((a) => `${a.tagName} ${a.textContent} ${a.getAttribute('href')}`)),
      ]),
    ).toEqual(['A Find a store https://store.example']);
    await expect(buyNow.first()).toHaveAttribute('target', '_blank');
    // the answer stays: not asked again in another feed, nor after a reload
    for (const path of ['/product-tips', '/videos']) {
      await go(page, path);
      await expect(page.locator('.feed-item .buy-now').first()).toHaveText('Find a store');
      await expect(page.locator('.store-prompt')).toHaveCount(0);
    }
    await page.reload();
    await expect(page.locator('.feed-item .buy-now').first()).toHaveText('Find a store');
    await expect(page.locator('.store-prompt')).toHaveCount(0);
    await go(page, '/settings');
    await expect(page.getByLabel('Online store country')).toHaveValue('other');
  });

  test('product tips link to the market, or to its global store when a tip has no link there', async ({ page }) => {
    await signIn(page);
    const tips = await firstPage(page, 'product-tip');
    const expected = (market: string) =>
      tips.map(([, t]) => t.acf.buy_now_list!.map((b) => b.links[market] ?? `https://store.example/${market}`));
    // the seed covers both: entries with the market's own link and entries that fall back
    expect(
      expected('za')
        .flat()
        .filter((h) => h === 'https://store.example/za').length,
    ).toBeGreaterThan(0);
    expect(
      expected('za')
        .flat()
        .filter((h) => h.startsWith('https://store.example/za/')).length,
    ).toBeGreaterThan(0);
    await checkMarkets(
      page,
      '/product-tips',
      tips.map(([i]) => i),
      '.buy-list li',
      expected,
    );
  });

  test('videos use their own links: no buy-now button where a video has none for the market', async ({ page }) => {
    await signIn(page);
    const videos = await firstPage(page, 'video');
    // per video, its buy-now button's target, or none: not shown, or shown without a link for the market
    const expected = (market: string) =>
      videos.map(([, v]) =>
        v.acf.buy_now!.show && v.acf.buy_now!.links[market] ? [v.acf.buy_now!.links[market]] : [],
      );
    const noLinkThere = (market: string) =>
      videos.filter(([, v]) => v.acf.buy_now!.show && !v.acf.buy_now!.links[market]).length;
    expect(noLinkThere('za')).toBeGreaterThan(0);
    expect(expected('za').flat().length).toBeGreaterThan(0);
    await checkMarkets(
      page,
      '/videos',
      videos.map(([i]) => i),
      '.buy-now',
      expected,
    );
  });

  test('a video loads the privacy-enhanced player only when tapped', async ({ page }) => {
    await signIn(page);
    const [[index, video]] = (await firstPage(page, 'video')).filter(([, v]) => v.acf.youtube_id) as [
      [number, RawItem],
    ];
    await go(page, '/videos');
    const item = page.locator('.feed-item').nth(index);
    await expect(item.locator('.video-facade')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await item.locator('.video-facade').click();
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(item.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.acf.youtube_id}\\?`),
    );
    // sandboxed to its own scripts and new tabs, and told the app's origin only
    const frame = await item
      .locator('iframe')
      .evaluate((f: HTMLIFrameElement) => ({ sandbox: [...f.sandbox].sort(), referrer: f.referrerPolicy }));
    expect(frame).toEqual({
      sandbox: ['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts'],
      referrer: 'strict-origin-when-cross-origin',
    });
  });

  test('feed images load lazily with their width and height set', async ({ page }) => {
    await signIn(page);
    for (const path of ['/latest-news', '/videos', '/newsletters', '/artist-spotlight']) {
      await go(page, path);
      await expect(page.locator('main h1')).toHaveText(HEADINGS[path]!);
      await expect(page.locator('.feed-item img').first()).toBeAttached();
      const images = await page.locator('.feed-item img').evaluateAll((imgs) =>
        imgs.map((i) => ({
          lazy: i.getAttribute('loading') === 'lazy',
          sized: i.matches('.feed-image, .buy-thumb')
            ? Number(i.getAttribute('width')) > 0 && Number(i.getAttribute('height')) > 0
            : true,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      expect(
        images.filter((i) => !i.lazy || !i.sized),
        path,
      ).toEqual([]);
    }
  });

  test('a product tip whose thumbnail cannot load shows a plain tile with its play button, the same size', async ({
    page,
  }) => {
    // offline with no cached copy, or no such video: held first, so the tile is measured loading and failed
    let fail!: () => void;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.context().route('https://i.ytimg.com/**', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await signIn(page);
    await go(page, '/product-tips');
    const facade = page.locator('.feed-item').first().locator('.video-facade');
    await expect(facade.locator('img')).toHaveAttribute('src', /^https:\/\/i\.ytimg\.com\/vi\/.+\/hqdefault\.jpg$/);
    const loading = await facade.boundingBox();
    fail();
    await expect(facade.locator('.video-placeholder')).toBeVisible();
    await expect(facade.locator('img')).toHaveCount(0); // no broken-image icon
    await expect(facade.locator('.video-play')).toBeVisible();
    await expect(facade).toHaveAccessibleName(/^Play video: /);
    expect(await facade.boundingBox()).toEqual(loading);
  });
});

test.describe('a feed come back to', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  /** The article pages the app asks for from now on. */
  const pagesAsked = (page: Page) => {
    const asked: number[] = [];
    page.on('request', (r) => {
      const m = /\/wp-json\/wp\/v2\/article\?.*page=(\d+)/.exec(r.url());
      if (m) asked.push(Number(m[1]));
    });
    return asked;
  };
  const scrolled = (page: Page) => page.evaluate(() => Math.round(scrollY));

  test('keeps its loaded pages and scroll position, by a link or Back, until the member signs out', async ({
    page,
  }) => {
    await signIn(page);
    await go(page, '/latest-news');
    const items = page.locator('.feed-item');
    // down into the second page
    await expect(async () => {
      await page.locator('.feed-end').scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(20, { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('.feed')).toHaveAttribute('aria-busy', 'false');
    await items.nth(14).scrollIntoViewIfNeeded();
    await settled(page);
    const count = await items.count();
    const y = await scrolled(page);
    expect(y).toBeGreaterThan(0);
    const asked = pagesAsked(page);

    // by a link (a new entry, which the router starts at the top) and by Back
    await go(page, '/dashboard');
    await expect(page.locator('.feed')).toHaveCount(0);
    await go(page, '/latest-news');
    await expect(items).toHaveCount(count);
    await expect.poll(() => scrolled(page)).toBe(y);
    await go(page, '/card');
    await page.goBack();
    await expect(page).toHaveURL(/#\/latest-news$/);
    await expect(items).toHaveCount(count);
    await expect.poll(() => scrolled(page)).toBe(y);
    expect(asked).toEqual([]); // nothing loaded again

    // a new session starts the feed afresh
    await signOutFromMenu(page);
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await go(page, '/latest-news');
    await expect(items).toHaveCount(10);
    expect(await scrolled(page)).toBe(0);
    expect(asked).toEqual([1]);
  });
});

test.describe('feed images on a phone', () => {
  // a 360-px phone at pixel ratio 2: the feed's column is 328 px, so 656 image pixels fill it
  test.use({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });

  /** The content images the page asked for, by file name. */
  const imageRequests = (page: Page) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wp-content/uploads/')) asked.push(r.url().replace(/^.*\//, ''));
    });
    return asked;
  };

  test("shows each picture from the smallest of WordPress's sizes that fills its box, never the original", async ({
    page,
  }) => {
    const asked = imageRequests(page);
    await signIn(page);
    await go(page, '/latest-news');
    const first = page.locator('.feed-item .feed-image').first();
    await expect(first).toHaveJSProperty('complete', true);
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    const shown = await first.evaluate((i: HTMLImageElement) => ({
      file: i.currentSrc.replace(/^.*\//, ''),
      natural: i.naturalWidth,
      box: i.getBoundingClientRect().width,
      sizes: i.sizes,
    }));
    expect(shown.box).toBe(328);
    expect(shown.sizes).toBe('(min-width: 1024px) 992px, calc(100vw - 2rem)');
    // 768 is WordPress's smallest size of at least 656 px; the full size (2560 px) is four times too wide
    expect(shown.file).toMatch(/-768x512\.jpg$/);
    expect(shown.natural).toBeLessThanOrEqual(2 * shown.box * 2);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((f) => /-scaled\.jpg$|^[a-z-]+-\d+\.jpg$/.test(f))).toEqual([]);
    // the buy-now thumbnails: WordPress's 150×150 crop, not the 1,500-px product shot
    const thumb = page.locator('.buy-thumb').first();
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/-150x150\.jpg$/);
  });

  test('on a 2g link shows one file per picture, the smallest that fills the box, asked for two screens ahead', async ({
    page,
  }) => {
    // the browser's own rating of the link (Network Information API), as Chrome on a 2G phone gives it
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ effectiveType: '2g', saveData: false, addEventListener() {}, removeEventListener() {} }),
      }),
    );
    const asked = imageRequests(page);
    await signIn(page);
    await go(page, '/latest-news');
    const images = page.locator('.feed-item .feed-image');
    await expect(images.first()).toHaveAttribute('src', /-768x512\.jpg$/);
    await expect(page.locator('.feed-item')).toHaveCount(10);
    // (a hostile sample's picture, whose URLs are refused, has no box)
    const pictures = () =>
      page.locator('.feed-item .feed-image').evaluateAll((pictures) =>
        pictures.map((picture) => {
          return {
            top: picture.getBoundingClientRect().top,
            img: picture.tagName === 'IMG',
            srcset: picture.hasAttribute('srcset'),
          };
        }),
      );
    // within two screens below this one (3 × 640 px) the pictures are asked for (as the observer reports them);
    // further down they wait, a box
    await expect.poll(async () => (await pictures()).filter((b) => b.top < 3 * 640 && !b.img)).toEqual([]);
    await settled(page);
    const boxes = await pictures();
    expect(boxes.filter((b) => b.top > 3 * 640 + 50).length).toBeGreaterThan(0);
    expect(boxes.filter((b) => b.top > 3 * 640 + 50).every((b) => !b.img)).toBe(true);
    expect(boxes.some((b) => b.srcset)).toBe(false);
    const before = asked.length;
    expect(asked.every((f) => /-768x512\.jpg$|-150x150\.jpg$/.test(f))).toBe(true);
    // scrolling on brings the next pictures, one file each
    await page.locator('.feed-item').nth(9).scrollIntoViewIfNeeded();
    await expect(page.locator('.feed-item').nth(9).locator('img.feed-image')).toHaveAttribute('src', /-768x512\.jpg$/);
    await expect.poll(() => asked.length).toBeGreaterThan(before);
  });
});
