// Issue 17, the app on the device: a phone whose date was set back, the app's other tabs, Trusted Types and
// what the tag manager's data layer gets; issue 44, the reload on coming back to the tab after 15 minutes.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { askSignOut, go, setOffline, settled, signIn, swReady } from './helpers';

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
  test('re-checks the status with the provider when online, and the card shows the day the phone says', async ({
    page,
  }) => {
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

test.describe("the app's other tabs", () => {
  test('a sign-out in one tab signs the others out within a second, and they follow the next sign-in', async ({
    page,
    context,
  }) => {
    await signIn(page);
    const other = await context.newPage();
    await open(other, '/card');
    await expect(other.locator('.member-card-name')).toHaveText('Amara Okafor');
    await page.bringToFront(); // the tab the member uses; the other one is in the background
    const signOut = (await askSignOut(page)).getByRole('button', { name: 'Sign Out' });
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

test.describe('Trusted Types', () => {
  test("a page that sets innerHTML, or a script from elsewhere, past the app's policies is refused and reported", async ({
    context,
  }) => {
    // a page of its own, outside the fixture's watch: the violation it raises is what this test is after
    const probe = await context.newPage();
    await open(probe, '/');
    const tried = await probe.evaluate(() => {
      const violations: string[] = [];
      addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.sample}`));
      const attempt = (run: () => void) => {
        try {
          run();
          return 'done';
        } catch (e) {
          return (e as Error).name;
        }
      };
      const box = document.createElement('div');
      const html = attempt(() => (box.innerHTML = '<img src="x" onerror="alert(1)">'));
      const script = attempt(() => (document.createElement('script').src = 'https://elsewhere.example/x.js'));
      // the violation events are queued as a task
      return new Promise<object>((done) =>
        setTimeout(() => done({ html, script, inBox: box.childElementCount, violations })),
      );
    });
    expect(tried).toEqual({
      html: 'TypeError',
      script: 'TypeError',
      inBox: 0,
      violations: [
        expect.stringMatching(/^require-trusted-types-for: Element innerHTML\|<img src="x"/),
        expect.stringMatching(/^require-trusted-types-for: HTMLScriptElement src\|https:\/\/elsewhere\.example/),
      ],
    });
  });
});

test.describe("the tag manager's data layer", () => {
  test("gets the route's path and static title, nothing else: no query string, no member field", async ({ page }) => {
    await signIn(page);
    type Entry = Record<string, unknown>;
    const views = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: Entry[] }).dataLayer.filter((e) => e.event === 'page_view'),
      );
    const visit = async (path: string, tracked: string) => {
      await go(page, path);
      await expect.poll(async () => (await views()).at(-1)?.page_path).toBe(tracked);
    };
    await visit('/card', '/card');
    await visit('/videos?email=active%40demo.test&number=10000000001&name=Amara', '/videos');
    await visit('/active@demo.test', '(not found)'); // an address no route has could hold anything
    await visit('/dashboard', '/dashboard');
    const all = await views();
    expect(all.map((e) => Object.keys(e).sort().join())).toEqual(all.map(() => 'event,page_path,page_title'));
    const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown }).dataLayer));
    for (const text of ['?', 'active@demo.test', 'active%40', '10000000001', 'Amara', 'Okafor', 'Pro Artist']) {
      expect(layer).not.toContain(text);
    }
  });
});

/** The member leaves the tab and comes back (headless Chromium keeps every tab visible: the page is told). */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}
const MINUTE = 60_000;
/** Set in the document: gone once it is loaded again. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { same?: boolean }).same === true);

test.describe('coming back to the tab', () => {
  test('reloads after more than 15 minutes since the page loaded, not before; the member stays signed in', async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await markDocument(page);

    await page.clock.setSystemTime(start + 14 * MINUTE);
    await leaveAndComeBack(page);
    await settled(page);
    expect(await sameDocument(page)).toBe(true);

    await page.clock.setSystemTime(start + 16 * MINUTE);
    const loaded = page.waitForEvent('load');
    await leaveAndComeBack(page);
    await loaded;
    expect(await sameDocument(page)).toBe(false);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
  });

  test('after 15 minutes under a half-filled form, reloads only once the form is left; what was typed stays till then', async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await signIn(page);
    await go(page, '/security');
    await page.locator('#current').fill('Half-typed');
    await markDocument(page);

    await page.clock.setSystemTime(start + 16 * MINUTE);
    await leaveAndComeBack(page);
    await settled(page);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('#current')).toHaveValue('Half-typed');

    const loaded = page.waitForEvent('load');
    await go(page, '/dashboard');
    await loaded;
    expect(await sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
  });
});
