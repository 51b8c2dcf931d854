// The forms' summary, the sign-out question and the offered e-mail at 320 and 390 px in all 15 languages (issue 46):
// no word broken inside, the summary in the viewport after a refused submit.
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { go, PASSWORD } from './helpers';
import { open, test, expect } from './fixtures';
import { BREAK_BETWEEN_WORDS, brokenWords, outsideViewport } from './layout';

const WIDTHS = [320, 390];

async function register(page: Page, number: string, email: string) {
  await go(page, '/register');
  await expect(page.locator('#acceptTerms')).toBeVisible();
  await page.locator('#memberNumber').fill(number);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#verify').fill(PASSWORD);
  await page.locator('#acceptTerms').check();
  await page.locator('#acceptPrivacy').check();
  await page.locator('form button[type=submit]').click();
}

for (const { value, locale } of LANGUAGES) {
  const wordsWhole = BREAK_BETWEEN_WORDS.includes(value);
  test(`in ${locale}: the summary, the sign-out question and the offered e-mail fit 320 and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const words = async (selector: string) => (wordsWhole ? brokenWords(page, selector, locale) : []);
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(value);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      await go(page, '/register');
      await expect(page.locator('#acceptTerms')).toBeVisible();
      await page.locator('form button[type=submit]').click();
      await expect(page.locator('#form-summary')).toBeFocused();
      expect(await outsideViewport(page, '#form-summary'), `${width} px`).toEqual([]);
      expect(await words('#form-summary, .field-error'), `${width} px`).toEqual([]);
      await register(page, '10000000001', 'active@demo.test'); // registered already: the next steps too
      await expect(page.locator('.form-summary-steps a')).toHaveCount(2);
      await expect(page.locator('#form-summary')).toBeFocused();
      expect(await outsideViewport(page, '#form-summary'), `${width} px`).toEqual([]);
      expect(await words('#form-summary'), `${width} px`).toEqual([]);
    }
    await go(page, '/');
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      await page.locator('header button[aria-haspopup=dialog]').click();
      await page.locator('dialog.menu li:last-child button').click();
      await expect(page.locator('dialog.confirm')).toBeVisible();
      expect(await outsideViewport(page, 'dialog.confirm'), `${width} px`).toEqual([]);
      expect(await words('dialog.confirm'), `${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog.confirm')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog.menu')).toHaveCount(0);
    }
    await page.locator('header button[aria-haspopup=dialog]').click();
    await page.locator('dialog.menu li:last-child button').click();
    await page.locator('dialog.confirm button:not(.button-secondary)').click();
    await expect(page.locator('#email')).toHaveValue('active@demo.test');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      expect(await words('.form-aside'), `${width} px`).toEqual([]);
    }
  });
}
