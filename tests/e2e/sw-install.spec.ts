// The service worker's install after a first sign-in (sw/on-demand.ts, scripts/build-sw.js): the shell and the
// screens, the member's language table, nothing of the other languages, DOMPurify only where the browser lacks the
// Sanitizer API; and what it left out still works offline once used.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, open } from './fixtures';
import { go, PASSWORD, setOffline, signIn, swReady } from './helpers';
// @ts-expect-error: the scripts are plain JavaScript with JSDoc types
import { check, groupRoles, measure } from '../../scripts/size.js';

const DIST = process.env.DIST_DIR ?? 'dist';
const FR = JSON.parse(readFileSync('i18n/fr-FR.json', 'utf8')) as { card: { offlineCopy: string } };
/** A language table or its legal texts, by locale; DOMPurify's chunk. */
const TABLE = /^assets\/(?:legal-)?([a-z]{2}-[A-Z]{2})-[\w-]{8}\.js$/;
const PURIFY = /^assets\/sanitize-purify-[\w-]{8}\.js$/;

/** Every file the worker holds, as paths of the build (`/` is index.html): its precache and its runtime caches. */
const held = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys())
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname.slice(1) || 'index.html');
    return out;
  });
const onDemand = async (page: Page) => (await held(page))['pro-on-demand-v1'] ?? [];

/** The files the worker itself asked the server for (its install), and how many body bytes each brought. */
function workerFetches(page: Page) {
  const fetched = new Map<string, number>();
  page.context().on('requestfinished', async (r) => {
    const path = new URL(r.url()).pathname;
    if (r.serviceWorker() && path !== '/sw.js') fetched.set(path, (await r.sizes()).responseBodySize);
  });
  return fetched;
}

test.describe('the worker installs after a first sign-in', () => {
  test('in English: the shell, English alone, no DOMPurify where the browser sanitizes, within the install budget', async ({
    page,
  }) => {
    const fetched = workerFetches(page);
    await signIn(page);
    await swReady(page);
    // Chromium has the Sanitizer API (Element.setHTML): content is sanitized without DOMPurify, which it never needs
    expect(await page.evaluate(() => 'setHTML' in Element.prototype)).toBe(true);
    // English's table came before the worker (HTTP cache only): the page names it, and the worker keeps it
    await expect.poll(() => onDemand(page)).toEqual([expect.stringMatching(/^assets\/en-US-/)]);

    // the precache and the on-demand files: content and images the screens fetch meanwhile are not the install's
    const caches = await held(page);
    const all = Object.entries(caches)
      .filter(([name]) => name.startsWith('pro-shell-') || name === 'pro-on-demand-v1')
      .flatMap(([, files]) => files);
    expect(
      all.filter((f) => TABLE.exec(f) && TABLE.exec(f)![1] !== 'en-US'),
      "other languages' tables",
    ).toEqual([]);
    expect(
      all.filter((f) => /^assets\/legal-[a-z]{2}-/.test(f)),
      'legal texts none here has read',
    ).toEqual([]);
    expect(
      all.filter((f) => PURIFY.test(f)),
      'DOMPurify',
    ).toEqual([]);
    // the document is the page's own, revalidated (a 304), not a second download as /index.html
    expect(fetched.has('/index.html')).toBe(false);
    expect(fetched.get('/')).toBe(0);

    // what it holds is what `npm run size` counts as the install, and that is within its budget
    const measured = measure(DIST);
    const budgets = JSON.parse(readFileSync('scripts/size-budgets.json', 'utf8'));
    const roles = groupRoles(measured.manifest, measured.files, measured.sw);
    const role = roles.find((r: { kind: string }) => r.kind === 'swInstall') as { files: string[] };
    expect([...new Set(all)].filter((f) => f !== 'index.html').sort()).toEqual([...role.files].sort());
    // the install moment: that and the worker's script
    const install = check(roles, budgets).rows.find((r: { id: string }) => r.id === 'install') as {
      largest: { brotli: number };
      budget: number;
      status: string;
    };
    expect(['OK', 'WARN'], `${install.largest.brotli} bytes brotli, budget ${install.budget}`).toContain(
      install.status,
    );
  });

  test('in French: the install keeps French (and English, which the sign-in form completes itself with) alone, and the card shows offline in French', async ({
    page,
  }) => {
    await open(page, '/');
    await page.locator('#language-switcher').selectOption('french');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#email').press('Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await swReady(page);
    await expect.poll(() => onDemand(page)).toContainEqual(expect.stringMatching(/^assets\/fr-FR-/));
    const all = Object.values(await held(page)).flat();
    expect(all.filter((f) => TABLE.exec(f) && !['fr-FR', 'en-US'].includes(TABLE.exec(f)![1]!))).toEqual([]);

    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await setOffline(page, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toContainText(FR.card.offlineCopy.split(' {{')[0]!.split('.')[0]!);
  });

  test('a language switched to online is cached as it loads, and works offline', async ({ page }) => {
    await signIn(page);
    await swReady(page);
    await expect.poll(() => onDemand(page)).toHaveLength(1); // English's, named by the page
    await go(page, '/settings');
    await page.getByLabel('Default language').selectOption('french');
    await page.locator('button[type=submit]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // fetched through the worker, which keeps it (not in the precache: the install did not fetch it)
    // (the cache-first answer comes before its cache write ends)
    await expect.poll(() => onDemand(page)).toContainEqual(expect.stringMatching(/^assets\/fr-FR-/));

    await go(page, '/card');
    await setOffline(page, true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toContainText(FR.card.offlineCopy.split(' {{')[0]!.split('.')[0]!);
  });
});
