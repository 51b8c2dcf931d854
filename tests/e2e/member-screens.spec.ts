import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { go, signIn } from './helpers';
import { TILES } from '../shared/routes';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { MONTHS } from '../../server/content/phrases.js';

const EN = JSON.parse(readFileSync('i18n/en-US.json', 'utf8')) as { help: Record<string, string> };
const FR = JSON.parse(readFileSync('i18n/fr-FR.json', 'utf8')) as { settings: Record<string, string> };

/** A value the app keeps in IndexedDB (idb-keyval's default store). */
async function stored<T>(page: Page, key: string): Promise<T> {
  return page.evaluate(
    (k) =>
      new Promise<T>((ok, no) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => no(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(k);
          get.onsuccess = () => (open.result.close(), ok(get.result as T));
        };
      }),
    key,
  );
}

/** The date the member's card shows, built by hand (not by the app's Intl): month name, day, year (en-US long). */
function longEnglishDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return `${(MONTHS as string[])[m - 1]} ${d}, ${y}`;
}

test.describe('member screens', () => {
  test('the dashboard reaches every member screen', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Hello, Amara' })).toBeVisible();
    const screens = TILES.map(([tile, path, heading]) => [tile, new RegExp(`#${path}$`), heading] as const);
    for (const [tile, url, heading] of screens) {
      await page.locator('.tiles').getByRole('link', { name: tile, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1')).toHaveText(heading);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
    }
  });

  test('the dashboard shows the notifications banner', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('.banner')).toBeVisible();
    await expect(page.locator('.banner script')).toHaveCount(0);
  });

  test("notifications list what's new in the feeds, each dated, newest first", async ({ page }) => {
    await signIn(page);
    await go(page, '/notifications');
    const section = page.getByRole('region', { name: "What's new" });
    const items = section.locator('li');
    await expect(items).toHaveCount(10);
    const rows = await items.evaluateAll((lis) =>
      lis.map((li) => ({
        datetime: li.querySelector('time')?.getAttribute('datetime') ?? '',
        shown: li.querySelector('time')?.textContent ?? '',
        from: li.querySelector('.whats-new-from bdi')?.textContent ?? '',
        href: li.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
    const times = rows.map((r) => Date.parse(r.datetime));
    expect(times.every(Number.isFinite)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times); // newest first
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    expect(rows.map((r) => r.shown)).toEqual(times.map((t) => medium.format(t)));
    expect(new Set(rows.map((r) => r.from)).size).toBeGreaterThan(1); // from more than one feed
    const screens: Record<string, string> = {
      '#MACTREND': '#/latest-news',
      'Product Tips': '#/product-tips',
      Videos: '#/videos',
      'Artist Spotlight': '#/artist-spotlight',
      Newsletters: '#/newsletters',
    };
    for (const r of rows) expect(r.href).toBe(screens[r.from]);
    await items.first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${rows[0]!.href}$`));
  });

  test('the card shows the member and a code that decodes to the member number', async ({ page }) => {
    await page.clock.install(); // the page's clock, so the test can move the live clock on by a second
    await signIn(page);
    await go(page, '/card');
    const card = page.locator('.member-card');
    await expect(card).toContainText('10000000001');
    await expect(card).toContainText('Active');
    await expect(card.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(card).toContainText('Pro Artist');
    const { expiration } = await stored<{ expiration: string }>(page, 'member');
    expect(expiration).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(card.locator('dt:text-is("Expires") + dd')).toHaveText(longEnglishDate(expiration));
    const png = PNG.sync.read(await card.locator('.qr').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe('10000000001');
    const t1 = await page.locator('.live-time').textContent();
    await page.clock.runFor(1000);
    await expect(page.locator('.live-time')).not.toHaveText(t1!);
  });

  test('master classes filter by location and the default location applies', async ({ page }) => {
    await signIn(page);
    await go(page, '/master-classes');
    const items = page.locator('.class-item');
    // the whole list: it is built a batch per task
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    const all = await items.count();
    const select = page.getByLabel('Location');
    const options = await select.locator('option').allTextContents();
    expect(options).not.toContain('Berlin'); // the seeded location with no class is not listed
    expect(options.length).toBeGreaterThanOrEqual(5); // "Choose a location" and at least 4 locations
    await select.selectOption({ index: 1 });
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    const inFirst = await items.count();
    expect(inFirst).toBeGreaterThan(0);
    expect(inFirst).toBeLessThan(all);
    const firstLocation = await select.inputValue();

    await go(page, '/settings');
    await page.getByLabel('Default location').selectOption(firstLocation);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Settings Updated')).toBeVisible();
    await go(page, '/master-classes');
    await expect(page.getByLabel('Location')).toHaveValue(firstLocation);
    await expect(items).toHaveCount(inFirst);

    await items.first().getByRole('button', { name: 'More info' }).click();
    await expect(items.first().getByRole('button', { name: 'Less info' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('help lists customer care and the contacts US, Canada, then sorted', async ({ page }) => {
    await signIn(page);
    await go(page, '/help');
    const titles = page.locator('.contact-list h3');
    await expect(titles.first()).toBeVisible();
    const names = await titles.allTextContents();
    expect(names.slice(0, 2)).toEqual(['United States', 'Canada']);
    expect(names.slice(2)).toEqual([...names.slice(2)].sort((a, b) => a.localeCompare(b)));
    await expect(page.locator('.contact-list a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('.contact-list a[href^="tel:"]').first()).toBeVisible();
  });
  test('the card offline says when its data was last refreshed', async ({ page, context }) => {
    await signIn(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    const line = page.locator('.card-offline');
    await expect(line).toHaveAttribute('role', 'status'); // there before its news, so that the news is read out
    await expect(line).toBeEmpty();
    await context.setOffline(true);
    await page.evaluate(() => dispatchEvent(new Event('offline')));
    await expect(line).toContainText('You are offline. This card was last refreshed');
    const { lastLogin } = await stored<{ lastLogin: number }>(page, 'member');
    const expected = await page.evaluate((at) => {
      const d = new Date(at);
      return `${d.getHours() % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')}`;
    }, lastLogin);
    expect((await line.textContent())!.match(/\d{1,2}:\d{2}/)?.[0]).toBe(expected);
    await context.setOffline(false);
  });

  for (const [where, path] of [
    ['a visitor on /contact-list', '/contact-list'],
    ['a member on /help', '/help'],
  ] as const) {
    test(`shows ${where} customer care from the translated strings`, async ({ page }) => {
      if (path === '/help') await signIn(page);
      await open(page, path);
      const care = page.locator('.care');
      const links = () => care.locator('a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
      await expect(care.getByRole('heading', { name: EN.help.careHeading })).toBeVisible();
      expect(await links()).toEqual([
        [`mailto:${EN.help.email}`, EN.help.email],
        [`tel:${EN.help.phone!.replace(/[^\d+]/g, '')}`, EN.help.phone],
        [EN.help.site1, EN.help.site1],
        [EN.help.site2, EN.help.site2],
      ]);
      expect(EN.help.phone).toMatch(/^\+\d[\d ]+$/);
    });
  }
  test('master classes ask from today and show each class of the chosen location with its details', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wp-json/wp/v2/master-class')) asked.push(r.url());
    });
    await signIn(page);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await go(page, '/master-classes');
    const items = page.locator('.class-item');
    // the whole list: it is built a batch per task
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    // WordPress's largest page: every class in one request (more than its default page of 10)
    expect(asked.map((u) => new URL(u).search)).toEqual([
      `?from=${today}&wpml_language=en&per_page=100&_fields=id,title,content,acf,location&page=1`,
    ]);

    type Raw = { id: number; title: { rendered: string }; location: number[]; acf: Record<string, string> };
    const classes = (await (
      await page.request.get(`/wp-json/wp/v2/master-class?from=${today}&per_page=100`)
    ).json()) as Raw[];
    expect(classes.length).toBeGreaterThan(10);
    // which classes show, by the id their description toggle names (every seeded class has a description)
    const shown = () =>
      items.evaluateAll((lis) => lis.map((li) => li.querySelector('[aria-controls]')?.getAttribute('aria-controls')));
    expect(await shown()).toEqual(classes.map((c) => `class-${c.id}`));
    await expect(items.first().locator('.class-title')).toHaveText(classes[0]!.title.rendered);

    const first = items.first();
    const facts = first.locator('.class-facts');
    await expect(facts.locator('div', { hasText: 'Presenter' }).locator('dd')).toHaveText(
      classes[0]!.acf.presenter_name!,
    );
    await expect(facts.locator('div', { hasText: 'Address' }).locator('dd')).toHaveText(classes[0]!.acf.address!);
    const button = first.locator('a.button');
    await expect(button).toHaveText(classes[0]!.acf.button_text!);
    await expect(button).toHaveAttribute('href', classes[0]!.acf.event_url!);

    const select = page.getByLabel('Location');
    const ids = (
      await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    expect(ids.length).toBeGreaterThan(10); // past the location list's first page of 10
    for (const id of ids) {
      await select.selectOption(id);
      const expected = classes.filter((c) => String(c.location[0]) === id).map((c) => `class-${c.id}`);
      expect(expected.length, `location ${id}`).toBeGreaterThan(0);
      await expect.poll(shown, { message: `location ${id}` }).toEqual(expected);
    }
  });
  for (const motion of ['reduce', 'no-preference'] as const) {
    test(`the card's live animation ${motion === 'reduce' ? 'stops for reduced motion' : 'runs'} while the clock ticks`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.clock.install(); // the page's clock, so the test can move the live clock on by a second
      await signIn(page);
      await go(page, '/card');
      const time = page.locator('.live-time');
      await expect(time).toBeVisible();
      const endless = () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity).length,
        );
      const t1 = await time.textContent();
      await page.clock.runFor(1000);
      await expect(time).not.toHaveText(t1!);
      // checked after a tick, so the card's styles and animations have long been applied
      if (motion === 'reduce') expect(await endless()).toBe(0);
      else expect(await endless()).toBeGreaterThan(0);
    });
  }

  test('the card keeps the screen awake, takes the lock again when shown again and lets it go on leaving', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { wakeLog: string[]; shown: DocumentVisibilityState };
      w.wakeLog = [];
      w.shown = 'visible';
      Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => w.shown });
      Object.defineProperty(Navigator.prototype, 'wakeLock', {
        configurable: true,
        get: () => ({
          request: async (type: string) => {
            w.wakeLog.push(`request ${type}`);
            return { released: false, release: async () => void w.wakeLog.push('release') };
          },
        }),
      });
    });
    const log = () => page.evaluate(() => (window as unknown as { wakeLog: string[] }).wakeLog);
    const show = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        (window as unknown as { shown: string }).shown = s;
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await signIn(page);
    expect(await log()).toEqual([]);
    await go(page, '/card');
    await expect.poll(log).toEqual(['request screen']);
    await show('hidden');
    await show('visible');
    await expect.poll(log).toEqual(['request screen', 'request screen']);
    await go(page, '/dashboard');
    await expect.poll(log).toEqual(['request screen', 'request screen', 'release']);
  });

  test('settings are saved on the device: after a reload the choices stay and still apply to buy-now links and master classes', async ({
    page,
  }) => {
    await signIn(page);
    await go(page, '/settings');
    // by id: the labels change language with the first Apply
    const location = page.locator('#location');
    await expect(location.locator('option').nth(2)).toBeAttached(); // the locations have arrived
    const ids = (
      await location.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    const chosen = ids[ids.length - 1]!;
    expect(ids.length).toBeGreaterThan(1); // a location other than the first, so no default could pass for it
    await page.locator('#language').selectOption('french');
    await location.selectOption(chosen);
    await page.locator('#store').selectOption('de');
    await page.locator('button[type=submit]').click();
    await expect(page.getByText(FR.settings.updated!)).toBeVisible();
    expect(await stored(page, 'settings')).toEqual({ language: 'french', location: chosen, storeLocation: 'de' });

    await page.reload();
    await expect(page).toHaveURL(/#\/settings$/);
    await expect(page.locator('main h1')).toHaveText(FR.settings.heading!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('#language')).toHaveValue('french');
    await expect(page.locator('#location')).toHaveValue(chosen);
    await expect(page.locator('#store')).toHaveValue('de');

    // the French news, each buy-list entry linking to the German store, with no country prompt
    type Raw = { acf: { buy_now_list?: { links: Record<string, string> }[] } };
    const news = (await (await page.request.get('/wp-json/wp/v2/article?wpml_language=fr&page=1')).json()) as Raw[];
    const expected = news.flatMap((n) => (n.acf.buy_now_list ?? []).map((b) => b.links.de));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((h) => h?.startsWith('https://store.example/de/'))).toBe(true);
    await go(page, '/latest-news');
    await expect
      .poll(() => page.locator('.buy-now').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      .toEqual(expected);
    await expect(page.locator('#store-prompt')).toHaveCount(0);

    await go(page, '/master-classes');
    // the whole list: it is built a batch per task
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('#location')).toHaveValue(chosen);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    // the classes of the chosen location, in French
    const classes = (await (
      await page.request.get(`/wp-json/wp/v2/master-class?from=${today}&wpml_language=fr&per_page=100`)
    ).json()) as { title: { rendered: string }; location: number[] }[];
    const here = classes.filter((c) => String(c.location[0]) === chosen).map((c) => c.title.rendered);
    expect(here.length).toBeGreaterThan(0);
    await expect(page.locator('.class-item .class-title')).toHaveText(here);
  });
});
