// The card as a wallet pass (issue 46): its number on one line and its words whole at 320 and 390 px in every
// language, a live dot that follows the connection, the number printed under the code, and until when it works
// offline.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { test, expect, open } from './fixtures';
import { go, PASSWORD, setOffline, signIn, swReady } from './helpers';
import { BREAK_BETWEEN_WORDS, brokenWords, lineCount, outsideViewport } from './layout';

const DAY = 86_400_000;
const NUMBER = '10000000001'; // the demo member's
const card = (locale: string) =>
  (JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as { card: Record<string, string> }).card;

/** Signs in from the sign-in screen in a language, as a member who chose it there, and opens the card. */
async function cardIn(page: Page, language: string, locale: string) {
  await open(page, '/');
  await page.locator('#language-switcher').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.locator('#email').fill('active@demo.test');
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await go(page, '/card');
  await expect(page.locator('.member-number')).toHaveText(NUMBER);
}

/** What a member would see wrong on the card at this width: a broken number, a broken word, a wrapped live label. */
async function faults(page: Page, value: string, locale: string) {
  return {
    numberLines: await lineCount(page, '.member-number'),
    liveLines: await lineCount(page, '.live-state'),
    broken: BREAK_BETWEEN_WORDS.includes(value as never) ? await brokenWords(page, '.card-screen', locale) : [],
    outside: await outsideViewport(page, '.card-offline'),
  };
}
const NONE = { numberLines: 1, liveLines: 1, broken: [], outside: [] };

test.describe('the card at phone widths', () => {
  for (const { value, locale } of LANGUAGES) {
    test(`in ${locale}: the number on one line, no word broken, the notice in view, at 320 and 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await cardIn(page, value, locale);
      for (const offline of [false, true]) {
        if (offline) {
          await setOffline(page, true);
          await expect(page.locator('.live-state')).toHaveText(card(locale).shownOffline!);
        }
        for (const [width, height] of [
          [320, 640],
          [390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          expect(await faults(page, value, locale), `${locale} at ${width} px, offline: ${offline}`).toEqual(NONE);
        }
      }
    });
  }
});

test.describe('the card', () => {
  test('its live dot is green and pulses only while online, and its label says when it is shown offline', async ({
    page,
  }) => {
    await signIn(page);
    await go(page, '/card');
    const dot = page.locator('.live-dot');
    const look = () =>
      dot.evaluate((e) => ({
        background: getComputedStyle(e).backgroundColor,
        animation: getComputedStyle(e).animationName,
      }));
    const live = { background: 'rgb(61, 220, 132)', animation: 'live-pulse' };
    await expect.poll(look).toEqual(live);

    await setOffline(page, true);
    await expect.poll(look).toEqual({ background: 'rgba(0, 0, 0, 0)', animation: 'none' });
    await expect(page.locator('.live-state')).toHaveText('Shown offline');
    await setOffline(page, false);
    await expect(page.locator('.live-state')).toHaveText('Live card');
    await expect.poll(look).toEqual(live);
  });

  test('prints the member number under its code, for the cashier to type', async ({ page }) => {
    await signIn(page);
    await go(page, '/card');
    const under = page.locator('.member-card-code .member-card-alt');
    await expect(under).toHaveText(NUMBER);
    await expect(page.locator('.member-number')).toHaveText(NUMBER);
    // under the code, not beside it
    const [code, text] = await Promise.all([page.locator('.qr').boundingBox(), under.boundingBox()]);
    expect(text!.y).toBeGreaterThanOrEqual(code!.y + code!.height);
  });

  test('says "last refreshed" once, online and offline', async ({ page }) => {
    await signIn(page);
    await go(page, '/card');
    await expect(page.locator('.card-screen')).toContainText('Last refreshed');
    await setOffline(page, true);
    await expect(page.locator('.card-offline')).toContainText('This card was last refreshed');
    expect((await page.locator('.card-screen').textContent())!.match(/last refreshed/gi)).toHaveLength(1);
  });
});

test.describe('until when the card works offline', () => {
  test.use({ timezoneId: 'UTC' });
  const until = (at: number) =>
    `Works offline until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)}`;

  test('a week from the sign-in while online, a week from the last time online once offline', async ({ page }) => {
    // at the start of a minute, so that the sign-in a few seconds later is still in it
    const login = Math.ceil(Date.now() / 60_000) * 60_000;
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-until')).toHaveText(until(login + 7 * DAY));

    // last online two days before the sign-in (stored while offline, so nothing writes over it), a day later
    const lastOnline = login - 2 * DAY;
    await setOffline(page, true);
    await page.evaluate(
      (time) =>
        new Promise((ok, no) => {
          const db = indexedDB.open('keyval-store');
          db.onerror = no;
          db.onsuccess = () => {
            const put = db.result.transaction('keyval', 'readwrite').objectStore('keyval').put(time, 'last-online');
            put.onsuccess = () => (ok(undefined), db.result.close());
            put.onerror = no;
          };
        }),
      lastOnline,
    );
    await page.clock.setSystemTime(login + DAY);
    await page.reload();
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.member-card-until')).toHaveText(until(lastOnline + 7 * DAY));
  });
});
