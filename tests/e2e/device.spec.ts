// Issue 17, the app on the device: a phone whose date was set back, the app's other tabs, Trusted Types and
// what the tag manager's data layer gets.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { go, setOffline, signIn, swReady } from './helpers';

const DAY = 86_400_000;
const MONTH_BACK = 30 * DAY;

/** The day the card's live element shows for a time, as en-US writes it. */
const dayOf = (time: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(time);

const getMemberCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/membership/getmember') && calls.push(r.url())));
  return calls;
};

test.describe('a phone whose date was set back a month', () => {
  test('re-checks the status with the provider when online, and the card shows the day the phone says', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    await signIn(page);
    await go(page, '/card');
    await expect(page.locator('.live-time')).toContainText(dayOf(now));
    const calls = getMemberCalls(page);
    await page.clock.setSystemTime(now - MONTH_BACK);
    await page.reload();
    // the last sign-in is a month ahead of the clock: proof of nothing, so the provider is asked again
    await expect.poll(() => calls.length).toBe(1);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.live-time')).toContainText(dayOf(now - MONTH_BACK));
  });

  test('signs out when offline, the card gone', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await setOffline(page, true);
    await page.clock.setSystemTime(now - MONTH_BACK);
    await page.reload();
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('.member-card')).toHaveCount(0);
    await page.evaluate(() => (location.hash = '/card'));
    await expect(page).toHaveURL(/#\/$/);
  });
});

test.describe('the app\'s other tabs', () => {
  test('a sign-out in one tab signs the others out within a second, and they follow the next sign-in', async ({ page, context }) => {
    await signIn(page);
    const other = await context.newPage();
    await open(other, '/card');
    await expect(other.locator('.member-card-name')).toHaveText('Amara Okafor');
    await page.bringToFront(); // the tab the member uses; the other one is in the background
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.waitFor();
    // from here the tabs' time (one clock for the browser context) moves only when the test says: the sign-out
    // must reach the other tab as news within a second of its time, not through a timer or a reload
    await context.clock.install();
    await context.clock.pauseAt(Date.now() + 1000);
    await signOut.click();
    await expect(page).toHaveURL(/#\/$/);
    await context.clock.runFor(1000);
    await expect(other).toHaveURL(/#\/$/);
    await expect(other.locator('.member-card')).toHaveCount(0);
    await context.clock.resume();

    // a sign-in as another member: the other tab shows that member, never the one before
    await page.getByLabel('Membership e-mail').fill('expiring@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/expiration-warning$/);
    await expect(other).toHaveURL(/#\/dashboard$/);
    await go(other, '/card');
    await expect(other.locator('.member-number')).toHaveText('10000000002');
  });
});
