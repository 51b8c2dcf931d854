// The sign-in screen's banner (banner_login_page, banner_translations_login): shown when its flag is on, in the
// visitor's language, after the island has taken the prerendered screen over, below the form so it moves nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const BANNER = '**/wp-json/acf/v3/options/banner-settings';
type Settings = { acf: { banner_login_page: boolean; banner_translations_login: Record<string, string> } };

/** The content service's banner settings with the login banner's flag set; the texts are the service's own.
 * `held`: the answer waits for it. */
async function loginBannerFlag(context: BrowserContext, on: boolean, held?: Promise<void>): Promise<void> {
  // on the context, so the service worker's fetches meet it too
  await context.route(BANNER, async (route) => {
    await held;
    const response = await route.fetch();
    const body = (await response.json()) as Settings;
    await route.fulfill({ response, json: { acf: { ...body.acf, banner_login_page: on } } });
  });
}

/** The real message a translation starts with (the hostile samples follow it). */
async function message(page: Page, language: string): Promise<string> {
  const settings = (await (await page.request.get('/wp-json/acf/v3/options/banner-settings')).json()) as Settings;
  return /<p>(.*?)<\/p>/.exec(settings.acf.banner_translations_login[language]!)![1]!.replace(/<[^>]+>/g, '');
}

const formTop = (page: Page) => page.locator('#sign-in-form').evaluate((f) => f.getBoundingClientRect().top);

test.describe('the sign-in banner', () => {
  test('shows when its flag is on, on the island, below the form, which does not move', async ({ page, context }) => {
    let release!: () => void;
    await loginBannerFlag(context, true, new Promise<void>((ok) => (release = ok)));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', /island|live/);
    const top = await formTop(page);
    release();
    const banner = page.locator('main .banner');
    await expect(banner).toContainText(await message(page, 'english'));
    await expect(banner).toHaveAttribute('aria-label', 'Notifications');
    expect(await formTop(page)).toBe(top);
    // after the form and its links, so it can only ever push what is below it
    expect(await page.locator('main .link-list + .banner').count()).toBe(1);
    await expect(banner.locator('script, [onerror], [onclick]')).toHaveCount(0);
  });

  test('comes after the app has started, adds no link of its own, and is styled by the app chunk', async ({
    page,
    context,
  }) => {
    await loginBannerFlag(context, true);
    // every link added to <head> (Vite's loader adds one for each preload and stylesheet a lazy chunk lists), and the
    // moment the app started
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __links: string[] }).__links = seen;
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes)
            if (node instanceof HTMLLinkElement) seen.push(`${node.rel} ${new URL(node.href).pathname}`);
        if (document.documentElement.dataset.app === 'live') performance.mark('app-live');
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-app'] });
    });
    await page.goto('/');
    const banner = page.locator('main .banner');
    await expect(banner).toContainText(await message(page, 'english'));
    await expect(banner).toHaveCSS('border-inline-start-width', '4px'); // its rules came with the app's stylesheet
    const { links, live, asked } = await page.evaluate(() => ({
      links: (window as unknown as { __links: string[] }).__links,
      live: performance.getEntriesByName('app-live')[0]?.startTime,
      asked: performance.getEntriesByType('resource').find((r) => /\/login-banner-[\w-]+\.js$/.test(r.name))?.startTime,
    }));
    expect(live).toBeDefined();
    expect(asked).toBeGreaterThanOrEqual(live!);
    // its own modules come by its import, not by links; its rules are in the app chunk's stylesheet
    expect(links.filter((l) => /\/(login-banner|safe-html|content-api|banner)-[\w-]+\.(js|css)$/.test(l))).toEqual([]);
    expect(links.some((l) => /^stylesheet \/assets\/app-chunk-[\w-]+\.css$/.test(l))).toBe(true); // the watch sees links
  });

  test("is in the visitor's language", async ({ page, context }) => {
    await loginBannerFlag(context, true);
    await open(page, '/');
    await page.locator('#language-switcher').selectOption('french');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('main .banner')).toContainText(await message(page, 'french'));
  });

  test('stays away when its flag is off', async ({ page, context }) => {
    await loginBannerFlag(context, false);
    const answered = page.waitForResponse(BANNER);
    await page.goto('/');
    await answered;
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    // the banner's chunk has had its answer: had it anything to show, it would show by the app's next frame
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    await expect(page.locator('main .banner')).toHaveCount(0);
  });
});
