// Issue 46's layout test for the screens that cannot load: the offline screen with its way to the card and its
// outcome, and the sign-in's word on a card gone after the week, at 320 and 390 px in all 15 languages.
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, open, test } from './fixtures';
import { PASSWORD, setOffline, swReady } from './helpers';
import { BREAK_BETWEEN_WORDS, brokenWords, outsideViewport } from './layout';

const DAY = 86_400_000;
const WIDTHS = [320, 390];

/** A message as a language's own table words it ('section.key'). */
const textOf = (locale: string, key: string): string => {
  const table = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
  const [section, name] = key.split('.') as [string, string];
  return table[section]![name]!;
};

test.use({ viewport: { width: 320, height: 640 } });

for (const { value, locale } of LANGUAGES) {
  test(`the offline screen and the sign-in after the week keep words whole in ${locale}`, async ({ page }) => {
    const keepsWords = BREAK_BETWEEN_WORDS.includes(value);
    const measure = async (selector: string, what: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 640 });
        if (keepsWords) expect.soft(await brokenWords(page, selector, locale), `${what} at ${width}px`).toEqual([]);
        expect.soft(await outsideViewport(page, `${selector} p, ${selector} a`), `${what} at ${width}px`).toEqual([]);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
        expect.soft(wide, `${what} at ${width}px scrolls sideways`).toBe(false);
      }
      await page.setViewportSize({ width: 320, height: 640 });
    };
    const login = Date.now();
    await page.clock.install({ time: login });
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(value);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await swReady(page);

    await setOffline(page, true);
    await expect(page.locator('#offline-heading')).toHaveText(textOf(locale, 'offline.heading'));
    await expect(page.locator('.card-way-out a')).toHaveText(textOf(locale, 'offline.showCard'));
    await page.locator('.notice > button').click();
    await expect(page.locator('.offline-outcome')).toHaveText(textOf(locale, 'offline.stillOffline'));
    await measure('.notice', 'offline screen');

    await page.clock.setSystemTime(login + 8 * DAY);
    await page.reload();
    await expect(page.locator('.card-expired p').first()).toHaveText(textOf(locale, 'session.cardExpired'));
    await measure('.card-expired', 'sign-in after the week');
  });
}
