import type { Page, Request } from '@playwright/test';
import { open, referenceHeaders, reopen, test, expect } from './fixtures';
import { fault, go, pwdV1, settled, storageDump } from './helpers';

const HOUR = 3_600_000;

async function signInActive(page: Page, email = 'active@demo.test', landing = '/dashboard') {
  await page.request.post('/__reference/reset', { headers: referenceHeaders });
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`#${landing}$`));
  // the service worker is in place, so the reopened page's provider calls go through it (routes are set on the
  // context: a page route would not see what the worker fetches)
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** The stored member's last login, or null when no member is stored. */
async function storedLastLogin(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => ok(r.result);
    });
    const member = await new Promise<{ lastLogin: number } | undefined>((ok) => {
      const r = db.transaction('keyval').objectStore('keyval').get('member');
      r.onsuccess = () => ok(r.result);
    });
    db.close();
    return member?.lastLogin ?? null;
  });
}

/** Moves the stored last login into the past, as if the member signed in `ago` ms before now. */
async function ageLastLogin(page: Page, ago: number) {
  await page.evaluate(async (ago) => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => ok(r.result);
    });
    const store = db.transaction('keyval', 'readwrite').objectStore('keyval');
    const member = await new Promise<Record<string, unknown>>((ok) => {
      const r = store.get('member');
      r.onsuccess = () => ok(r.result);
    });
    await new Promise((ok) => {
      const r = store.put({ ...member, lastLogin: Date.now() - ago }, 'member');
      r.onsuccess = ok;
    });
    db.close();
  }, ago);
}

function provider(status: string) {
  const data =
    status === 'FAILURE'
      ? { Status: 'FAILURE' }
      : {
          Status: status,
          Username: 'active@demo.test',
          FirstName: 'Ana',
          LastName: 'Silva',
          MemberLevel: 'Pro Artist',
          MemberNumber: '10000000001',
          ExpirationDate: '2027-06-30T00:00:00',
        };
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ data: JSON.stringify(data) }) };
}

test.describe('route guard re-check', () => {
  test('re-checks after two hours and follows an expired answer', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 2 * HOUR + 60_000);
    let rechecked = 0;
    await page.context().route('**/api/membership/getmember', (r) => (rechecked++, r.fulfill(provider('EXPIRED'))));
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    expect(rechecked).toBe(1);
    // after the re-check, storage still holds neither the password nor its hash in clear
    const dump = await storageDump(page);
    expect(dump).toContain('10000000001');
    expect(dump).not.toContain('Makeup2026');
    expect(dump).not.toContain(await pwdV1(page, 'active@demo.test', 'Makeup2026'));
  });

  test('does not re-check within two hours', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 2 * HOUR - 60_000);
    let rechecked = 0;
    await page.context().route('**/api/membership/getmember', (r) => (rechecked++, r.fulfill(provider('EXPIRED'))));
    await reopen(page, '/card');
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');
    expect(rechecked).toBe(0);
  });

  test('signs out when the re-check answers FAILURE', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 3 * HOUR);
    await page.context().route('**/api/membership/getmember', (r) => r.fulfill(provider('FAILURE')));
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  for (const fault of ['connection dropped', 'server error'] as const) {
    test(`keeps the member and the card when the re-check fails (${fault})`, async ({ page }) => {
      await signInActive(page);
      await ageLastLogin(page, 3 * HOUR);
      const aged = await storedLastLogin(page);
      let rechecked = 0;
      await page
        .context()
        .route(
          '**/api/membership/getmember',
          (r) => (
            rechecked++,
            fault === 'server error' ? r.fulfill({ status: 500, body: 'oops' }) : r.abort('connectionreset')
          ),
        );
      const failed = new Promise<void>((done) => {
        const seen = (r: Request) => void (r.url().includes('/api/membership/getmember') && done());
        page.on('requestfinished', seen);
        page.on('requestfailed', seen);
      });
      await reopen(page, '/card');
      await expect.poll(() => rechecked).toBe(1); // the guard did ask
      await failed; // and the fault reached the page
      // a wrong answer (sign out, move away) has had its turn: frames, and storage behind its writes
      await settled(page);
      expect(await storedLastLogin(page)).toBe(aged);
      await settled(page);
      await expect(page).toHaveURL(/#\/card$/);
      await expect(page.locator('main h1')).toHaveText('Digital ID Card');
    });
  }

  test('keeps the member signed in on a 429 and asks again by itself once its Retry-After is over, not before', async ({
    page,
  }) => {
    await page.clock.install();
    await signInActive(page);
    await ageLastLogin(page, 3 * HOUR);
    const aged = await storedLastLogin(page);
    // the provider makes this name wait ten minutes, as it does after someone else's wrong passwords
    await fault(page, { path: '/api/membership/getmember', status: 429, retryAfter: 600 });
    let asked = 0;
    let answered = 0; // the 429 must have reached the page before its clock moves on: its wait counts from then
    await page.context().route('**/api/membership/getmember', async (r) => {
      asked++;
      await r.fulfill({ response: await r.fetch() });
      answered++;
    });
    await reopen(page, '/card');
    await expect.poll(() => asked).toBe(1);
    await expect.poll(() => answered).toBe(1);
    await settled(page);
    // neither a failed check (no sign-out) nor a success (the week still counts from the last one)
    expect(await storedLastLogin(page)).toBe(aged);
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');

    // five minutes on, route changes run the guard: the wait is not over, so the provider is not asked. The clock
    // jumps (each timer due fires once), as for a phone left on the counter: run minute by minute, every storage
    // write of the 10-second tick would outlast its 3 s bound in the page's time while IndexedDB took real time,
    // and storage would be refused (services/storage/record.ts `bounded`) just when the re-check reads its credential
    await page.clock.fastForward(5 * 60_000);
    await go(page, '/dashboard');
    await go(page, '/card');
    await settled(page);
    expect(asked).toBe(1);

    // once the ten minutes are over it asks again without a route change, and the provider's answer counts
    await page.clock.fastForward(5 * 60_000 + 1000);
    await expect.poll(() => asked).toBe(2);
    await expect.poll(() => storedLastLogin(page)).toBeGreaterThan(aged ?? Infinity);
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');
  });

  test('signs out a member whose last sign-in is more than seven days old', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 7 * 24 * HOUR + 60_000);
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
    await open(page, '/dashboard');
    await expect(page).toHaveURL(/#\/$/);
  });

  test('signs out a member whose last sign-in is more than seven days old while offline too', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 7 * 24 * HOUR + 60_000);
    // the app starts believing it is offline (the network itself stays up for the page's code)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.locator('.member-card')).toHaveCount(0);
    await expect.poll(() => storedLastLogin(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('pro-membership:signed-in'))).toBeNull();
  });

  test('sends an expired member whose re-check now answers ACTIVE from the expired screen to the dashboard', async ({
    page,
  }) => {
    await signInActive(page, 'expired@demo.test', '/membership-expired');
    await ageLastLogin(page, 3 * HOUR);
    await page.context().route('**/api/membership/getmember', (r) => r.fulfill(provider('ACTIVE')));
    await reopen(page, '/membership-expired');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'default');
  });

  test('re-checks with the new credential after a password change on /security', async ({ page }) => {
    await signInActive(page);
    await open(page, '/security');
    await page.getByLabel('Current password').fill('Makeup2026');
    await page.getByLabel('New password').fill('Changed2026');
    await page.getByLabel('Verify password').fill('Changed2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Your password has been updated.', { exact: true })).toBeVisible();
    await ageLastLogin(page, 3 * HOUR);
    const before = Date.now();
    let rechecked = 0;
    await page.context().route('**/api/membership/getmember', (r) => (rechecked++, r.fallback()));
    await reopen(page, '/card');
    // the provider accepted the stored credential: the last login moved to now (the old one answers FAILURE,
    // which signs out: see 'signs out when the re-check answers FAILURE')
    await expect.poll(() => storedLastLogin(page)).toBeGreaterThanOrEqual(before);
    expect(rechecked).toBe(1);
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');
  });
});

test.describe('unknown routes', () => {
  test('shows a signed-in member the 404 page, whose link home leads to the dashboard', async ({ page }) => {
    await signInActive(page);
    await open(page, '/nowhere');
    await expect(page.getByRole('heading', { name: 'This page could not be found', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/#\/nowhere$/);
    await page.getByRole('link', { name: 'Back to the home page', exact: true }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
  });
});
