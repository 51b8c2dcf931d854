import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { go, signIn } from './helpers';

const DAY = 86_400_000;

/** Waits until the service worker controls the page and has finished precaching. */
async function swReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.evaluate(() => dispatchEvent(new Event('offline')));
}

test.describe('offline and installable', () => {
  test('the shell and the card load with the network cut off', async ({ page, context }) => {
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await offline(context, page);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toContainText('You are offline.');
    await go(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.getByText("This content can't be loaded due to connectivity issues.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry connection' })).toBeVisible();
  });

  test('the card shows offline 6 days after last online, the offline screen at 8 days', async ({ page, context }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toBeVisible();
    await offline(context, page);

    await page.clock.setSystemTime(start + 6 * DAY);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toBeVisible();

    await page.clock.setSystemTime(start + 8 * DAY);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are currently offline.' })).toBeVisible();
    await expect(page.locator('.member-card')).toHaveCount(0);
  });

  test('content seen online is readable when the network fails', async ({ page }) => {
    await signIn(page);
    await swReady(page);
    await go(page, '/latest-news');
    const first = await page.locator('.feed-item h2').first().textContent();
    // from now on the content service only fails, as on a dead connection that still looks online
    await page.request.post('/__reference/fault', { data: { path: '/wp-json/', status: 503, count: 1000 } });
    await page.reload();
    await go(page, '/latest-news');
    await expect(page.locator('.feed-item h2').first()).toHaveText(first!);
    await page.request.post('/__reference/fault', { data: { clear: true } });
  });

  test('the membership API is never served from a cache', async ({ page, context }) => {
    await signIn(page);
    await swReady(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((u) => u.includes('/api/'))).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await context.setOffline(true);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
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
      await swReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a saved install prompt shows the install row, which goes after install', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => {
      const e = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      dispatchEvent(e);
    });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Install the app' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the install row leads to the installation steps', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Install the app' }).click();
    await expect(page).toHaveURL(/#\/app-installation$/);
    await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
    await expect(page.locator('.install-steps svg')).toHaveCount(3);
  });
});

test.describe('tracking', () => {
  test('sends page changes to the data layer, at most one per 250 ms', async ({ page }) => {
    await signIn(page);
    await page.waitForTimeout(400);
    const before = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.filter((e) => e.event === 'page_view').length);
    await page.evaluate(async () => {
      for (const p of ['/card', '/help', '/terms', '/privacy-policy', '/dashboard']) {
        location.hash = p;
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await page.waitForTimeout(600);
    const views = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; page_path: string }[] }).dataLayer.filter((e) => e.event === 'page_view'));
    const burst = views.slice(before);
    // five changes within ~100 ms: the first at once, the last after the wait, none between
    expect(burst.length).toBeLessThanOrEqual(2);
    expect(burst.at(-1)!.page_path).toBe('/dashboard');
    expect(JSON.stringify(views)).not.toContain('active@demo.test');
  });
});
