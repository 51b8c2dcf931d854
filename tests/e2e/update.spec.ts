import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { go } from './helpers';
import { record } from './summary';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { createAppServer } from '../../server/index.js';

test.describe('updates', () => {
  test.setTimeout(90_000);

  test('a new build shows "Update available" without disturbing a form being filled; accepting reloads into it without a failed chunk', async ({ page }) => {
    record({ faults: 1 }); // a new version arriving mid-session
    const root = mkdtempSync(join(tmpdir(), 'pro-update-'));
    const live = join(root, 'live');
    cpSync('dist', live, { recursive: true });
    const app = createAppServer({ dataDir: join(root, 'data'), fresh: true, staticDir: live });
    const { url } = await app.listen(0, '127.0.0.1');
    try {
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      page.on('response', (r) => r.status() >= 400 && r.url().includes('/assets/') && failed.push(r.url()));

      await page.goto(`${url}/#/`);
      await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
      await page.getByLabel('Membership e-mail').fill('active@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/#\/dashboard$/);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('.menu-version')).toHaveText('v0.1.0');
      await page.keyboard.press('Escape');

      // the next version, deployed over the live one (its old chunks are gone from the server)
      const next = join(root, 'next');
      execFileSync('npx', ['vite', 'build', '--outDir', next, '--logLevel', 'error'], { env: { ...process.env, VITE_APP_VERSION: 'next' } });
      execFileSync('node', ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: next } });
      rmSync(live, { recursive: true });
      cpSync(next, live, { recursive: true });

      // the member is half-way through a form when the new version arrives
      await go(page, '/security');
      await page.locator('#current').fill('Makeup2026');
      await page.locator('#password').fill('Half-typed');
      await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())!.update()));
      await expect(page.getByText('Update available')).toBeVisible({ timeout: 20_000 });
      // nothing reloaded under the member's hands: the same page, the typed values still there
      await expect(page).toHaveURL(/#\/security$/);
      await expect(page.locator('#current')).toHaveValue('Makeup2026');
      await expect(page.locator('#password')).toHaveValue('Half-typed');

      // the running version still opens screens it has not loaded yet: its old worker serves them
      await go(page, '/help');
      await expect(page.locator('main h1')).toHaveText('Help');

      await page.getByRole('button', { name: 'Update', exact: true }).click();
      await page.waitForEvent('load');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('.menu-version')).toHaveText('vnext');
      expect(failed).toEqual([]);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
