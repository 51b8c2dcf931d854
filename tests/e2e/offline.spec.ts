import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page, type Route } from '@playwright/test';
import { test, expect, open, referenceHeaders } from './fixtures';
import { go, PASSWORD, setOffline, signIn, signOutFromMenu, swReady } from './helpers';

const DAY = 86_400_000;

test.describe('offline and installable', () => {
  test('the worker is registered at /sw.js with scope / and bypassing the HTTP cache', async ({ page, baseURL }) => {
    await signIn(page);
    await swReady(page);
    const reg = await page.evaluate(async () => {
      const r = (await navigator.serviceWorker.getRegistration())!;
      return { scope: r.scope, updateViaCache: r.updateViaCache, script: r.active!.scriptURL };
    });
    expect(reg).toEqual({
      scope: `${new URL(baseURL!).origin}/`,
      updateViaCache: 'none',
      script: `${new URL(baseURL!).origin}/sw.js`,
    });
  });

  test("the worker waits for a member, and for the dashboard's data", async ({ page }) => {
    // its install fetches the whole precache: on a slow link that would share the link with the sign-in and the
    // dashboard's data (src/state/updates.ts, registerWhenSignedIn)
    let workerAsked = 0;
    page.context().on('request', (r) => void (new URL(r.url()).pathname === '/sw.js' && workerAsked++));
    const idle = () => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));

    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await idle();
    await idle();
    expect(workerAsked, 'a visitor has no worker').toBe(0);
    await signIn(page);
    await swReady(page);
    expect(workerAsked).toBe(1);

    // a member's start with no worker (its registration gone), the dashboard's data (its banner) held back
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    const held: Route[] = [];
    let release = false;
    await page.route('**/wp-json/**', (route) => (release ? route.continue() : void held.push(route)));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await idle();
    await idle();
    expect(workerAsked, 'no worker while the dashboard data is coming').toBe(1);

    release = true;
    await Promise.all(held.map((route) => route.continue()));
    await expect.poll(() => workerAsked).toBe(2);
    await swReady(page);
  });

  test('the shell and the card load with the network cut off', async ({ page }) => {
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await setOffline(page, true);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toContainText('You are offline.');
    await go(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.getByText("This content can't be loaded due to connectivity issues.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry connection' })).toBeVisible();
  });

  test('the installed app opened offline within the week starts on the card, online on the dashboard', async ({
    page,
  }) => {
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { start_url: string };
    await signIn(page);
    await swReady(page);
    await setOffline(page, true);
    // a launch: a new document at the start address, not a hash change in the running app
    await page.goto('about:blank');
    await page.goto(manifest.start_url);
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toHaveCount(0);
    await page.context().setOffline(false);
    await page.goto('about:blank');
    await page.goto(manifest.start_url);
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test("a visitor's sign-in opens offline with its banner in place, readable and announced", async ({ page }) => {
    // the worker is a member's (registered once one signs in), and stays after the sign-out
    await signIn(page);
    await swReady(page);
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/#\/$/);
    await setOffline(page, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
    // the banner the prerendered screen lacks: the app rebuilt the page rather than pair it with other nodes
    const banner = page.locator('.offline-banner');
    await expect(banner).toBeVisible();
    await expect(banner.locator('xpath=..')).toHaveAttribute('role', 'status');
    await expect(banner).not.toHaveClass(/sr-only/);
    await expect(page.locator('#route-announcer')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('Welcome Back');
  });

  test('Retry connection keeps the offline screen while offline, and shows the page once the connection is back; the focus follows', async ({
    page,
    context,
  }) => {
    // The browser has not noticed the connection coming back (navigator.onLine stays false) and the
    // tracker's 10-second look at it is off here: only Retry may bring the page back.
    await page.addInitScript(() => {
      const every = window.setInterval;
      window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
        ms === 10_000 ? 0 : every(fn, ms, ...args)) as typeof setInterval;
    });
    await signIn(page);
    await swReady(page);
    const checks: string[] = [];
    page.on('requestfailed', (r) => r.url().endsWith('/manifest.webmanifest') && checks.push(`${r.method()} failed`));
    page.on(
      'response',
      (r) => r.url().endsWith('/manifest.webmanifest') && checks.push(`${r.request().method()} ${r.status()}`),
    );
    await page.evaluate(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }),
    );
    await page.locator('main a').first().focus(); // a tile: it goes with the page
    await setOffline(page, true);
    const heading = page.getByRole('heading', { name: 'You are currently offline.' });
    const retry = page.getByRole('button', { name: 'Retry connection' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused(); // the screen in its place says where the member is

    // still offline: the check fails, the screen stays, the member keeps their place and hears what came of it
    const outcome = page.locator('.notice [role=status]');
    await expect(outcome).toBeEmpty();
    await retry.click();
    await expect.poll(() => checks).toEqual(['HEAD failed']);
    await expect(outcome).toHaveText('Still offline. Check your connection and try again.');
    await expect(retry).toBeFocused();
    await expect(retry).toHaveAttribute('aria-busy', 'false');
    await expect(page.locator('.dashboard')).toHaveCount(0);

    // the connection is back: while the check is on its way, the button says it is trying; then the page replaces the
    // offline screen
    await context.setOffline(false);
    let answer!: () => void;
    const answered = new Promise<void>((ok) => (answer = ok));
    await context.route('**/manifest.webmanifest', async (route) => (await answered, await route.continue()));
    await expect(heading).toBeVisible();
    await retry.click();
    const checking = page.locator('.notice button'); // named for what it does now
    await expect(checking).toHaveAttribute('aria-busy', 'true');
    await expect(checking).toHaveText('Checking connection…');
    await expect(checking).toBeFocused();
    await expect(outcome).toBeEmpty(); // the last outcome goes as the new check begins
    answer();
    await expect(page.locator('main h1')).toContainText('Amara');
    await expect(page.locator('main h1')).toBeFocused(); // not the page's body: Retry connection has gone
    await expect(heading).toHaveCount(0);
    await expect.poll(() => checks).toContain('HEAD 200');
  });

  test('within the week the offline screen offers the card and says until when it works offline; not past it', async ({
    page,
  }) => {
    const login = startOfMinute(); // the sign-in, seconds later, falls in the same minute as the one shown
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await setOffline(page, true);
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    // a week from the sign-in (the last time online is later, and the sign-out of the sign-in comes first)
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(login + 7 * DAY);
    await expect(page.locator('.card-way-out p')).toHaveText(`Your card works offline until ${until}.`);
    await page.getByRole('link', { name: 'Show my card' }).click();
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');

    // last online 8 days ago, signed in 6 days ago: the card cannot show, so nothing offers it
    await writeLastOnline(page, login - 2 * DAY);
    await page.clock.setSystemTime(login + 6 * DAY);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show my card' })).toHaveCount(0);
    await expect(page.locator('.card-way-out')).toHaveCount(0);
  });

  test('past the week the member lands on sign-in, which says why the card has gone and that it needs a connection', async ({
    page,
  }) => {
    const login = Date.now();
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toBeVisible();
    await setOffline(page, true);
    await page.clock.setSystemTime(login + 8 * DAY);
    await page.reload();
    await expect(page).toHaveURL(/#\/$/);
    const notice = page.locator('main [role=alert]').filter({ hasText: 'Your card has been removed' });
    await expect(notice).toHaveText(
      'Your card has been removed from this device because your last sign-in was more than a week ago.' +
        'Signing in needs an internet connection.',
    );
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    // the page may have signed out before the reload, as the clock ticked past the week: either way, and after
    // another reload, the sign-in still says why, until the member signs in again
    await page.reload();
    await expect(notice).toBeVisible();

    // signed in again in the same page, then signed out by the member: the sign-in no longer says so
    await setOffline(page, false);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await signOutFromMenu(page);
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    await expect(page.getByText('Your card has been removed', { exact: false })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    await expect(page.getByText('Your card has been removed', { exact: false })).toHaveCount(0);
  });

  test('the card shows offline 6 days after last online, the offline screen at 8 days', async ({ page }) => {
    // A sign-in older than 7 days signs out even offline, so the last online time must be older than the
    // sign-in for this rule to show on its own: signed in at `login`, last online stored as 2 days before it.
    // (Not by winding the clock back: a last login ahead of the clock offline now signs out, issue 17.)
    const login = Date.now();
    const lastOnline = login - 2 * DAY;
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toBeVisible();
    await setOffline(page, true); // offline, the app saves no last online time over the one written next
    await writeLastOnline(page, lastOnline);

    await page.clock.setSystemTime(lastOnline + 6 * DAY);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    // when the data was last refreshed: the sign-in, days ago, not the time now
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(login);
    await expect(page.locator('.card-offline')).toHaveText(
      new RegExp(`^You are offline\\. This card was last refreshed ${day}, \\d{1,2}:\\d{2}\\s[AP]M\\.$`),
    );

    await page.clock.setSystemTime(lastOnline + 8 * DAY);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.locator('.member-card')).toHaveCount(0);
  });

  test('a card left open offline stops showing as the week ends, with no reload; a last login a week old signs out', async ({
    page,
  }) => {
    // as above: last online 2 days before the sign-in, so the week's end comes before the sign-out's
    const login = Date.now();
    const lastOnline = login - 2 * DAY;
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toBeVisible();
    await setOffline(page, true);
    await page.evaluate(
      (time) =>
        new Promise((ok, no) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = no;
          open.onsuccess = () => {
            const put = open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(time, 'last-online');
            put.onsuccess = () => (ok(undefined), open.result.close());
            put.onerror = no;
          };
        }),
      lastOnline,
    );
    await page.clock.setSystemTime(lastOnline + 7 * DAY - 60_000);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));

    // the card stays open at the till while the clock passes the end of the week (its timers run as time passes)
    await page.clock.fastForward(2 * 60_000);
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.locator('.member-card')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);

    // two days on, the sign-in is a week old: the member is signed out, with the screen still open
    await page.clock.fastForward(2 * DAY);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
  });

  test('a card left open at the till goes when the sign-in turns a week old, though the app was online since', async ({
    page,
  }) => {
    // online three days after the sign-in (no re-check came: the screen stayed open), then offline at the till
    const login = Date.now();
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await setOffline(page, true);
    await page.clock.setSystemTime(login + 3 * DAY);
    await page.evaluate(
      (time) =>
        new Promise((ok, no) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = no;
          open.onsuccess = () => {
            const put = open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(time, 'last-online');
            put.onsuccess = () => (ok(undefined), open.result.close());
            put.onerror = no;
          };
        }),
      login + 3 * DAY,
    );
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));

    // four days on, still within the week since last online, but the sign-in is more than a week old
    await page.clock.fastForward(4 * DAY + 60_000);
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('.member-card')).toHaveCount(0);
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
  });

  test('content seen online is readable with the network cut off', async ({ page, context }) => {
    await signIn(page);
    await swReady(page);
    await go(page, '/latest-news');
    const first = page.locator('.feed-item').first();
    const title = await first.locator('h2').textContent();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    await go(page, '/master-classes');
    // the whole list: it is built a batch per task
    await expect(page.locator('.class-list')).toHaveAttribute('aria-busy', 'false');
    const classes = await page.locator('main').textContent();
    await go(page, '/dashboard');
    // the network is gone but the browser still says online (a dead connection): no offline screen covers it
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
    await context.setOffline(true);
    await page.reload();
    await go(page, '/latest-news');
    await expect(first.locator('h2')).toHaveText(title!);
    // the item's picture comes from the image cache
    await expect
      .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await go(page, '/master-classes');
    await expect(page.locator('main')).toHaveText(classes!);
  });

  test('content is answered from the cache and refreshed behind it, not after 14 days, and capped at 120 entries', async ({
    page,
    context,
  }) => {
    // the content service's answers come from the test (through the worker's own requests), changing on each
    const served = new Map<string, number>();
    const answer = (date: number) => (route: Route) => {
      const path = new URL(route.request().url()).pathname;
      served.set(path, (served.get(path) ?? 0) + 1);
      return route.fulfill({
        contentType: 'application/json',
        headers: { date: new Date(date).toUTCString() },
        body: String(served.get(path)),
      });
    };
    await context.route('**/wp-json/test/**', answer(Date.now()));
    await context.route('**/wp-json/test/old', answer(Date.now() - 15 * DAY)); // the later route wins
    await signIn(page);
    await swReady(page);
    const read = (path: string) => page.evaluate((path) => fetch(path).then((r) => r.text()), path);
    const cached = (path: string) =>
      page.evaluate(async (path) => (await (await caches.open('pro-content-v1')).match(path))?.text(), path);

    // stale-while-revalidate: the second read is the cached first answer, while the worker fetches the next
    expect(await read('/wp-json/test/news')).toBe('1');
    await expect.poll(() => cached('/wp-json/test/news')).toBe('1');
    expect(await read('/wp-json/test/news')).toBe('1');
    await expect.poll(() => cached('/wp-json/test/news')).toBe('2');
    expect(await read('/wp-json/test/news')).toBe('2');

    // an answer older than the 14 days' expiry is not used: the network's is
    expect(await read('/wp-json/test/old')).toBe('1');
    await expect.poll(() => cached('/wp-json/test/old')).toBe('1');
    expect(await read('/wp-json/test/old')).toBe('2');

    // the cap (sw/routes.ts): past 120 different answers the oldest go
    const CAP = 120;
    await page.evaluate(async (n) => {
      for (let i = 0; i < n; i += 20)
        await Promise.all(Array.from({ length: 20 }, (_, j) => fetch(`/wp-json/test/many/${i + j}`)));
    }, CAP + 20);
    const keys = () =>
      page.evaluate(async () =>
        (await (await caches.open('pro-content-v1')).keys()).map((r) => new URL(r.url).pathname),
      );
    // the worker caches and trims after answering: wait until the last answer is in and the oldest are out
    const last = `/wp-json/test/many/${CAP + 19}`;
    await expect
      .poll(async () => {
        const k = await keys();
        return { size: k.length, last: k.includes(last) };
      })
      .toEqual({ size: CAP, last: true });
  });

  test('the membership API is never served from a cache', async ({ page, context }) => {
    // No look into the caches: the provider's calls are POSTs, which the Cache API neither stores nor matches,
    // so no entry could ever show. What can fail is below: the worker takes each call and passes on the
    // network's answer (a 503 after a 200), and with no network there is none. The rule's place ahead of the
    // caching rules, GETs included, is checked in tests/unit/sw-routes.test.ts.
    await signIn(page);
    await swReady(page);
    const signOutAndSubmit = async () => {
      await signOutFromMenu(page);
      await page.getByLabel('Membership e-mail').fill('active@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
    };
    // the provider's answer changes under the worker: the app sees the new one, not the sign-in that worked
    await page.request.post('/__reference/maintenance', { data: { on: true }, headers: referenceHeaders });
    const answer = page.waitForResponse('**/api/membership/getmember');
    await signOutAndSubmit();
    expect((await answer).fromServiceWorker()).toBe(true); // the worker passed it on from the network
    expect((await answer).status()).toBe(503);
    await expect(page).toHaveURL(/#\/membership-unavailable$/);

    await page.request.post('/__reference/maintenance', { data: { on: false }, headers: referenceHeaders });
    await signIn(page);
    // and with no network there is no answer at all
    await context.setOffline(true);
    await signOutAndSubmit();
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
  });

  test("keeps YouTube's thumbnails (opaque answers) in the capped cache of other hosts' images", async ({
    page,
    context,
  }) => {
    const thumbnail = 'https://i.ytimg.com/vi/abc123/hqdefault.jpg';
    // no outside network here: YouTube's host answers from the test, without CORS headers, as it does
    await context.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>',
      }),
    );
    await signIn(page);
    await swReady(page);
    const load = (src: string) =>
      page.evaluate(
        (src) =>
          new Promise<number>((ok, no) => {
            const img = Object.assign(new Image(), { src });
            img.onload = () => ok(img.naturalWidth);
            img.onerror = no;
          }),
        src,
      );
    expect(await load(thumbnail)).toBe(4);
    await expect
      .poll(() =>
        page.evaluate(async () => (await (await caches.open('pro-images-other-v1')).keys()).map((r) => r.url)),
      )
      .toContain(thumbnail);
    await context.setOffline(true);
    expect(await load(thumbnail)).toBe(4);
  });

  test('Chromium reports no installability errors', async ({ baseURL }) => {
    // an incognito context is never installable, so this one keeps a profile on disk
    const dir = mkdtempSync(join(tmpdir(), 'pro-install-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL!);
      // a visitor's page: no service worker yet (it is a member's), which Chromium's install criteria do not need
      await page.locator('link[rel=manifest]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a saved install prompt shows the install row, which opens the prompt and goes after install', async ({
    page,
  }) => {
    await signIn(page);
    const firePrompt = (outcome: 'accepted' | 'dismissed') =>
      page.evaluate((outcome) => {
        const w = window as unknown as { prompts: number };
        w.prompts ??= 0;
        dispatchEvent(
          Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => void w.prompts++,
            userChoice: Promise.resolve({ outcome }),
          }),
        );
      }, outcome);
    const prompts = () => page.evaluate(() => (window as unknown as { prompts: number }).prompts);
    const menuRow = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      return page.getByRole('button', { name: 'Install the app' });
    };

    // dismissed: the prompt was shown once, and its event cannot be used again
    await firePrompt('dismissed');
    await (await menuRow()).click();
    expect(await prompts()).toBe(1);
    await expect(await menuRow()).toHaveCount(0);
    await page.keyboard.press('Escape');

    // the browser offers again; this time the member installs from the browser's own menu
    await firePrompt('accepted');
    await expect(await menuRow()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
    await expect(await menuRow()).toHaveCount(0);
    expect(await prompts()).toBe(1);
  });
});

test.describe('screens that cannot load', () => {
  // no worker: the screen's code is asked of the network, where the test cuts it off
  test.use({ serviceWorkers: 'block' });

  test('a feed that cannot load and a screen whose code cannot load offer the card, with until when it works', async ({
    page,
    context,
  }) => {
    const login = startOfMinute();
    await page.clock.install({ time: login });
    await signIn(page);
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(login + 7 * DAY);
    // a dead connection the browser does not notice: the feed's request fails
    await context.route('**/wp-json/wp/v2/video?*', (route) => route.abort('internetdisconnected'));
    await go(page, '/videos');
    const error = page.locator('.feed-status[role=alert]');
    await expect(error.locator('p').first()).toHaveText('This content could not be loaded.');
    await expect(error.locator('.card-way-out p')).toHaveText(`Your card works offline until ${until}.`);
    await error.getByRole('link', { name: 'Show my card' }).click();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.getByRole('link', { name: 'Show my card' })).toHaveCount(0); // the card's own screen

    // the screen's code failed once more after the one reload it is allowed (src/app/lazy-screen.ts)
    await page.evaluate(() => sessionStorage.setItem('chunk-reload-for', 'an earlier screen'));
    await context.route(/\/assets\/notifications-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await go(page, '/notifications');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.locator('.card-way-out p')).toHaveText(`Your card works offline until ${until}.`);
    await page.getByRole('link', { name: 'Show my card' }).click();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
// iPadOS asks for desktop sites: it says it is a Mac, and only its touch points tell it apart
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

/** Navigator properties Chromium cannot emulate: an iPad's platform and touch points, iOS's home-screen flag. */
async function pretend(page: Page, props: { platform?: string; maxTouchPoints?: number; standalone?: boolean }) {
  await page.addInitScript((props) => {
    if (props.platform) Object.defineProperty(Navigator.prototype, 'platform', { get: () => props.platform });
    if (props.maxTouchPoints !== undefined)
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => props.maxTouchPoints });
    if (props.standalone) Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
  }, props);
}

async function installStepsFromMenu(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Install the app' }).click();
  await expect(page).toHaveURL(/#\/app-installation$/);
  await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
  await expect(page.locator('.install-steps svg')).toHaveCount(3);
}

async function noInstallRow(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByText('Install the app')).toHaveCount(0);
}

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  test('the install row leads to the installation steps', async ({ page }) => {
    await installStepsFromMenu(page);
  });

  test('an app already on the home screen shows no install row', async ({ page }) => {
    await pretend(page, { standalone: true });
    await noInstallRow(page);
  });
});

test.describe('on an iPad that says it is a Mac', () => {
  test.use({ userAgent: IPAD_AS_MAC, viewport: { width: 820, height: 1180 } });

  test('the install row leads to the installation steps', async ({ page }) => {
    await pretend(page, { platform: 'MacIntel', maxTouchPoints: 5 });
    await installStepsFromMenu(page);
  });

  test('a real Mac (no touch) shows no install row', async ({ page }) => {
    await pretend(page, { platform: 'MacIntel', maxTouchPoints: 0 });
    await noInstallRow(page);
  });
});

test.describe('held sideways on a phone', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('a member typing who turns the phone sideways and back finds the field still focused', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await page.locator('#email').fill('active@demo');
    await page.locator('#email').focus();
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.locator('.landscape-warning')).toBeVisible();
    await expect(page.locator('#email')).not.toBeFocused(); // covered: nothing behind the warning has the focus
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.landscape-warning')).toBeHidden();
    await expect(page.locator('#email')).toBeFocused();
    await page.keyboard.type('.test');
    await expect(page.locator('#email')).toHaveValue('active@demo.test');
  });

  test('asks for portrait and tries to lock it', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { locks: string[] };
      w.locks = [];
      Object.defineProperty(ScreenOrientation.prototype, 'lock', {
        value: async (o: string) => void w.locks.push(o),
        configurable: true,
      });
    });
    await open(page, '/');
    await expect(page.locator('.landscape-warning')).toBeVisible();
    await expect(page.locator('.landscape-warning')).toContainText(/portrait/i);
    expect(await page.evaluate(() => (window as unknown as { locks: string[] }).locks)).toContain('portrait');
    // what arrives while it shows is covered too: here the offline banner
    await setOffline(page, true);
    await expect(page.locator('.offline-banner')).toBeAttached();
    expect(await page.locator('.offline-banner').evaluate((e) => !!e.closest('[inert]'))).toBe(true);
    await setOffline(page, false);
    // nothing the warning covers takes the focus (WCAG 2.4.11): Tab finds no control behind it
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement === document.body || !!document.activeElement?.closest('.landscape-warning'),
        ),
      ).toBe(true);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.landscape-warning')).toBeHidden();
    // upright again, the page is all there (the media query's change event may come a frame after the CSS
    // has hidden the warning: the cover lifts then)
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
});

test.describe('tracking', () => {
  test('sends page changes to the data layer, exactly one at once and the last after 250 ms', async ({ page }) => {
    const BURST = ['/card', '/help', '/terms', '/privacy-policy', '/dashboard'];
    type Layer = { dataLayer: { event: string; page_path: string }[] };
    await signIn(page);
    // every screen of the burst once, so its chunk is loaded and it renders the moment it is asked for
    const titles: string[] = [];
    for (const p of BURST) {
      await go(page, p);
      await page.locator('main h1').waitFor();
      titles.push(await page.title());
    }
    const views = () =>
      page.evaluate(() => (window as unknown as Layer).dataLayer.filter((e) => e.event === 'page_view'));
    await expect.poll(async () => (await views()).at(-1)?.page_path).toBe('/dashboard'); // the setup's own last event
    // time from here on is the page's clock, moved only by the test: the burst's pace is exact on any machine
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000); // longer than the throttle since the setup's last event
    const before = (await views()).length;
    const burst = async () => (await views()).slice(before).map((v) => v.page_path);
    for (const [i, p] of BURST.entries()) {
      await page.evaluate((path) => (location.hash = path), p);
      // the screen has arrived (the announcer names it just after its page change went to the throttle)
      await expect(page.locator('#route-announcer')).toHaveText(titles[i]!);
      await page.clock.runFor(20);
    }
    // five changes 20 ms apart: the first goes at once, none between, the last 250 ms after the first
    expect(await burst()).toEqual(['/card']);
    await page.clock.runFor(250 - 5 * 20 - 1);
    expect(await burst()).toEqual(['/card']);
    await page.clock.runFor(1);
    expect(await burst()).toEqual(['/card', '/dashboard']);
    await page.clock.runFor(1000);
    expect(await burst()).toEqual(['/card', '/dashboard']);
    expect(JSON.stringify(await views())).not.toContain('active@demo.test');
  });
});

test.describe('loading bar', () => {
  // the worker would answer chunks from its cache, past the slowed network
  test.use({ serviceWorkers: 'block' });

  test('stays on while a screen is still loading at 6 s, and goes once it has come', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.context().route(/\/assets\/help-[\w-]+\.js$/, async (route) => (await held, await route.continue()));
    await signIn(page);
    await expect(page.locator('main h1')).toHaveText('Hello, Amara');
    // time from here on is the page's clock, moved by the test
    await page.clock.install();
    await go(page, '/help');
    const bar = page.locator('.loading-bar');
    await page.clock.runFor(6000);
    await expect(bar).toHaveClass(/loading-bar-on/);
    release();
    await expect(page.locator('main h1')).toHaveText('Help');
    await expect(bar).not.toHaveClass(/loading-bar-on/);
  });

  test('ends after a navigation that overtook a loading screen, and after fetches', async ({ page }) => {
    // chunks and content wait while held, so each loading state lasts until the test has seen it
    let holding = false;
    const held: { url: string; go: () => void }[] = [];
    const letThrough = () => ((holding = false), held.splice(0).forEach((r) => r.go()));
    await page.route(/\/(assets|wp-json)\//, async (route) => {
      if (holding) await new Promise<void>((go) => held.push({ url: route.request().url(), go }));
      await route.continue();
    });
    const bar = page.locator('.loading-bar');
    await open(page, '/');
    holding = true;
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    // the dashboard is still loading (its content, the code of the screens likely next) when the member moves on
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await go(page, '/card');
    await expect(bar).toHaveClass(/loading-bar-on/);
    letThrough();
    await expect(page.locator('.member-card-name')).toBeVisible();
    await expect(bar).not.toHaveClass(/loading-bar-on/);
    holding = true;
    await go(page, '/latest-news');
    await expect(bar).toHaveClass(/loading-bar-on/);
    letThrough();
    await expect(page.locator('.feed-item').first()).toBeVisible();
    await expect(bar).not.toHaveClass(/loading-bar-on/);
  });
});

/** Stores the last online time as the tracker does (it stores none while offline, so this one stands). */
function writeLastOnline(page: Page, time: number): Promise<unknown> {
  return page.evaluate(
    (time) =>
      new Promise((ok, no) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = no;
        open.onsuccess = () => {
          const put = open.result.transaction('keyval', 'readwrite').objectStore('keyval').put(time, 'last-online');
          put.onsuccess = () => (ok(undefined), open.result.close());
          put.onerror = no;
        };
      }),
    time,
  );
}

/** Now, at the start of its minute: times shown to the minute stay the same for the minute after. */
const startOfMinute = (): number => Math.floor(Date.now() / 60_000) * 60_000;
