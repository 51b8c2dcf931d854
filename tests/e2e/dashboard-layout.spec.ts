// The dashboard as a member sees it (issue 46): every tile with its icon and its label whole at 320 and 390 px in all
// 15 languages, the member's card in small as the hero, and the reminder to renew only within the 30 days.
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { open, expect, referenceHeaders, test } from './fixtures';
import { go, PASSWORD } from './helpers';
import { BREAK_BETWEEN_WORDS, brokenWords } from './layout';

/** Signs in from the sign-in screen in a language, and waits for where the sign-in leads. */
async function signInIn(page: Page, language: string, email: string, to = 'dashboard') {
  await open(page, '/');
  await page.locator('#language-switcher').selectOption(language);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(new RegExp(`#/${to}$`));
}

/** Each tile: whether it has an icon hidden from screen readers, and its label. */
const tilesOf = (page: Page) =>
  page
    .locator('.tiles > li')
    .evaluateAll((items) =>
      items.map((li) => [
        li.querySelector(':scope > a > svg[aria-hidden=true], .hero-link > svg[aria-hidden=true]') !== null,
        li.querySelector('bdi')?.textContent,
      ]),
    );

test('in every language each tile has an icon and no label or card field breaks inside a word at 320 and 390 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInIn(page, 'english', 'active@demo.test'); // once: each language is then set as a member sets it
  for (const { value, locale } of LANGUAGES) {
    await go(page, '/settings');
    await page.locator('#language').selectOption(value);
    await page.locator('form button[type=submit]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await go(page, '/dashboard');
    await expect(page.locator('.tiles > li')).toHaveCount(10);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const where = `${locale} at ${width} px`;
      const tiles = await tilesOf(page);
      expect
        .soft(
          tiles.filter(([icon]) => !icon),
          `${where}: tiles without an icon`,
        )
        .toEqual([]);
      expect
        .soft(
          tiles.filter(([, label]) => !label),
          `${where}: tiles without a label`,
        )
        .toEqual([]);
      if (BREAK_BETWEEN_WORDS.includes(value))
        expect.soft(await brokenWords(page, '.tiles', locale), `${where}: words broken`).toEqual([]);
      // nothing pushed sideways out of the screen (a word too long for its tile would be)
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
    }
  }
});

test("the hero is the member's card in small, leading to the card", async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/membership/getmember'));
  await signInIn(page, 'english', 'active@demo.test');
  const data = JSON.parse(((await (await answer).json()) as { data: string }).data) as { ExpirationDate: string };
  const [y, m, d] = data.ExpirationDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
  const hero = page.locator('.tiles .hero');
  await expect(hero.locator('.hero-name')).toHaveText('Amara Okafor');
  await expect(hero.locator('.hero-level')).toHaveText('Pro Artist');
  await expect(hero.locator('.hero-facts')).toHaveText(`Expires${expires}`);
  // a year away: no reminder
  await expect(page.locator('.renewal')).toHaveCount(0);
  // the whole card is the link's target, not its label alone
  const link = page.getByRole('link', { name: 'Show my card', exact: true });
  const [box, heroBox] = [await link.boundingBox(), await hero.boundingBox()];
  await page.mouse.click(heroBox!.x + heroBox!.width / 2, heroBox!.y + heroBox!.height - 8);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expect(page).toHaveURL(/#\/card$/);
});

test.describe('the reminder to renew', () => {
  /** The member's expiry, renewed on the reference service to a year from its today, and local noon `days` before it. */
  async function daysBefore(page: Page, days: number): Promise<number> {
    const r = await page.request.post('/__reference/renew', {
      data: { memberNumber: '10000000001' },
      headers: referenceHeaders,
    });
    const { ExpirationDate } = (await r.json()) as { ExpirationDate: string };
    const [y, m, d] = ExpirationDate.split('-').map(Number) as [number, number, number];
    return new Date(y, m - 1, d - days, 12).getTime();
  }

  test('shows beside the card 30 days before the expiry, with the link to renew', async ({ page }) => {
    await page.clock.install({ time: await daysBefore(page, 30) });
    await signInIn(page, 'english', 'active@demo.test', 'expiration-warning');
    await go(page, '/dashboard');
    const reminder = page.locator('.tiles .tile-primary .renewal');
    await expect(reminder).toContainText('Your membership expires soon');
    const renew = reminder.getByRole('link', { name: 'Renew Now' });
    await expect(renew).toHaveAttribute('href', 'https://pro.example');
    await expect(renew).toHaveAttribute('target', '_blank');
  });

  test('does not show 31 days before the expiry', async ({ page }) => {
    await page.clock.install({ time: await daysBefore(page, 31) });
    await signInIn(page, 'english', 'active@demo.test');
    await expect(page.locator('.hero-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.renewal')).toHaveCount(0);
  });
});
