import type { Page, Route } from '@playwright/test';
import { open, test, expect } from './fixtures';
import { fault, go, signIn, swReady } from './helpers';
import { record } from './summary';

async function trySignIn(page: Page) {
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill('active@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('faults of the membership provider', () => {
  for (const [name, data] of [
    ['HTTP 500', { status: 500 }],
    ['a body that is not JSON', { garbage: true }],
  ] as const) {
    test(`${name} says 'Service failed', keeps the form, and the retry works`, async ({ page }) => {
      await fault(page, { path: '/api/membership/getmember', count: 1, ...data });
      await trySignIn(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Makeup2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
    });
  }

  test("a provider that hangs past the app's wait says 'Service failed'", async ({ page }) => {
    await page.clock.install();
    await fault(page, { path: '/api/membership/getmember', count: 1, hang: true });
    await trySignIn(page);
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
  });

  test('a dropped connection while changing the password keeps the member and the card', async ({ page }) => {
    await signIn(page);
    record({ faults: 1 });
    await page.context().route('**/api/**', (r) => r.abort('connectionreset'));
    await go(page, '/security');
    await page.getByLabel('Current password').fill('Makeup2026');
    await page.getByLabel('New password', { exact: true }).fill('Another2026');
    await page.getByLabel('Verify password').fill('Another2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
    await page.reload();
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  });
});

test.describe('answers the provider should never give', () => {
  const answer = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) });
  const member = {
    Status: 'ACTIVE',
    Username: 'active@demo.test',
    FirstName: 'Amara',
    LastName: 'Okafor',
    MemberLevel: 'Pro Artist',
    MemberNumber: '10000000001',
    ExpirationDate: '2027-06-30T00:00:00',
  };
  for (const [name, data] of [
    ['a data that is not a JSON string', { Status: 'ACTIVE' }],
    ['a Status the app does not know', JSON.stringify({ ...member, Status: 'PLATINUM' })],
    ['missing fields', JSON.stringify({ Status: 'ACTIVE' })],
    ['mistyped fields', JSON.stringify({ ...member, Username: 42, ExpirationDate: null })],
    ['an ExpirationDate that does not parse', JSON.stringify({ ...member, ExpirationDate: 'soon' })],
  ] as const) {
    test(`${name} says 'Service failed' and stores nothing`, async ({ page }) => {
      record({ faults: 1 });
      await page.context().route('**/api/membership/getmember', (r) => r.fulfill(answer(data)));
      await trySignIn(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
      await page.reload();
      await page.evaluate(() => (location.hash = '/card'));
      await expect(page).toHaveURL(/#\/$/); // no member was stored
    });
  }
});

test.describe('faults of the content service', () => {
  test('a page that never answers becomes an error with a retry', async ({ page }) => {
    record({ faults: 1 });
    await signIn(page);
    await page.clock.install();
    // the first page never answers; held here, so the test knows it was sent before it runs the clock out
    let sent = 0;
    await page.context().route('**/wp-json/wp/v2/video?*', (route) => (sent++ ? route.continue() : undefined));
    await go(page, '/videos');
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect.poll(() => sent).toBe(1);
    await page.clock.fastForward(21_000);
    await expect(page.getByText('This content could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.feed-item').first()).toBeVisible();
  });

  test('a huge page of items is shown without breaking the screen', async ({ page }) => {
    record({ faults: 1 });
    await signIn(page);
    const item = (i: number) => ({
      id: 90_000 + i,
      date: '2026-11-01T10:00:00',
      title: { rendered: `Item ${i} ${'x'.repeat(200)}` },
      content: { rendered: `<p>${'Long text. '.repeat(200)}</p>` },
      acf: {},
    });
    await page.context().route('**/wp-json/wp/v2/newsletter?*', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(Array.from({ length: 500 }, (_, i) => item(i))),
      }),
    );
    await go(page, '/newsletters');
    // a heavy page: on a busy machine its render alone can take longer than the default 5 s
    await expect(page.locator('.feed-item')).toHaveCount(500, { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1)).toBe(true);
  });

  for (const [name, data] of [
    ['HTTP 500', { status: 500 }],
    ['garbage', { garbage: true }],
  ] as const) {
    test(`${name} on a later page shows the error with a retry and keeps what was loaded`, async ({ page }) => {
      await signIn(page);
      // the member's usual case, and a busy machine's: the service worker answers the feed (and keeps its pages)
      await swReady(page);
      await go(page, '/latest-news');
      await expect(page.locator('.feed-item')).toHaveCount(10);
      // the feed may already be fetching page 2 on its own: the fault lands on whichever page comes next
      await fault(page, { path: '/wp-json/wp/v2/article', count: 1, ...data });
      const error = page.getByText('This content could not be loaded.');
      // each scroll to the end asks for the next page, until one fails
      await expect(async () => {
        await page.locator('.feed-end').scrollIntoViewIfNeeded();
        await expect(error).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      const loaded = await page.locator('.feed-item').count();
      expect(loaded % 10).toBe(0); // whole pages only: nothing of the failed page, nothing lost
      expect(loaded).toBeGreaterThanOrEqual(10);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('.feed-item').count()).toBeGreaterThan(loaded);
      await expect(error).toBeHidden();
    });
  }

  test('master classes that fail to load offer a retry', async ({ page }) => {
    await signIn(page);
    await fault(page, { path: '/wp-json/wp/v2/master-class', count: 1, status: 500 });
    await go(page, '/master-classes');
    await expect(page.getByText('Master classes could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.class-item').first()).toBeVisible();
  });
});

// Answers whose headers come and whose body never ends (server/control.js, `stall` and `drip`): the app's deadline
// covers the whole answer, so the member is told and can try again; the clock is run past it, not waited out.
test.describe('answers that stall or drip after their headers', () => {
  const SIGN_IN = '/api/membership/getmember';
  const answered = (page: Page, path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(path));

  test('a held sign-in answered in time is still the one the app takes up when its code comes past the deadline', async ({
    page,
  }) => {
    await page.clock.install();
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto('/#/', { waitUntil: 'commit' });
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    const headers = answered(page, SIGN_IN);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await (await headers).finished()).toBeNull(); // the whole answer is in, not yet read by the app
    await page.clock.fastForward(16_000); // past the held call's own deadline
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  });

  for (const [name, kind] of [
    ['stalls', { stall: true }],
    ['drips', { drip: 2000 }],
  ] as const) {
    test(`a sign-in whose answer ${name} says 'Service failed', and the retry works`, async ({ page }) => {
      await page.clock.install();
      await fault(page, { path: SIGN_IN, ...kind });
      const headers = answered(page, SIGN_IN);
      await trySignIn(page);
      await headers;
      await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
      await page.clock.fastForward(16_000);
      await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
    });

    test(`a held sign-in (before the code came) whose answer ${name} says 'Service failed', and the retry works`, async ({
      page,
    }) => {
      await page.clock.install();
      await fault(page, { path: SIGN_IN, ...kind });
      // the app's code is held back, so the boot script sends the sign-in (src/start/boot.ts)
      const held: Route[] = [];
      let holding = true;
      await page.route('**/assets/*.js', (route) => (holding ? void held.push(route) : route.continue()));
      await page.goto('/#/', { waitUntil: 'commit' });
      await page.getByLabel('Membership e-mail').fill('active@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
      const headers = answered(page, SIGN_IN);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await headers;
      expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
      await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
      await page.clock.fastForward(16_000);
      await expect(page.getByRole('alert').filter({ hasText: 'Service failed' })).toBeVisible();
      await expect(page.locator('#greeting')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
    });

    test(`a status screen's Check again whose answer ${name} says 'Service failed', and asking again works`, async ({
      page,
    }) => {
      await signIn(page, 'expired@demo.test');
      await expect(page).toHaveURL(/#\/membership-expired$/);
      await page.clock.install();
      await fault(page, { path: SIGN_IN, ...kind });
      const checkAgain = page.getByRole('button', { name: 'Check again' });
      const headers = answered(page, SIGN_IN);
      await checkAgain.click();
      await headers;
      await page.clock.fastForward(16_000);
      await expect(page.locator('.status-message')).toHaveText('Service failed');
      await checkAgain.click();
      await expect(page.locator('.status-message')).toHaveText('Your membership status has not changed yet.');
    });

    test(`a feed's next page whose answer ${name} shows the error at the feed's end, and Try again loads it`, async ({
      page,
    }) => {
      await signIn(page);
      await page.clock.install();
      await go(page, '/latest-news');
      await expect(page.locator('.feed-item')).toHaveCount(10);
      // the feed may already be fetching page 2 on its own: the fault lands on whichever page comes next
      await fault(page, { path: '/wp-json/wp/v2/article', ...kind });
      const headers = answered(page, '/wp-json/wp/v2/article');
      await page.locator('.feed-end').scrollIntoViewIfNeeded();
      await headers;
      const loaded = await page.locator('.feed-item').count();
      await page.clock.fastForward(21_000);
      const error = page.getByText('This content could not be loaded.');
      await expect(error).toBeVisible();
      expect(await page.locator('.feed-item').count()).toBe(loaded);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.locator('.feed-item').count()).toBeGreaterThan(loaded);
      await expect(error).toBeHidden();
    });
  }
});

test.describe('storage that refuses', () => {
  test('without IndexedDB the member still signs in and is told the card will not work offline', async ({ page }) => {
    record({ faults: 1 });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('blocked', 'InvalidStateError');
        },
      });
    });
    await trySignIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(
      page.getByText('This device could not save your card, so it will not be available offline.'),
    ).toBeVisible();
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  });

  test('over quota: the member signs in, keeps working for the session and is told', async ({ page }) => {
    record({ faults: 1 });
    await page.addInitScript(() => {
      // reads still work; every write is refused as a full disk refuses it
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await trySignIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(
      page.getByText('This device could not save your card, so it will not be available offline.'),
    ).toBeVisible();
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  });

  test('blocked by another tab: the app starts anyway, signs in and tells the member', async ({ page, context }) => {
    test.setTimeout(60_000);
    record({ faults: 1 });
    // Tab A runs the app and keeps its database open; tab B asks for a version change that A never
    // allows. Every later open of that database, in any tab, queues behind B's request: it never answers.
    const holder = await context.newPage();
    await open(holder, '/');
    const upgrader = await context.newPage();
    await open(upgrader, '/');
    const state = await upgrader.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.open('keyval-store', 99);
          request.onblocked = () => resolve('blocked');
          request.onsuccess = () => resolve('opened');
          request.onerror = () => resolve('failed');
        }),
    );
    expect(state).toBe('blocked');

    // every wait as long as the app's storage wait (STORAGE_WAIT_MS, src/services/storage/record.ts) that ran
    // out after the member pressed Sign In: counted in the page, so a slow machine's pace does not enter into it
    await page.addInitScript((longest) => {
      const w = window as unknown as { pressed?: boolean; waitedOut: number };
      w.waitedOut = 0;
      const native = window.setTimeout;
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
        const counted = w.pressed && (ms ?? 0) >= longest && typeof fn === 'function';
        return native(
          counted ? (...a: unknown[]) => (w.waitedOut++, (fn as (...b: unknown[]) => void)(...a)) : fn,
          ms,
          ...args,
        );
      }) as typeof setTimeout;
    }, 3000);
    await open(page, '/');
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.evaluate(() => ((window as unknown as { pressed: boolean }).pressed = true));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    // the first storage wait was paid at start-up; signing in does not wait on storage again
    expect(await page.evaluate(() => (window as unknown as { waitedOut: number }).waitedOut)).toBe(0);
    await expect(
      page.getByText('This device could not save your card, so it will not be available offline.'),
    ).toBeVisible();
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await Promise.all([holder.close(), upgrader.close()]);
  });
});
