import type { Page } from '@playwright/test';
import { open, reopen, test, expect } from './fixtures';
import { pwdV1, storageDump } from './helpers';

const HOUR = 3_600_000;

async function signInActive(page: Page) {
  await page.request.post('/__reference/reset');
  await open(page, '/');
  await page.getByLabel('Membership e-mail').fill('active@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  // the service worker is in place, so the reopened page's provider calls go through it (routes are set on the
  // context: a page route would not see what the worker fetches)
  await page.evaluate(() => navigator.serviceWorker.ready);
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
  const data = status === 'FAILURE' ? { Status: 'FAILURE' } : {
    Status: status, Username: 'active@demo.test', FirstName: 'Ana', LastName: 'Silva', MemberLevel: 'Pro Artist',
    MemberNumber: '10000000001', ExpirationDate: '2027-06-30T00:00:00',
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
      await page.context().route('**/api/membership/getmember', (r) =>
        fault === 'server error' ? r.fulfill({ status: 500, body: 'oops' }) : r.abort('connectionreset'));
      await reopen(page, '/card');
      await expect(page.locator('main h1')).toHaveText('Digital ID Card');
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/#\/card$/);
    });
  }

  test('signs out a member whose last sign-in is more than seven days old', async ({ page }) => {
    await signInActive(page);
    await ageLastLogin(page, 7 * 24 * HOUR + 60_000);
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/$/);
    await open(page, '/dashboard');
    await expect(page).toHaveURL(/#\/$/);
  });
});
