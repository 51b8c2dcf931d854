import type { Page } from '@playwright/test';
import { open, test, expect } from './fixtures';
import { signIn } from './helpers';

const VISITOR_ROUTES: [string, string][] = [
  ['/', 'static-header'], ['/sign-in', 'static-header'], ['/register', 'static-header'],
  ['/register-success', 'static-header'], ['/registered-deactivated', 'static-header'],
  ['/registered-expired', 'static-header'], ['/forgot-password', 'static-header'], ['/reset-success', 'static-header'],
  ['/contact-list', 'static-header'], ['/membership-deactivated', 'static-header'],
  ['/membership-unavailable', 'static-header'], ['/offline', 'empty'],
];
const PROTECTED = ['/card', '/master-classes', '/settings', '/security', '/app-installation', '/expiration-warning',
  '/help', '/membership-expired', '/privacy-policy', '/terms', '/dashboard', '/notifications', '/videos',
  '/product-tips', '/newsletters', '/artist-spotlight', '/latest-news'];

test.describe('first paint', () => {
  test('paints the sign-in screen before any JavaScript runs', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    await expect(page.locator('header .logo')).toBeVisible();
    // critical CSS is inline; the one stylesheet link is a disabled marker (scripts/prerender.js)
    expect(await page.locator('link[rel=stylesheet]:not([disabled])').count()).toBe(0);
    await context.close();
  });

  test('never fetches the inlined stylesheet: not at first paint, not at sign-in, not for the banner', async ({ page }) => {
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
    expect(stylesheets.some((p) => /\/dashboard-[\w-]+\.css$/.test(p))).toBe(true); // the watch does see stylesheets
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
    expect(await page.evaluate(async () => (await self.pmEarlyDb)?.name)).toBe('keyval-store');
    release();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('html')).not.toHaveClass(/deep/);
  });

  test('a visitor opening another screen sees that screen, not the sign-in form first', async ({ page }) => {
    const release = await loadHeld(page, '/register');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden();
    expect(await page.evaluate(() => self.pmEarlyDb)).toBeUndefined(); // no member, no database opened early
    release();
    await expect(page.locator('main h1')).toHaveText('Register');
  });

  test('if the app never arrives, the prerendered screen shows after 4 s rather than nothing', async ({ page }) => {
    await loadHeld(page, '/register');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({ timeout: 6000 });
  });
});

test.describe('app shell, as a visitor', () => {
  for (const [path, layout] of VISITOR_ROUTES) {
    test(`shows ${path} in the ${layout} layout`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
      await expect(page.locator('main h1')).toBeVisible();
      expect(new URL(page.url()).hash).toBe(`#${path}`);
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
