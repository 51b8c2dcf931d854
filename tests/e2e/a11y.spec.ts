import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { open, test, expect } from './fixtures';
import { go } from './helpers';

const VISITOR = ['/', '/register', '/register-success', '/registered-deactivated', '/registered-expired', '/forgot-password',
  '/reset-success', '/contact-list', '/membership-deactivated', '/membership-unavailable', '/offline', '/nowhere'];
const MEMBER = ['/dashboard', '/card', '/master-classes', '/settings', '/security', '/app-installation', '/help',
  '/privacy-policy', '/terms', '/notifications', '/videos', '/product-tips', '/latest-news', '/artist-spotlight',
  '/newsletters', '/expiration-warning'];

/** axe's WCAG 2.2 A and AA rules, and nothing scrolling sideways or clipping text at 320 px. */
async function check(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .exclude('.landscape-warning')
    .analyze();
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
