import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { go, signIn } from './helpers';

async function totalOf(page: Page, kind: string, lang = 'en'): Promise<number> {
  const r = await page.request.get(`/wp-json/wp/v2/${kind}?wpml_language=${lang}&page=1`);
  return Number(r.headers()['x-wp-total']);
}

async function scrollToEnd(page: Page) {
  const end = page.getByText('You have seen everything.');
  await expect(page.locator('.feed-item').first()).toBeVisible();
  for (let i = 0; i < 30 && !(await end.isVisible()); i++) {
    await page.locator('.feed-end').scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  await expect(end).toBeVisible();
}

const HEADINGS: Record<string, string> = {
  '/latest-news': '#MACTREND', '/product-tips': 'Product Tips', '/videos': 'Videos', '/artist-spotlight': 'Artist Spotlight',
  '/newsletters': 'Newsletters', '/master-classes': 'Master Classes',
};

test.describe('feeds', () => {
  for (const [path, kind] of [['/latest-news', 'article'], ['/newsletters', 'newsletter'], ['/videos', 'video']] as const) {
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
      await page.waitForTimeout(300);
      expect(pages.length).toBe(total % 10 === 0 ? last + 1 : last);
    });
  }

  test('a hostile item does not execute or leave an unsafe link', async ({ page }) => {
    await signIn(page);
    for (const path of ['/latest-news', '/product-tips', '/videos', '/artist-spotlight', '/newsletters', '/master-classes']) {
      await go(page, path);
      await expect(page.locator('main h1'), path).toHaveText(HEADINGS[path]!);
      if (path !== '/master-classes') await scrollToEnd(page);
      else {
        await expect(page.locator('.class-item').first()).toBeVisible();
        const more = page.getByRole('button', { name: 'More info' });
        while (await more.count()) await more.first().click();
      }
      const unsafe = await page.evaluate(() => ({
        scripts: Array.from(document.querySelectorAll('main script')).length,
        handlers: Array.from(document.querySelectorAll('main *')).filter((e) => Array.from(e.attributes).some((a) => /^on/i.test(a.name))).length,
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
    const links = () => page.locator(`${firstPage} .buy-now`).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    await signIn(page);
    await go(page, '/latest-news');
    await expect(page.getByText('Choose the country of your online store to see where to buy.')).toBeVisible();
    await expect(page.locator('.feed-item')).not.toHaveCount(0);
    await expect(page.locator('.buy-now')).toHaveCount(0);
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

  for (const [language, lang, script] of [['french', 'fr', /[a-zàâçéèêëîïôûùüÿœ]/i], ['arabic', 'ar', /[\u0600-\u06FF]/]] as const) {
    test(`shows the ${language} items in ${language}`, async ({ page }) => {
      await signIn(page);
      await go(page, '/settings');
      await page.getByLabel('Default language').selectOption(language);
      await page.locator('button[type=submit]').click();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      const expected = await page.request.get(`/wp-json/wp/v2/article?wpml_language=${lang}&page=1`).then((r) => r.json());
      expect(expected.length).toBeGreaterThan(0);
      await go(page, '/latest-news');
      await expect(page.locator('.feed-item h2').first()).toHaveText(expected[0].title.rendered);
      await expect(page.locator('.feed-item h2').first()).toHaveText(script);
    });
  }
});
