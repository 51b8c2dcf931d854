// The layout measures themselves (./layout.ts), on plain pages: each must find the fault it names, and only that.
import { expect, test } from '@playwright/test';
import { brokenWords, lineCount, outsideViewport } from './layout';

test.describe('layout measures', () => {
  test('find a word the box is too narrow for, and not one broken at a hyphen or between words', async ({ page }) => {
    await page.setContent(`
      <p class="narrow" style="width: 6ch; overflow-wrap: anywhere; font: 16px sans-serif">Benachrichtigungen</p>
      <p class="hyphen" style="width: 6ch; font: 16px sans-serif">Live-Ausweis</p>
      <p class="words" style="width: 6ch; font: 16px sans-serif">ein Mitglied</p>`);
    expect(await brokenWords(page, '.narrow', 'de-DE')).toEqual([{ word: 'Benachrichtigungen', in: 'narrow' }]);
    expect(await brokenWords(page, '.hyphen, .words', 'de-DE')).toEqual([]);
    expect(await lineCount(page, '.hyphen')).toBe(2);
    expect(await lineCount(page, '.words')).toBe(2);
  });

  test('count one line for a value that fits, and find what lies outside the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 480 });
    await page.setContent(`
      <p class="number" style="font: 20px monospace">10000000001</p>
      <p class="below" style="margin-top: 600px">Account already exists</p>`);
    expect(await lineCount(page, '.number')).toBe(1);
    expect(await outsideViewport(page, 'p')).toEqual(['Account already exists']);
  });
});
