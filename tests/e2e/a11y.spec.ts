import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { LANGUAGES } from '../../src/i18n/languages';
import { open, test, expect } from './fixtures';
import { go } from './helpers';

const VISITOR = ['/', '/register', '/register-success', '/registered-deactivated', '/registered-expired', '/forgot-password',
  '/reset-success', '/contact-list', '/membership-deactivated', '/membership-unavailable', '/offline', '/nowhere'];
const MEMBER = ['/dashboard', '/card', '/master-classes', '/settings', '/security', '/app-installation', '/help',
  '/privacy-policy', '/terms', '/notifications', '/videos', '/product-tips', '/latest-news', '/artist-spotlight',
  '/newsletters', '/expiration-warning'];

// axe-core, the copy @axe-core/playwright uses, put into the page once per document (the app changes
// screens without reloading): AxeBuilder would inject its half-megabyte source again for every screen.
const AXE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } };

/** axe's WCAG 2.2 A and AA rules, and nothing scrolling sideways or clipping text at 320 px. */
async function check(page: Page, where: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
    return (await axe.run({ exclude: [['.landscape-warning']] }, options)).violations;
  }, WCAG);
  const found = violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  const overflow = await page.evaluate(() => {
    const wide = document.documentElement.scrollWidth > innerWidth + 1 ? [`page is ${document.documentElement.scrollWidth}px wide`] : [];
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('main *, header *'))
      .filter((e) => !e.closest('.sr-only') && e.children.length === 0 && e.textContent!.trim() && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => `clipped: ${e.tagName.toLowerCase()} "${e.textContent!.trim().slice(0, 30)}"`);
    return [...wide, ...clipped];
  });
  expect([...found, ...overflow], where).toEqual([]);
}

test.use({ viewport: { width: 320, height: 640 } });

for (const { value, locale } of LANGUAGES) {
  test(`every screen in ${locale} passes axe and fits 320 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, '/');
    await page.locator('#language-switcher').selectOption(value);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const path of VISITOR) {
      await go(page, path);
      await expect(page.locator('main h1')).toBeVisible();
      await check(page, `${locale} ${path}`);
    }
    await go(page, '/');
    await page.locator('#email').fill('expiring@demo.test');
    await page.locator('#password').fill('Makeup2026');
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/#\/expiration-warning$/);
    for (const path of MEMBER) {
      await go(page, path);
      await expect(page.locator('main h1')).toBeAttached();
      await page.waitForTimeout(150);
      await check(page, `${locale} ${path}`);
    }
  });
}
