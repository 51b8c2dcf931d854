import type { Page } from '@playwright/test';
import { test, expect, referenceHeaders } from './fixtures';
import { go, signIn } from './helpers';
import { record } from './summary';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { HOSTILE_PAYLOAD_COUNT } from '../../server/content/hostile-corpus.js';
import { unsafeOnPage } from '../shared/in-page';
import { FEED_SCREENS, TILES } from '../shared/routes';

/**
 * Every content screen with the reference content service's XSS corpus in every field the app
 * renders (server/content/hostile*.js). After each screen nothing may be able to run, load or
 * navigate: no script in main, no inline handler anywhere, no javascript:/data:/vbscript: URL in any
 * URL-carrying attribute, none of the elements that load or redirect. The fixture fails the test on
 * any dialog, page error or CSP violation; a trap counts alert/confirm/prompt calls as well.
 */

/** Checks the page as it is; returns what it found, each entry naming the element. */
const inspect = (page: Page): Promise<string[]> => page.evaluate(unsafeOnPage);

/** Scrolls the feed's end into view until the list says it is complete (pages load as the end shows). */
async function scrollToEnd(page: Page) {
  const end = page.getByText('You have seen everything.');
  await expect(page.locator('.feed-item').first()).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await page.locator('.feed-end').scrollIntoViewIfNeeded();
    await expect(end).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

/** Clicks every control matched by `selector` until none is left (each click replaces or flips its control). */
async function clickAll(page: Page, selector: string): Promise<number> {
  const controls = page.locator(selector);
  let clicked = 0;
  for (; clicked < 200 && (await controls.count()) > 0; clicked++) await controls.first().click();
  await expect(controls).toHaveCount(0);
  return clicked;
}

// Content HTML goes through the browser's Sanitizer API where there is one and through DOMPurify (a lazy
// chunk) where there is not (src/components/safe-html.tsx): the whole corpus runs through each.
for (const engine of ['the Sanitizer API', 'DOMPurify'] as const) {
  test(`the XSS corpus in every rendered content field neither runs, loads nor navigates (${engine})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const started = Date.now();
    if (engine === 'DOMPurify') {
      // a browser without the API (Safari today)
      await page.addInitScript(() => delete (Element.prototype as { setHTML?: unknown }).setHTML);
    }
    const purifyLoaded = () => purifyRequests > 0;
    let purifyRequests = 0;
    page.on('request', (r) => {
      if (/\/assets\/sanitize-purify-[\w-]+\.js$/.test(r.url())) purifyRequests++;
    });
    // many payloads call alert(1): count any call, in addition to the fixture's dialog listener
    await page.addInitScript(() => {
      const trap = () => {
        const w = window as { __xss?: number };
        w.__xss = (w.__xss ?? 0) + 1;
      };
      Object.assign(window, { alert: trap, confirm: trap, prompt: trap });
    });

    await signIn(page);
    const hostile = (await (await page.request.get('/__reference/hostile', { headers: referenceHeaders })).json()) as {
      ids: number[];
    };
    expect(hostile.ids.length).toBeGreaterThanOrEqual(12);

    // a store market, so the buy-now links (hostile in every market) are rendered
    await go(page, '/settings');
    await page.locator('#store').selectOption('us');
    await page.locator('main form button[type=submit]').click();
    await expect(page.getByText('Settings Updated')).toBeVisible();

    const violations: string[] = [];
    const checked: string[] = [];
    const check = async (path: string) => {
      violations.push(...(await inspect(page)).map((v) => `${path}: ${v}`));
      checked.push(path);
    };

    await go(page, '/dashboard');
    await expect(page.locator('.banner .rich-text')).toContainText('master class dates are out');
    await check('/dashboard');

    await go(page, '/notifications');
    await expect(page.locator('main .rich-text')).toContainText('master class dates are out');
    await check('/notifications');

    // every feed screen, under the heading its dashboard tile leads to
    for (const [path] of FEED_SCREENS) {
      const heading = TILES.find(([, to]) => to === path)![2];
      await go(page, path);
      // the last screen stays up while the next one's chunk loads: inspect the next one, not the last
      await expect(page.locator('main h1')).toHaveText(heading);
      await scrollToEnd(page);
      // every hostile feed item is listed (the app drops none of them as malformed)
      await expect(page.locator('.feed-item h2', { hasText: /^Hostile sample/ })).toHaveCount(2);
      if (path === '/artist-spotlight') {
        expect(await clickAll(page, '.feed-item button[aria-expanded=false]')).toBeGreaterThanOrEqual(20);
        await expect(page.locator('.feed-item .rich-text', { hasText: 'End of hostile sample.' })).toHaveCount(2);
        // what is not hostile keeps its markup and attributes, whichever engine sanitized it
        await expect(page.locator('.feed-item .rich-text p[dir="rtl"][lang="ar"]')).toHaveCount(2);
        await expect(page.locator('.feed-item .rich-text td[colspan="2"]', { hasText: 'Kept table cell' })).toHaveCount(
          2,
        );
        await expect(page.locator('.feed-item .rich-text', { hasText: 'Open shadow host' })).toHaveCount(2);
      }
      if (path === '/videos' || path === '/product-tips') {
        expect(await clickAll(page, '.video-facade')).toBeGreaterThanOrEqual(20);
        await expect(page.locator('.feed-item iframe').first()).toBeAttached();
      }
      if (path === '/latest-news' || path === '/product-tips') {
        // the hostile buy-now links fall back to the global store link; none of them is unsafe
        await expect(page.locator('.buy-now').first()).toHaveAttribute('href', /^https:\/\/store\.example\/us/);
      }
      await check(path);
    }

    await go(page, '/master-classes');
    // the whole list: it is built a batch per task
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    expect(await clickAll(page, '.class-item button[aria-expanded=false]')).toBeGreaterThanOrEqual(8);
    await expect(page.locator('.class-item .rich-text', { hasText: 'End of hostile sample.' })).toHaveCount(2);
    await check('/master-classes');

    await go(page, '/help');
    await expect(page.locator('.contact-list h3', { hasText: /^Hostile sample contact/ })).toBeVisible();
    await check('/help');

    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const tried = HOSTILE_PAYLOAD_COUNT as number;
    expect(tried).toBeGreaterThanOrEqual(100);
    console.log(
      `hostile (${engine}): payloads tried ${tried}, faults injected 0, violations found ${violations.length}`,
    );
    record({ payloads: tried, violations: violations.length });
    console.log(`hostile (${engine}): screens ${checked.join(' ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(violations).toEqual([]);
    // the engine under test is the one that did the work
    expect(purifyLoaded()).toBe(engine === 'DOMPurify');
  });
}
