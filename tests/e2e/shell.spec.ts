import { brotliCompressSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, localeOf, type Language } from '../../src/i18n/languages';
import { open, test, expect } from './fixtures';
import { signIn, throttle } from './helpers';
import { HIDDEN_HEADER, MENU, PROTECTED, VISITOR_ROUTES } from '../shared/routes';

/** Status screens show no header at all (spec section 2, static-header). */
const NO_HEADER = new Set(HIDDEN_HEADER);

/**
 * The top of the line each character of an element's text is drawn on, once the element has room for its first
 * `chars` characters only, measured in the font at hand (CI has no CJK fonts: their widths differ from here).
 */
const linesWithRoomFor = (target: Locator, chars: number): Promise<number[]> =>
  target.evaluate((e, chars) => {
    const text = e.firstChild as Text;
    const box = (i: number) => {
      const r = document.createRange();
      r.setStart(text, i);
      r.setEnd(text, i + 1);
      return r.getBoundingClientRect();
    };
    const style = getComputedStyle(e);
    e.style.maxInlineSize = 'none';
    e.style.inlineSize = 'max-content';
    const room = Array.from({ length: chars }, (_, i) => box(i).width).reduce((a, b) => a + b, 0);
    const frame = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const;
    e.style.inlineSize = `${room + 0.5 + frame.reduce((a, k) => a + parseFloat(style[k]), 0)}px`;
    return Array.from(text.data, (_, i) => Math.round(box(i).y));
  }, chars);

/** The document as far as `end` says, as if the rest were still on its way. */
const serveDocumentUpTo = (page: Page, end: (html: string) => number) =>
  page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const headers = { ...response.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      await route.fulfill({ response, headers, body: html.slice(0, end(html)) });
    },
  );

test.describe('first paint', () => {
  test("paints the sign-in screen before any of the app's JavaScript runs", async ({ page }) => {
    await page.context().route(/\/assets\/.+\.js$/, (route) => route.abort()); // the code never comes
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    await expect(page.locator('header .logo')).toBeVisible();
    // critical CSS is inline; the one stylesheet link is a disabled marker (scripts/prerender.js)
    expect(await page.locator('link[rel=stylesheet]:not([disabled])').count()).toBe(0);
  });

  test("the entry's and the app chunk's first line is V8's compile hint: their functions compile as they stream in", async ({
    page,
  }) => {
    await page.goto('/');
    for (const wave of ['entry', 'app']) {
      const module = await page.locator(`link[data-module="${wave}"][href$=".js"]`).getAttribute('href');
      const code = await (await page.request.get(module!)).text();
      expect(code.split('\n')[0], wave).toBe('//# allFunctionsCalledOnLoad');
    }
  });

  test("the entry names English's table chunk only: the other languages' come with the app chunk", async ({ page }) => {
    await page.goto('/');
    const code = async (wave: string) => {
      const links = page.locator(`link[data-module="${wave}"]`);
      const hrefs = await links.evaluateAll((all) => all.map((l) => (l as HTMLLinkElement).href));
      return (await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))).join('\n');
    };
    const tables = (js: string) => [...new Set(js.match(/\b[a-z]{2}-[A-Z]{2}(?=-[\w-]{8}\.js)/g))].sort();
    const others = LANGUAGES.map((l) => l.locale).filter((l) => l !== 'en-US');
    expect(tables(await code('entry'))).toEqual(['en-US']);
    expect(tables(await code('app'))).toEqual(expect.arrayContaining(others));
  });

  test("a visitor's sign-in paints before any of the app's code runs; the code is fetched while the document arrives", async ({
    page,
  }) => {
    // when the code first touches the page: the island or the app marks <html data-app>
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.documentElement.dataset.app) return;
        (window as unknown as { ranAt: number }).ranAt = performance.now();
        o.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    // as on any real network the scripts come a round trip after the document; with none, a busy machine's
    // late paint could follow code that a member's phone would still be waiting for
    await throttle(page, { latency: 400, downloadThroughput: -1, uploadThroughput: -1 });
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    const names = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((r) => new URL(r.name).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, '')),
      );
    // the last of the wave may still be on its way (a resource is listed once it has arrived)
    await expect.poll(names).toEqual(expect.arrayContaining(['app-chunk', 'en-US', 'index', 'membership', 'sign-in']));
    const { paint, ranAt, parsed, scripts, others } = await page.evaluate(() => {
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
        name: new URL(r.name).pathname,
        start: r.startTime,
        end: r.responseEnd,
      }));
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        ranAt: (window as unknown as { ranAt: number }).ranAt,
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domContentLoadedEventStart,
        scripts: resources.filter((r) => /^\/assets\/.+\.(js|css)$/.test(r.name)),
        others: resources.filter((r) => !r.name.startsWith('/assets/')),
      };
    });
    expect(paint).toBeLessThan(Infinity);
    expect(ranAt, 'the code ran before the first paint').toBeGreaterThanOrEqual(paint);
    // what a sign-in needs, asked for by the head script, not a round trip after the document (the login banner's
    // chunks follow once the island runs): the island's files while the document is parsed, the rest once the
    // sign-in chunk has arrived (on a slow link they would share it with the entry), five at most under way, so that
    // a connection stays free for a sign-in's provider call (src/start/links.ts)
    const wave = ['app-chunk', 'app-chunk.css', 'en-US', 'index', 'membership', 'sign-in'];
    const short = (name: string) => name.replace(/^\/assets\/|-[\w-]{8}(?=\.(js|css)$)|\.js$/g, '');
    const waved = scripts.filter((r) => wave.includes(short(r.name)));
    expect(waved.map((r) => r.name)).toHaveLength(wave.length);
    const island = waved.filter((r) => ['index', 'sign-in'].includes(short(r.name)));
    for (const { name, start } of island) expect(start, `${name} asked for while parsing`).toBeLessThanOrEqual(parsed);
    const signIn = island.find((r) => short(r.name) === 'sign-in')!;
    for (const { name, start } of waved.filter((r) => !island.includes(r)))
      expect(start, `${name} was asked for before the sign-in chunk arrived`).toBeGreaterThanOrEqual(signIn.end);
    for (const { name, start } of waved)
      expect(
        waved.filter((o) => o.start <= start && o.end > start).length,
        `under way as ${name} was asked for`,
      ).toBeLessThanOrEqual(5);
    // nothing else competes with them: the favicon travels in the document and the manifest link waits for the app
    expect(others.filter((r) => r.start < paint).map((r) => r.name)).toEqual([]);
    await expect(page.locator('link[rel=manifest]')).toHaveCount(1);
  });

  test('a language picked on the prerendered screen before the code arrived is the one the app starts in', async ({
    page,
    context,
  }) => {
    // the app's entry is held back until the visitor has made the choice
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => (await held, route.continue()));
    await page.goto('/');
    await page.locator('#language-switcher').selectOption('french');
    await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('main h1')).toHaveText('Ravis de vous revoir');
    await expect(page.locator('#language-switcher')).toHaveValue('french');
  });

  test('the taken-over sign-in is the prerendered one: the same nodes, one announcer, no back arrow on /', async ({
    page,
  }) => {
    // the entry is held back, so the node kept below is the prerendered one, not one the code drew
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => (await gate, route.continue()));
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#email').waitFor({ state: 'attached' });
    await page.evaluate(
      () => ((window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('#email')),
    );
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    expect(
      await page.evaluate(
        () => document.querySelector('#email') === (window as unknown as { prerendered: Element }).prerendered,
      ),
    ).toBe(true);
    await expect(page.locator('#route-announcer')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
  });

  test("on a slow link, a visitor's code is asked for as soon as its links are parsed, before the boot script has arrived", async ({
    page,
  }) => {
    // a link the browser rates 3g
    await throttle(page, { latency: 300, downloadThroughput: 87_500, uploadThroughput: 87_500 });
    // the document ends after its first script (the head script, right after the module links), within its first
    // 1,800 bytes as sent (brotli): on slow 2G the rest is a second or more still on its way
    let sent = Infinity;
    await serveDocumentUpTo(page, (html) => {
      const end = html.indexOf('</script>') + '</script>'.length;
      sent = brotliCompressSync(html.slice(0, end)).length;
      return end;
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.\w+$/g, '')));
    await page.goto('/');
    await expect
      .poll(() => [...asked].sort())
      .toEqual(['/', 'app-chunk', 'app-chunk', 'en-US', 'index', 'membership', 'sign-in']);
    await expect(page.locator('#email')).toHaveCount(0); // the form never came: nothing else asked for them
    expect(sent).toBeLessThanOrEqual(1800);
  });

  test('a sign-in tapped before the boot script has come (it follows the form) is held, with what was typed', async ({
    page,
  }) => {
    // the document as far as the prerendered screen: on slow 2G the boot script's bytes are still on their way
    await serveDocumentUpTo(page, (html) => {
      const boot = html.indexOf('<script>', html.indexOf('<div id="app"'));
      expect(boot).toBeGreaterThan(html.indexOf('</form>'));
      return boot;
    });
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.goto('/');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('#sign-in-form')).toHaveAttribute('aria-busy', 'true');
    expect(await page.evaluate(() => globalThis.pmStart?.heldForm)).toBe('sign-in-form');
    // the browser's own submission would have loaded the page again, and lost what was typed
    expect(documents).toHaveLength(1);
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
  });

  test("a signed-in member's code is fetched at once, while the document is still arriving", async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    const { parsed, eager, scripts } = await page.evaluate(() => {
      // the app's eager files: the module links index.html carries for everyone, not only for visitors
      const eager = Array.from(
        document.querySelectorAll<HTMLLinkElement>(
          'link:is([data-module=entry], [data-module=eager], [data-module=app])',
        ),
        (l) => new URL(l.href).pathname,
      );
      return {
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domContentLoadedEventStart,
        eager,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => eager.includes(new URL(r.name).pathname))
          .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
      };
    });
    expect(eager.length).toBeGreaterThan(0);
    expect(scripts.map((s) => s.name).sort()).toEqual([...eager].sort());
    for (const { name, start } of scripts) expect(start, `${name} waited for the document`).toBeLessThanOrEqual(parsed);
  });

  test('never fetches the inlined stylesheet: not at first paint, not at sign-in, not for the banner', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    await open(page, '/');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('.banner')).toBeVisible(); // its sanitizer is a lazy chunk that lists the entry CSS
    await expect(page.locator('.tiles')).toHaveCSS('display', 'grid');
    expect(stylesheets.filter((p) => /\/index-[\w-]+\.css$/.test(p))).toEqual([]);
    expect(stylesheets.some((p) => /\/app-chunk-[\w-]+\.css$/.test(p))).toBe(true); // the watch does see stylesheets
  });

  test('keeps what a member typed before the app took over', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/#/', { waitUntil: 'commit' }); // the module script is held back, so no load event yet
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Membership e-mail').focus();
    release();
    await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('active@demo.test');
    await expect(page.getByLabel('Membership e-mail')).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});

test.describe('the sign-in island', () => {
  /** Opens `/` with the app chunk (src/app/app-chunk.tsx) held back until the returned function is called. */
  async function openWithAppHeld(page: Page): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    await page.context().route(/\/assets\/app-chunk-[\w-]+\.js$/, async (route) => (await gate, route.continue()));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'island');
    return release;
  }
  const assets = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.startsWith('/assets/'))
        .map((p) => p.replace(/^\/assets\/|-[\w-]{8}\.\w+$/g, ''))
        .sort(),
    );

  test('answers the visitor before the app has arrived', async ({ page }) => {
    const release = await openWithAppHeld(page);
    // everything a sign-in needs came in one wave (the app chunk is on its way, held here: 'app-chunk' is its
    // stylesheet, with the dashboard's rules); no other table:
    // English's strings for the screen travel in the entry
    // (the login banner's code, its flag on in the demo data, is asked for once the island has taken over)
    const banner = ['banner', 'content-api', 'login-banner', 'safe-html'];
    await expect
      .poll(async () => (await assets(page)).filter((a) => !banner.includes(a)))
      .toEqual(['app-chunk', 'en-US', 'index', 'membership', 'sign-in']);
    // the prerendered markup has no handlers: this works only once the island has hydrated it
    const reveal = page.locator('.field-control button');
    await reveal.click();
    await expect(reveal).toHaveText('Hide password');
    // named for what a press does now, and only that: not also 'pressed', read as 'Hide password, pressed'
    await expect(page.getByRole('button', { name: 'Hide password', pressed: false })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.field-error')).toHaveText(['This field is required', 'This field is required']);
    await page.getByLabel('Membership e-mail').fill('not an address');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.field-error').first()).toHaveText('Invalid email address');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await expect(page.getByLabel('Membership e-mail')).toHaveValue('not an address'); // the island stays
  });

  test('signing in on the island lands on the dashboard, its heading focused and announced', async ({ page }) => {
    const release = await openWithAppHeld(page);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible(); // the session code is the app's
    release();
    await expect(page).toHaveURL(/#\/dashboard$/);
    // the sign-in stays on screen until the dashboard's code has come (slow under a loaded machine)
    await expect(page.locator('.dashboard')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page).toHaveTitle('Dashboard · Pro Membership');
    await expect(page.locator('#route-announcer')).toHaveText('Dashboard · Pro Membership');
  });

  test("a sign-in while the app still reads this device's storage keeps the member signed in", async ({ page }) => {
    // a slow phone's storage: every read answers 800 ms late (the app's session restore overlaps the sign-in)
    await page.addInitScript(() => {
      const w = window as unknown as { slowReads: number };
      w.slowReads = 0;
      const get = IDBObjectStore.prototype.get;
      IDBObjectStore.prototype.get = function (this: IDBObjectStore, ...args: Parameters<typeof get>) {
        const request = get.apply(this, args);
        const own = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!;
        Object.defineProperty(request, 'onsuccess', {
          set(handler: ((e: Event) => void) | null) {
            w.slowReads++;
            own.set!.call(
              request,
              handler && ((e: Event) => setTimeout(() => (handler.call(request, e), w.slowReads--), 800)),
            );
          },
        });
        return request;
      };
    });
    const release = await openWithAppHeld(page);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    release();
    await expect(page).toHaveURL(/#\/dashboard$/);
    // every slowed read has answered, the restore's included
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { slowReads: number }).slowReads), { timeout: 10_000 })
      .toBe(0);
    // the flag the boot script reads: the next visit starts as a member's, not on the sign-in island
    expect(await page.evaluate(() => localStorage.getItem('pro-membership:signed-in'))).not.toBeNull();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('.dashboard')).toBeVisible();
  });

  test("the loading bar shows only while a screen waits for the app: not for the logo's `/`, gone when back", async ({
    page,
  }) => {
    await page.clock.install(); // the page's clock, so the test can move it past the bar's delay
    const release = await openWithAppHeld(page);
    await page.locator('.header-logo').click(); // `#/` on a bare `/`: still the sign-in screen
    await page.clock.runFor(400); // past the bar's 200 ms delay
    await expect(page.locator('.loading-bar-on')).toHaveCount(0);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.locator('.loading-bar-on')).toHaveCount(1);
    await page.goBack();
    await expect(page.locator('.loading-bar-on')).toHaveCount(0);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('when the app chunk does not arrive, signing in says so, and a link loads the page again', async ({ page }) => {
    let failing = true;
    await page
      .context()
      .route(/\/assets\/app-chunk-[\w-]+\.js$/, (route) =>
        failing ? route.abort('connectionreset') : route.continue(),
      );
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'island');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.form-summary-message')).toHaveText('Service failed');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled(); // not stuck on "Signing in…"
    failing = false;
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Register' }).click();
    await reloaded;
    await expect(page.locator('main h1')).toHaveText('Register');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  });

  /** Counts the page's documents, and aborts its requests for `asset` while `failing(documents so far)` holds. */
  async function failAsset(page: Page, asset: RegExp, failing: (documents: number) => boolean) {
    const seen = { documents: 0 };
    page.on('request', (r) => void (r.resourceType() === 'document' && seen.documents++));
    await page
      .context()
      .route(asset, (route) => (failing(seen.documents) ? route.abort('connectionreset') : route.continue()));
    return seen;
  }
  const TABLE = /\/assets\/en-US-[\w-]+\.js$/;

  test('a start whose language table does not come loads the page again once, and the screen then shows', async ({
    page,
  }) => {
    const seen = await failAsset(page, TABLE, (documents) => documents < 2);
    await page.goto('/#/register'); // not the island's `/`: the app starts at the address, and needs its table
    await expect(page.locator('main h1')).toHaveText('Register');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    expect(seen.documents).toBe(2);
  });

  const CHUNK_FAILED = 'Part of the app could not be loaded. Check your connection and reload.';

  test('an app whose code does not come after its one reload says so, and loads again once online', async ({
    page,
  }) => {
    let failing = true;
    const seen = await failAsset(page, /\/assets\/app-chunk-[\w-]+\.js$/, () => failing);
    await page.goto('/#/register');
    const said = page.locator('#app [role=status] [role=alert]');
    await expect(said).toHaveText(CHUNK_FAILED);
    // on screen at once: the prerendered screen, hidden as not this address's, does not wait for its 4 s
    expect(await said.isVisible()).toBe(true);
    expect(seen.documents).toBe(2); // the one reload, no more
    failing = false;
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await reloaded;
    await expect(page.locator('main h1')).toHaveText('Register');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    expect(seen.documents).toBe(3);
  });

  test('a start whose language table does not come after its one reload says so; a link loads it again', async ({
    page,
  }) => {
    const seen = await failAsset(page, TABLE, (documents) => documents < 3);
    await page.goto('/#/register');
    const said = page.locator('#app [role=status] [role=alert]');
    await expect(said).toHaveText(CHUNK_FAILED);
    expect(await said.isVisible()).toBe(true);
    expect(seen.documents).toBe(2);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => (location.hash = '#/forgot-password')); // as a link followed on the prerendered screen
    await reloaded;
    await expect(page).toHaveTitle(/^Create new password/);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  });

  test("when English's whole table does not arrive with the app, it is asked for again before the next screen", async ({
    page,
  }) => {
    let aborted = 0;
    await page
      .context()
      .route(/\/assets\/en-US-[\w-]+\.js$/, (route) =>
        aborted++ < 3 ? route.abort('connectionreset') : route.continue(),
      );
    await open(page, '/');
    // the head script's preload, the app's restore, then English as the fallback: all in vain (the login
    // banner, on in the demo data, may already have asked for it a fourth time, and then got it)
    expect(aborted).toBeGreaterThanOrEqual(3);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.locator('main h1')).toHaveText('Register');
    await expect(page.getByLabel('Member number')).toBeVisible();
    expect(aborted).toBe(4); // asked for again, and it came
  });

  test('a link followed before the app has arrived shows the loading bar, then the screen', async ({ page }) => {
    const release = await openWithAppHeld(page);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.locator('.loading-bar-on')).toHaveCount(1);
    release();
    await expect(page.locator('main h1')).toHaveText('Register');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('.loading-bar-on')).toHaveCount(0);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
  });

  test('a language picked on the island whose table is out of reach leaves it in English and says so', async ({
    page,
  }) => {
    const release = await openWithAppHeld(page);
    await page.route(/\/assets\/fr-FR-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.locator('#language-switcher').selectOption('french'); // applied once the app has read the settings
    release();
    await expect(page.locator('.toast p')).toHaveText("This content can't be loaded due to connectivity issues.");
    await expect(page.locator('#language-switcher')).toHaveValue('english');
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a language picked before the app has read the stored settings is applied once it has', async ({ page }) => {
    const release = await openWithAppHeld(page);
    await page.locator('#language-switcher').selectOption('french');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('main h1')).toHaveText('Ravis de vous revoir');
    await expect(page).toHaveTitle('Connexion · Pro Membership');
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Ravis de vous revoir');
  });
});

test.describe('first paint where the sign-in screen is not the screen', () => {
  test.use({ serviceWorkers: 'block' }); // so the held-back entry request is seen here, not served by the worker

  /** Loads `path` with the app's entry script held back until the returned function is called. */
  async function loadHeld(page: Page, path: string): Promise<() => void> {
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('about:blank'); // a new document, not a hash change within the signed-in one
    await page.goto(`/#${path}`, { waitUntil: 'commit' });
    await page.locator('#app main').waitFor({ state: 'attached' });
    return release;
  }

  test('a signed-in member reopening the card never sees the sign-in form', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const release = await loadHeld(page, '/card');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden();
    await expect(page.getByLabel('Membership e-mail')).toBeHidden();
    // the boot script (allowed by the CSP's hash) has already opened the member's database for the app
    expect(await page.evaluate(async () => (await self.pmStart?.db)?.name)).toBe('keyval-store');
    release();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('html')).not.toHaveClass(/prerender-hidden/);
  });

  test('a visitor opening another screen sees that screen, not the sign-in form first', async ({ page }) => {
    const release = await loadHeld(page, '/register');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden();
    expect(await page.evaluate(() => self.pmStart?.db)).toBeUndefined(); // no member, no database opened early
    release();
    await expect(page.locator('main h1')).toHaveText('Register');
  });

  test('if the app never arrives, the prerendered screen shows after 4 s rather than nothing', async ({ page }) => {
    // the page's clock, still from the document's start: it moves only when the test moves it
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await loadHeld(page, '/register');
    const shown = page.getByRole('heading', { name: 'Welcome Back' });
    await expect(shown).toBeHidden();
    await page.clock.runFor(3999);
    await expect(shown).toBeHidden();
    await page.clock.runFor(1);
    await expect(shown).toBeVisible();
  });
});

test.describe('app shell, as a visitor', () => {
  for (const [path, layout, heading] of VISITOR_ROUTES) {
    test(`shows ${path} in the ${layout} layout`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
      await expect(page.locator('main h1')).toHaveText(heading);
      expect(new URL(page.url()).hash).toBe(`#${path}`);
      if (layout !== 'static-header') return;
      await expect(page.locator('footer .language-switcher select')).toBeVisible();
      if (NO_HEADER.has(path)) return void (await expect(page.locator('header')).toHaveCount(0));
      await expect(page.locator('header .header-logo')).toHaveAttribute('href', '#/');
      if (path === '/' || path === '/sign-in') return;
      await page.locator('header a.icon-button[href="#/"]').click();
      await expect(page.locator('main h1')).toHaveText('Welcome Back');
    });
  }

  for (const path of PROTECTED) {
    test(`sends a visitor from ${path} to the sign-in page`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveURL(/#\/$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    });
  }

  test('shows the 404 page for an unknown route, with a link home', async ({ page }) => {
    await open(page, '/nowhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('Japanese lines break between phrases, not inside a word', async ({ page }) => {
    await open(page, '/');
    await page.locator('#language-switcher').selectOption('japanese');
    const reveal = page.locator('#password + .field-reveal');
    await expect(reveal).toHaveText('パスワードを表示');
    // room for seven of its eight characters: the line breaks after 'を', not inside '表示'
    const ys = await linesWithRoomFor(reveal, 7);
    expect([ys[5] === ys[6], ys[6] === ys[7]]).toEqual([false, true]); // 'パスワードを' | '表示'
  });

  test('switches to Arabic: right to left, translated, remembered after a reload', async ({ page }) => {
    await open(page, '/register');
    await page.getByLabel('Language').selectOption('arabic');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    const heading = page.locator('main h1');
    await expect(heading).not.toHaveText('Register');
    await expect(heading).toHaveText(/[\u0600-\u06FF]/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('main h1')).toHaveText(/[\u0600-\u06FF]/);
  });

  test('a table out of reach changes nothing and says so; Try again switches, Later dismisses', async ({ page }) => {
    await open(page, '/register');
    await expect(page.locator('main h1')).toHaveText('Register');
    // the table's request fails, as it does offline for a visitor, who has no worker (a failure is a page error too)
    const unreachable = /\/assets\/(fr-FR|de-DE)-[\w-]+\.js$/;
    await page.route(unreachable, (route) => route.abort('internetdisconnected'));
    const switcher = page.locator('#language-switcher'); // its label is translated too
    await switcher.selectOption('french');
    const toast = page.locator('.toast');
    await expect(toast).toHaveRole('alert');
    await expect(toast.locator('p')).toHaveText("This content can't be loaded due to connectivity issues.");
    await expect(switcher).toHaveValue('english');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('main h1')).toHaveText('Register');
    await page.unroute(unreachable);
    await toast.getByRole('button', { name: 'Try again' }).click();
    await expect(switcher).toBeFocused(); // not lost with the toast's button
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('main h1')).not.toHaveText('Register');
    await expect(switcher).toHaveValue('french');
    await expect(toast).toHaveCount(0);
    // another failure, put away: the interface stays French
    await page.route(unreachable, (route) => route.abort('internetdisconnected'));
    await switcher.selectOption('german');
    await expect(toast).toHaveCount(1);
    await expect(switcher).toHaveValue('french');
    await toast.getByRole('button', { name: 'Plus tard' }).click();
    await expect(toast).toHaveCount(0);
    await expect(switcher).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.unroute(unreachable);
    await page.reload(); // the choice kept is the last that worked
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('a Chinese date that wraps on the card leaves no character alone on its last line', async ({ page }) => {
    await open(page, '/');
    await page.locator('#language-switcher').selectOption('mandarin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill('Makeup2026');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.evaluate(() => (location.hash = '/card'));
    const expires = page.locator('.member-card-facts div:nth-child(2) dd');
    await expect(expires).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    // room for all but its last character: two lines, the last with more than that character
    const ys = await linesWithRoomFor(expires, (await expires.textContent())!.length - 1);
    expect(new Set(ys).size).toBe(2);
    expect(ys.filter((y) => y === ys.at(-1)).length).toBeGreaterThan(1);
  });

  test('downloads only the active language table, and its legal texts only where they are shown', async ({ page }) => {
    const tables: string[] = [];
    const legal: string[] = [];
    page.on('request', (r) => {
      const m = /\/assets\/(legal-)?([a-z]{2}-[A-Z]{2})-[\w-]+\.js$/.exec(r.url());
      if (m) (m[1] ? legal : tables).push(m[2]!);
    });
    await open(page, '/');
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
    expect(legal).toEqual([]);
    await page.getByRole('link', { name: /Register/ }).click();
    await expect(page.locator('main h1')).toHaveText('Register');
    await page.locator('details.legal summary').first().click();
    await expect(page.locator('details.legal p').first()).toHaveText(/^This app is offered to holders/);
    await page.getByLabel('Language').selectOption('japanese');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.locator('details.legal p').first()).not.toHaveText(/^This app/);
    expect(tables).toEqual(['en-US', 'ja-JP']);
    expect(legal).toEqual(['en-US', 'ja-JP']);
  });
});

test.describe('app shell, as a member', () => {
  test("the menu holds the spec's entries, each leading to its screen, and Refresh app reloads the page", async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.locator('.menu-list > li')).toHaveText([
      ...MENU.map(([label]) => label),
      'Refresh app',
      'Sign Out',
    ]);
    const entries = MENU.slice(2).map(([label, path]) => [label, `#${path}`, label]);
    for (const [name, hash, title] of entries) {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(menu).toBeHidden();
      expect(new URL(page.url()).hash).toBe(hash);
      await expect(page.locator('header .header-title')).toHaveText(title);
    }
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await Promise.all([page.waitForEvent('load'), menu.getByRole('button', { name: 'Refresh app' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(page.locator('header .header-title')).toHaveText('Privacy Policy');
  });

  test("the default layout's back arrow leads to the dashboard, and the layout is at most 1024 px wide", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await signIn(page);
    await page.evaluate(() => (location.hash = '/help'));
    await expect(page.locator('header .header-title')).toHaveText('Help');
    for (const part of ['header', 'main']) {
      const box = await page.locator(part).first().boundingBox();
      expect(box!.width).toBeLessThanOrEqual(1024);
    }
    await page.locator('header a[href="#/dashboard"]').click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});

test.describe('right to left, as a member', () => {
  /** Where things sit and which way they point, signed in, in one language. */
  async function layoutIn(page: Page, language: Language) {
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', localeOf(language));
    const email = page.locator('#email');
    const emailDir = [await email.getAttribute('dir'), await email.evaluate((e) => getComputedStyle(e).direction)];
    await email.fill('active@demo.test');
    await page.locator('#password').fill('Makeup2026');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.evaluate(() => (location.hash = '/card'));
    const number = page.locator('.member-number');
    await expect(number).toHaveText('10000000001');
    // the number's text against its label's, in the same cell of the card: which edges line up
    const lined = await page.locator('.member-card-facts div:first-child').evaluate((cell) => {
      const text = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect();
      };
      const [label, value] = [text(cell.querySelector('dt')!), text(cell.querySelector('dd')!)];
      return { left: Math.abs(label.left - value.left) < 2, right: Math.abs(label.right - value.right) < 2 };
    });
    const backLink = page.locator('header a[href="#/dashboard"]');
    await expect(backLink).toBeVisible();
    const back = (await backLink.boundingBox())!;
    const menuButton = page.locator('header button[aria-haspopup=dialog]');
    const opener = (await menuButton.boundingBox())!;
    await menuButton.click();
    await expect(page.locator('dialog.menu')).toBeVisible(); // a lazy chunk
    const menu = (await page.locator('dialog.menu').boundingBox())!;
    return {
      emailDir,
      numberDir: [await number.getAttribute('dir'), await number.evaluate((e) => getComputedStyle(e).direction)],
      numberUnder:
        lined.left === lined.right
          ? 'no edge of its label'
          : lined.left
            ? 'its label, at the left'
            : 'its label, at the right',
      arrow: await page.locator('header .icon-directional').evaluate((e) => getComputedStyle(e).transform),
      back: back.x > opener.x ? 'right of the menu button' : 'left of the menu button',
      menu: menu.x + menu.width / 2 > page.viewportSize()!.width / 2 ? 'right' : 'left',
      // Arabic is joined writing: no text of it letter-spaced (the card's labels, the header, the menu, buttons)
      spacedArabic: await page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((e) => /[\u0600-\u06ff]/.test(e.textContent ?? '') && e.children.length === 0)
          .filter((e) => !['normal', '0px'].includes(getComputedStyle(e).letterSpacing))
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
      ),
      expires: (await page.locator('.member-card-facts div:nth-child(2) dd').textContent())!,
    };
  }

  test('English: the back arrow points left, left of the menu button, and the menu opens on the right', async ({
    page,
  }) => {
    const facts = await layoutIn(page, 'english');
    expect(facts).toMatchObject({
      emailDir: ['ltr', 'ltr'],
      numberDir: ['ltr', 'ltr'],
      numberUnder: 'its label, at the left',
      arrow: 'none',
      back: 'left of the menu button',
      menu: 'right',
    });
    expect(facts.expires).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  for (const language of ['arabic', 'hebrew'] as const) {
    test(`${language}: the back arrow is mirrored and sits right, the menu opens on the left, numbers stay left to right under their labels`, async ({
      page,
    }) => {
      const facts = await layoutIn(page, language);
      expect(facts).toMatchObject({
        emailDir: ['ltr', 'ltr'],
        numberDir: ['ltr', 'ltr'],
        numberUnder: 'its label, at the right', // at the till it reads as the number's, not the next column's
        arrow: 'matrix(-1, 0, 0, 1, 0, 0)',
        back: 'right of the menu button',
        menu: 'left',
        spacedArabic: [],
      });
      // ar-SA writes dates in Arabic-Indic digits; Hebrew keeps Western ones and names the Gregorian month
      if (language === 'arabic') expect(facts.expires).toMatch(/^[^0-9]*[\u0660-\u0669]{4}[^0-9]*$/);
      else {
        const expiry = new Date(); // the seed's active member expires 365 days after the server's today (server/membership/seed.js)
        expiry.setDate(expiry.getDate() + 365);
        expect(facts.expires).toContain(
          new Intl.DateTimeFormat('he-IL', { month: 'long', calendar: 'gregory' }).format(expiry),
        );
        expect(facts.expires).toMatch(new RegExp(`(^|\\D)${expiry.getDate()}\\D.*${expiry.getFullYear()}`));
      }
    });

    test(`${language}: a Latin title keeps its order ('#MACTREND', not 'MACTREND#') in the header, heading and tile`, async ({
      page,
    }) => {
      await layoutIn(page, language);
      await page.keyboard.press('Escape');
      // where the browser draws the '#' against the 'M' that follows it in the text
      const order = (selector: string) =>
        page.locator(selector).evaluate((e) => {
          const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
          const text = walker.nextNode()!;
          const at = (i: number) => {
            const r = document.createRange();
            r.setStart(text, i);
            r.setEnd(text, i + 1);
            return r.getBoundingClientRect().x;
          };
          return at(0) < at(1) ? '# first' : '# last';
        });
      await page.evaluate(() => (location.hash = '/dashboard'));
      const tile = '.tiles a[href$="/latest-news"]';
      await expect(page.locator(tile)).toHaveText('#MACTREND');
      expect(await order(tile)).toBe('# first');
      await page.evaluate(() => (location.hash = '/latest-news'));
      await expect(page.locator('main h1')).toHaveText('#MACTREND');
      expect([await order('main h1'), await order('header .header-title')]).toEqual(['# first', '# first']);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test(`${language}: Latin names line up with the page, at the right; the card's live dot stays round`, async ({
      page,
    }) => {
      await layoutIn(page, language); // ends on the card
      // the live label wraps in Arabic: the dot beside it kept its width (a squeezed dot was an oval, 6 by 11 px)
      const dot = await page.locator('.live-dot').boundingBox();
      expect(Math.abs(dot!.width - dot!.height)).toBeLessThan(0.5);
      await page.keyboard.press('Escape');
      await page.evaluate(() => (location.hash = '/master-classes'));
      const item = page
        .locator('.class-item')
        .filter({ has: page.locator('dd[dir=auto]') })
        .first();
      await expect(item).toBeVisible();
      // the right edge of each line of text in the item: its Latin title, presenter and address (dir=auto), and
      // the translated labels and date; all at the same edge
      const edges = await item.evaluate((li) =>
        Array.from(li.querySelectorAll('.class-title, dt, dd'), (e) => {
          const r = document.createRange();
          r.selectNodeContents(e);
          return Math.round(r.getBoundingClientRect().right);
        }),
      );
      expect(edges.length).toBeGreaterThanOrEqual(5);
      expect(new Set(edges)).toEqual(new Set([edges[0]]));
    });
  }
});

test.describe('right to left, as a visitor', () => {
  for (const language of ['arabic', 'hebrew'] as const) {
    test(`${language}: e-mail addresses and phone numbers in the contact list read left to right`, async ({ page }) => {
      await open(page, '/contact-list');
      await page.locator('#language-switcher').selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const first = page.locator('.contact-list li').first(); // the United States: one e-mail, two phone numbers
      await expect(first.locator('a')).toHaveCount(3);
      // where the browser draws each character: left to right means every one right of the one before it
      const drawn = await first.locator('a').evaluateAll((links) =>
        links.map((a) => {
          const text = a.firstChild as Text;
          const xs = Array.from(text.data, (_, i) => {
            const r = document.createRange();
            r.setStart(text, i);
            r.setEnd(text, i + 1);
            return r.getBoundingClientRect().x;
          });
          return {
            text: text.data,
            direction: getComputedStyle(a).direction,
            inOrder: xs.every((x, i) => i === 0 || x > xs[i - 1]!),
          };
        }),
      );
      expect(drawn).toEqual([
        { text: 'care.us@pro-membership.example', direction: 'ltr', inOrder: true },
        { text: '+1 800 555 0142', direction: 'ltr', inOrder: true },
        { text: '+1 800 555 0177', direction: 'ltr', inOrder: true },
      ]);
      // the country's Latin name sits where its links end, at the right, not at the left edge
      const ends = await first.locator('h3, a').evaluateAll((all) =>
        all.map((e) => {
          const r = document.createRange();
          r.selectNodeContents(e);
          return Math.round(r.getBoundingClientRect().right);
        }),
      );
      expect(new Set(ends)).toEqual(new Set([ends[0]]));
    });
  }
});
