import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { go, PASSWORD, setOffline, settled, signIn } from './helpers';
import { record } from './summary';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { createAppServer } from '../../server/index.js';

/** The member leaves the tab and comes back: the app checks for a new version then. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/** Signs the demo member in on a live copy (its own server), onto the dashboard. */
async function signInAt(page: Page, url: string) {
  await signIn(page, 'active@demo.test', PASSWORD, url);
  await expect(page).toHaveURL(/#\/dashboard$/);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
/** A language table, its legal texts or DOMPurify: cached when first used, not precached (sw/on-demand.ts). */
const ON_DEMAND = /^assets\/((legal-)?[a-z]{2}-[A-Z]{2}|sanitize-purify)-[\w-]{8}\.js$/;
/** The French table files the worker holds, by path. */
const frenchHeld = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('pro-on-demand-v1')).keys())
      .map((r) => new URL(r.url).pathname)
      .filter((p) => p.startsWith('/assets/fr-FR-')),
  );
/** The running worker has finished installing and controls the page. */
const controlled = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });

/** A copy of the build served by its own reference server, so a test can deploy over it. */
async function liveCopy() {
  const root = mkdtempSync(join(tmpdir(), 'pro-update-'));
  const live = join(root, 'live');
  cpSync(process.env.DIST_DIR ?? 'dist', live, { recursive: true });
  const serve = () => createAppServer({ dataDir: join(root, 'data'), fresh: true, staticDir: live });
  let app = serve();
  const { url } = (await app.listen(0, '127.0.0.1')) as { url: string };
  return {
    root,
    live,
    url,
    /** The server goes away (connections refused, as with no network) and comes back on the same address. */
    stop: () => app.close(),
    restart: async () => void (await (app = serve()).listen(Number(new URL(url).port), '127.0.0.1')),
    close: async () => (await app.close(), rmSync(root, { recursive: true, force: true })),
  };
}

/** Builds the next version (its menu says `vnext`) into `root`/next, with its worker; returns that folder. */
function buildNext(root: string): string {
  const next = join(root, 'next');
  execFileSync('npx', ['vite', 'build', '--outDir', next, '--logLevel', 'error'], {
    env: { ...process.env, VITE_APP_VERSION: 'next' },
  });
  execFileSync('node', ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: next } });
  return next;
}

/** What the page's worker registration holds: the worker in control's script, and one installing or waiting. */
const registration = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { installing: reg?.installing?.state ?? null, waiting: reg?.waiting?.state ?? null };
  });

/** Resolves in the page once the next worker to install has gone redundant (its install failed). */
const nextInstallFails = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((failed) => {
        void navigator.serviceWorker.getRegistration().then((reg) =>
          reg!.addEventListener('updatefound', () => {
            const worker = reg!.installing!;
            worker.addEventListener('statechange', () => worker.state === 'redundant' && failed());
          }),
        );
      }),
  );

test.describe('updates', () => {
  test.setTimeout(90_000);

  test('a new build shows "Update available" without disturbing a form being filled; accepting reloads into it without a failed chunk', async ({
    page,
  }) => {
    record({ faults: 1 }); // a new version arriving mid-session
    const { root, live, url, close } = await liveCopy();
    try {
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      page.on('response', (r) => r.status() >= 400 && r.url().includes('/assets/') && failed.push(r.url()));

      await signInAt(page, url);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      // the precache holds every script and stylesheet of the build but those fetched on demand: no language table, no
      // legal texts, no DOMPurify (sw/on-demand.ts; Chromium sanitizes without it)
      const [shell] = (await cacheNames(page)).filter((n) => n.startsWith('pro-shell-'));
      expect(shell).toBeTruthy();
      const precached = await page.evaluate(
        async (shell) => (await (await caches.open(shell!)).keys()).map((r) => new URL(r.url).pathname.slice(1)),
        shell,
      );
      const built = readdirSync(join(live, 'assets'))
        .filter((f) => /\.(js|css)$/.test(f))
        .map((f) => `assets/${f}`);
      expect(built.filter((f) => !ON_DEMAND.test(f) && !precached.includes(f))).toEqual([]);
      expect(precached.filter((f) => ON_DEMAND.test(f))).toEqual([]);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('.menu-version')).toHaveText('v0.1.0');
      await page.keyboard.press('Escape');

      // a second tab of the app, where the member is half-way through a form too
      const other = await page.context().newPage();
      await other.goto(`${url}/#/dashboard`);
      await other.locator('html[data-app=live]').waitFor({ state: 'attached' });
      await go(other, '/security');
      await other.locator('#current').fill('Other-tab');
      const otherTakenOver = other.evaluate(
        () =>
          new Promise<void>((ok) => {
            (window as unknown as { unreloaded: boolean }).unreloaded = true;
            navigator.serviceWorker.addEventListener('controllerchange', () => ok(), { once: true });
          }),
      );

      // the next version, deployed over the live one (its old chunks are gone from the server)
      const next = join(root, 'next');
      execFileSync('npx', ['vite', 'build', '--outDir', next, '--logLevel', 'error'], {
        env: { ...process.env, VITE_APP_VERSION: 'next' },
      });
      execFileSync('node', ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: next } });
      rmSync(live, { recursive: true });
      cpSync(next, live, { recursive: true });

      // the member is half-way through a form when the new version arrives
      await go(page, '/security');
      await page.locator('#current').fill('Makeup2026');
      await page.locator('#password').fill('Half-typed');
      await leaveAndComeBack(page);
      await expect(page.getByText('Update available')).toBeVisible({ timeout: 20_000 });
      // nothing reloaded under the member's hands: the same page, the typed values still there
      await expect(page).toHaveURL(/#\/security$/);
      await expect(page.locator('#current')).toHaveValue('Makeup2026');
      await expect(page.locator('#password')).toHaveValue('Half-typed');

      // the running version still opens screens it has not loaded yet: its old worker serves them
      await go(page, '/help');
      await expect(page.locator('main h1')).toHaveText('Help');

      const updated = page.waitForEvent('load'); // before the click: the reload may be quicker than the next line
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await updated;
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('.menu-version')).toHaveText('vnext');
      expect(failed).toEqual([]);

      // the other tab now runs the old code under the new worker: it follows, but not under its form
      await otherTakenOver;
      expect(await other.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
      await expect(other.locator('#current')).toHaveValue('Other-tab');
      const otherReloaded = other.waitForEvent('load', { timeout: 10_000 });
      await go(other, '/dashboard'); // the form is left
      await otherReloaded;
      await other.getByRole('button', { name: 'Open menu' }).click();
      await expect(other.locator('.menu-version')).toHaveText('vnext');

      // the new version has its own precache, and the old one is gone
      await expect
        .poll(async () => (await cacheNames(page)).filter((n) => n.startsWith('pro-shell-')))
        .toEqual([expect.not.stringMatching(shell!)]);
    } finally {
      await close();
    }
  });

  // from a worker of this design, and from one of before it, whose precache held every table (and no on-demand cache)
  for (const from of ['on demand', 'every table precached'] as const)
    test(`a new build's install fetches the member's language table under its new name (from ${from}); the app then opens offline in it`, async ({
      page,
    }) => {
      const { root, live, url, close } = await liveCopy();
      try {
        await signInAt(page, url);
        await controlled(page);
        await go(page, '/settings');
        await page.getByLabel('Default language').selectOption('french');
        await page.locator('button[type=submit]').click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
        await expect.poll(() => frenchHeld(page)).toHaveLength(1); // cached by the worker as it loaded
        const [before] = await frenchHeld(page);
        await go(page, '/card');
        await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
        if (from === 'every table precached')
          await page.evaluate(async () => {
            const own = await caches.open('pro-on-demand-v1');
            const shell = await caches.open('pro-shell-before');
            for (const r of await own.keys()) await shell.put(r, (await own.match(r))!);
            await caches.delete('pro-on-demand-v1');
          });

        // the next version, in which French's table changed: a new hashed name
        const next = join(root, 'next');
        execFileSync('npx', ['vite', 'build', '--outDir', next, '--logLevel', 'error'], {
          env: { ...process.env, VITE_APP_VERSION: 'next' },
        });
        const table = readdirSync(join(next, 'assets')).find((f) => /^fr-FR-[\w-]{8}\.js$/.test(f))!;
        const renamed = 'fr-FR-nextNEXT.js';
        writeFileSync(join(next, 'assets', renamed), `${readFileSync(join(next, 'assets', table), 'utf8')}\n// next\n`);
        rmSync(join(next, 'assets', table));
        for (const f of [...readdirSync(join(next, 'assets')).map((f) => join('assets', f)), '.vite/manifest.json'])
          if (/\.(js|json)$/.test(f))
            writeFileSync(join(next, f), readFileSync(join(next, f), 'utf8').replaceAll(table, renamed));
        execFileSync('node', ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: next } });
        rmSync(live, { recursive: true });
        cpSync(next, live, { recursive: true });

        await leaveAndComeBack(page);
        await expect
          .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state))
          .toBe('installed');
        // the waiting worker fetched the new name while the old one still served the page
        expect(await frenchHeld(page)).toEqual(
          from === 'on demand' ? [before, `/assets/${renamed}`] : [`/assets/${renamed}`],
        );

        const reloaded = page.waitForEvent('load');
        await page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistration())!.waiting!.postMessage({ type: 'SKIP_WAITING' }),
        );
        await reloaded;
        await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
        await expect.poll(() => frenchHeld(page)).toEqual([`/assets/${renamed}`]); // the old build's went with it
        await setOffline(page, true);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
        await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
        await expect(page.locator('.card-offline')).toContainText('Vous êtes hors ligne');
      } finally {
        await close();
      }
    });

  // the next version deployed half (one of the files its worker precaches is not on the server), or the connection
  // dropping while its worker fetches them (the browser's network error, on the worker's own requests)
  for (const fault of ['a precached file missing', 'the connection dropped during the install'] as const)
    test(`a new build whose install fails (${fault}) changes nothing: no update offered, the app and the card work on`, async ({
      page,
    }) => {
      record({ faults: 1 });
      const { root, live, url, close } = await liveCopy();
      try {
        await signInAt(page, url);
        await controlled(page);
        await go(page, '/card');
        await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
        const shellsBefore = (await cacheNames(page)).filter((n) => n.startsWith('pro-shell-'));

        const next = buildNext(root);
        rmSync(live, { recursive: true });
        cpSync(next, live, { recursive: true });
        const help = readdirSync(join(live, 'assets')).find((f) => /^help-[\w-]{8}\.js$/.test(f))!;
        expect(help).toBeTruthy();
        let dropped = 0;
        if (fault === 'a precached file missing') rmSync(join(live, 'assets', help));
        else
          await page
            .context()
            .route(`**/assets/${help}`, (route) => (dropped++, route.abort('connectionreset')), { times: 1 });

        const failed = nextInstallFails(page);
        await leaveAndComeBack(page);
        await failed;
        if (fault !== 'a precached file missing') expect(dropped).toBe(1);
        expect(await registration(page)).toEqual({ installing: null, waiting: null });
        await expect(page.getByText('Update available')).toHaveCount(0);

        // the running version goes on under its own worker: a screen it has not loaded yet, its version, the card
        await go(page, '/help');
        await expect(page.locator('main h1')).toHaveText('Help');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('.menu-version')).toHaveText('v0.1.0');
        await page.keyboard.press('Escape');
        expect((await cacheNames(page)).filter((n) => n.startsWith('pro-shell-'))).toEqual(
          expect.arrayContaining(shellsBefore),
        );
        await setOffline(page, true);
        await page.goto('about:blank');
        await page.goto(`${url}/#/card`);
        await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
        await expect(page.locator('.card-offline')).toContainText('You are offline.');
      } finally {
        await close();
      }
    });

  test('a new build deployed while the member is offline: the card works on, and the update is offered once online', async ({
    page,
  }) => {
    record({ faults: 1 });
    const { root, live, url, stop, restart, close } = await liveCopy();
    try {
      await signInAt(page, url);
      await controlled(page);
      await go(page, '/card');
      await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');

      // the page is told it is offline, and the site is out of reach for the worker's update check too (the
      // browser's check of /sw.js is not the page's traffic, which Playwright's offline switch cuts alone)
      await setOffline(page, true);
      await stop();
      const next = buildNext(root);
      rmSync(live, { recursive: true });
      cpSync(next, live, { recursive: true });
      // the check for a new version finds no network: nothing is installed, nothing offered, the card stays
      const checked = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistration())!.update().then(
          () => 'updated',
          () => 'failed',
        ),
      );
      expect(checked).toBe('failed');
      await leaveAndComeBack(page);
      await settled(page);
      expect(await registration(page)).toEqual({ installing: null, waiting: null });
      await expect(page.getByText('Update available')).toHaveCount(0);
      await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
      await page.reload();
      await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
      await expect(page.locator('.card-offline')).toContainText('You are offline.');

      await restart();
      await setOffline(page, false);
      await leaveAndComeBack(page);
      await expect(page.getByText('Update available')).toBeVisible({ timeout: 20_000 });
      const updated = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await updated;
      await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
      await go(page, '/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('.menu-version')).toHaveText('vnext');
    } finally {
      await close();
    }
  });

  test('the kill switch deletes the caches and removes the worker', async ({ page }) => {
    const { live, url, close } = await liveCopy();
    try {
      await signInAt(page, url); // the worker is a member's: registered once one is signed in
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
        }
      });
      expect((await cacheNames(page)).length).toBeGreaterThan(0);

      // the emergency build: only sw.js changes (docs/offline.md, The kill switch)
      execFileSync('node', ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: live, SW_KILL: '1' } });
      const reloaded = page.waitForEvent('load');
      await leaveAndComeBack(page);
      await reloaded; // the switch reloads the open pages from the network
      await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
      await expect
        .poll(
          () =>
            page.evaluate(async () => ({
              caches: await caches.keys(),
              registered: Boolean(await navigator.serviceWorker.getRegistration()),
              controlled: Boolean(navigator.serviceWorker.controller),
            })),
          { timeout: 15_000 },
        )
        .toEqual({ caches: [], registered: false, controlled: false });
    } finally {
      await close();
    }
  });
});
