// Buy now with no store country yet (issue 46): the country is asked in place, in a sheet over the feed, and the
// product then opens in that country's store; the feed stays where the member was.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { test, expect, reopen } from './fixtures';
import { go, signIn } from './helpers';
import { BREAK_BETWEEN_WORDS, brokenWords, outsideViewport } from './layout';

type RawLinks = Record<string, string>;
type RawItem = {
  title: { rendered: string };
  acf: { buy_now?: { show: boolean; links: RawLinks }; buy_now_list?: { links: RawLinks }[] };
};

/** Page 1 of a feed as the reference service gives it, with each item's place in the list. */
async function firstPage(page: Page, kind: string): Promise<[number, RawItem][]> {
  const items = (await (await page.request.get(`/wp-json/wp/v2/${kind}?wpml_language=en&page=1`)).json()) as RawItem[];
  return items
    .map((item, i) => [i, item] as [number, RawItem])
    .filter(([, item]) => !item.title.rendered.startsWith('Hostile sample'));
}

/** Where the member is in the feed: the page's scroll and where the tapped Buy now's row sits on the screen. */
const placeOf = async (page: Page, row: Locator) => ({
  scrollY: await page.evaluate(() => scrollY),
  top: Math.round((await row.boundingBox())!.y),
});

const sheet = (page: Page) => page.getByRole('dialog', { name: 'Online store country' });

test.describe('the store country asked in a sheet', () => {
  test.beforeEach(async ({ context }) => {
    // the reserved store domain, answered here: the tab the product opens in has something to show
    await context.route('https://store.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
    );
  });

  test('opens over the feed where Buy now was tapped, then opens the product in the chosen store', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const articles = await firstPage(page, 'article');
    // an article well down the list, whose first product has its own link in Canada
    const [index, article] = articles.find(([i, a]) => i >= 3 && a.acf.buy_now_list?.[0]?.links.ca)!;
    const expected = article.acf.buy_now_list![0]!.links.ca!;
    await go(page, '/latest-news');
    const row = page.locator('.feed-item').nth(index).locator('.buy-list li').first();
    const buy = row.locator('.buy-now');
    await expect(buy).toHaveRole('button');
    await buy.scrollIntoViewIfNeeded();
    const before = await placeOf(page, row);
    expect(before.scrollY).toBeGreaterThan(0);

    await buy.click();
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByLabel('Choose the country of your online store to see where to buy.')).toBeFocused();
    expect(await placeOf(page, row)).toEqual(before); // no jump to the top of the feed
    await expect(sheet(page).getByRole('button', { name: 'Buy now' })).toBeDisabled();

    await sheet(page).getByRole('combobox').selectOption('ca');
    const confirm = sheet(page).getByRole('link', { name: 'Buy now' });
    await expect(confirm).toHaveAttribute('href', expected);
    const opened = context.waitForEvent('page');
    await confirm.click();
    const product = await opened;
    await expect(product).toHaveURL(expected);

    await expect(sheet(page)).toHaveCount(0);
    // the tapped Buy now is a link to the same product now, with the focus, in the same place on the screen
    await expect(buy).toHaveRole('link');
    await expect(buy).toHaveAttribute('href', expected);
    await expect(buy).toBeFocused();
    await expect(page.locator('.store-prompt')).toHaveCount(0);
    expect((await placeOf(page, row)).top).toBe(before.top);

    // saved as the settings screen saves it: there after a restart too
    await reopen(page, '/settings');
    await expect(page.getByLabel('Online store country')).toHaveValue('ca');
  });

  test('Cancel and Escape leave the feed, the focus and the settings as they were', async ({ page }) => {
    await signIn(page);
    await go(page, '/latest-news');
    const buy = page.locator('.feed-item button.buy-now').nth(4);
    await buy.scrollIntoViewIfNeeded();
    const before = await placeOf(page, buy);

    await buy.click();
    await sheet(page).getByRole('combobox').selectOption('uk');
    await expect(sheet(page).getByRole('link', { name: /^Buy now/ })).toBeVisible();
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect(buy).toBeFocused();
    expect(await placeOf(page, buy)).toEqual(before);

    // asked again from the start; Other offers the store finder
    await buy.click();
    await expect(sheet(page).getByRole('combobox')).toHaveValue('');
    await sheet(page).getByRole('combobox').selectOption('other');
    await expect(sheet(page).getByRole('link', { name: 'Find a store' })).toHaveAttribute(
      'href',
      'https://store.example',
    );
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toHaveCount(0);
    await expect(buy).toBeFocused();
    expect(await placeOf(page, buy)).toEqual(before);

    await expect(page.locator('a.buy-now')).toHaveCount(0); // still no country
    await expect(page.locator('.store-prompt')).toBeAttached();
    await go(page, '/settings');
    await expect(page.getByLabel('Online store country')).toHaveValue('');
  });

  test('says when the product is not sold online in the country chosen, and keeps the country', async ({ page }) => {
    await signIn(page);
    const videos = await firstPage(page, 'video');
    const [index] = videos.find(([, v]) => v.acf.buy_now?.show && !v.acf.buy_now.links.za)!;
    await go(page, '/videos');
    const item = page.locator('.feed-item').nth(index);
    const buy = item.locator('button.buy-now');
    await buy.scrollIntoViewIfNeeded();
    await buy.click();
    await sheet(page).getByRole('combobox').selectOption('za');
    await expect(sheet(page).getByRole('status')).toHaveText('This product is not sold online in that country.');
    await expect(sheet(page).getByRole('link')).toHaveCount(0);
    await sheet(page).getByRole('button', { name: 'Set country' }).click();
    await expect(sheet(page)).toHaveCount(0);
    await expect(item.locator('.buy-now')).toHaveCount(0);
    await expect(item).toBeFocused(); // its Buy now has gone: the item holds the focus
    await go(page, '/settings');
    await expect(page.getByLabel('Online store country')).toHaveValue('za');
  });
});

/** Opens the sheet from a Buy now in view, in the language the member has set. */
async function openSheet(page: Page) {
  await go(page, '/latest-news');
  const buy = page.locator('.feed-item button.buy-now').first();
  await buy.scrollIntoViewIfNeeded();
  await buy.click();
  await expect(page.locator('dialog.sheet')).toBeVisible();
}

async function setLanguage(page: Page, value: string, locale: string) {
  await go(page, '/settings');
  await page.locator('#language').selectOption(value);
  await page.locator('button[type=submit]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test.describe('the sheet on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('keeps every word whole and stays on the screen at 320 and 390 px in all 15 languages', async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page);
    for (const { value, locale } of LANGUAGES) {
      await setLanguage(page, value, locale);
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 640 });
        await openSheet(page);
        const where = `${locale} at ${width} px`;
        if (BREAK_BETWEEN_WORDS.includes(value))
          expect(await brokenWords(page, 'dialog.sheet', locale), where).toEqual([]);
        expect(await outsideViewport(page, 'dialog.sheet, .sheet-body > *'), where).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog.sheet')).toHaveCount(0);
      }
    }
  });
});

test.describe('the sheet to assistive technology', () => {
  // axe measures with inline styles of its own, which the app's CSP rightly refuses (as in a11y.spec.ts)
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  for (const [value, locale] of [
    ['english', 'en-US'],
    ['arabic', 'ar-SA'],
  ] as const) {
    test(`passes axe in ${locale}, open and with a country chosen`, async ({ page }) => {
      await signIn(page);
      if (value !== 'english') await setLanguage(page, value, locale);
      await openSheet(page);
      const axe = () =>
        new AxeBuilder({ page })
          .include('dialog.sheet')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze()
          .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
      expect(await axe()).toEqual([]);
      await page.locator('dialog.sheet select').selectOption('ca');
      await expect(page.locator('dialog.sheet a.button')).toBeVisible();
      expect(await axe()).toEqual([]);
    });
  }
});
