// Every arrival on a screen does the same work once, however the member got there: the guard's redirects too
// (the dashboard at launch, a status screen), which the router used to take for a first page.
import type { Page } from '@playwright/test';
import { expect, reopen, test } from './fixtures';
import { go, signIn } from './helpers';

type View = { event: string; page_path: string; page_title: string };
const views = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: View[] }).dataLayer ?? [])
      .filter((e) => e.event === 'page_view')
      .map((e) => [e.page_path, e.page_title]),
  );

test.describe('arriving on a screen', () => {
  test('the dashboard a member is sent to at launch is counted, its heading focused and its title announced', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await reopen(page, '/'); // the installed app's start address
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.locator('main h1')).toHaveText('Hello, Amara');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(page.locator('#route-announcer')).toHaveText('Dashboard · Pro Membership');
    await expect.poll(() => views(page)).toEqual([['/dashboard', 'Dashboard · Pro Membership']]);
  });

  test('an expired member sent to the expired screen at launch is counted there, its heading focused', async ({
    page,
  }) => {
    await signIn(page, 'expired@demo.test');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await reopen(page, '/card');
    await expect(page).toHaveURL(/#\/membership-expired$/);
    await expect(page.locator('main h1')).toHaveText('Membership Expired');
    await expect(page.locator('main h1')).toBeFocused();
    await expect.poll(() => views(page)).toEqual([['/membership-expired', 'Membership Expired · Pro Membership']]);
  });

  test('each page view names the screen arrived at, not the one left', async ({ page }) => {
    await signIn(page);
    await go(page, '/card'); // its chunk is loaded from here on: the next visit renders at once
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');
    await go(page, '/dashboard');
    await expect(page.locator('main h1')).toHaveText('Hello, Amara');
    await expect.poll(async () => (await views(page)).at(-1)).toEqual(['/dashboard', 'Dashboard · Pro Membership']);
    // a second on, past the throttle's wait: the next event goes out at once, in the render that shows the card
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await go(page, '/card');
    await expect(page.locator('main h1')).toHaveText('Digital ID Card');
    await expect.poll(async () => (await views(page)).at(-1)).toEqual(['/card', 'Digital ID Card · Pro Membership']);
  });
});
