// Screenshots of the real app for the README's gallery: the sign-in screen, the dashboard, the card, master classes
// and a feed, in English, Arabic and Japanese, and the dashboard and card in German and Thai too (long labels,
// another script), at phone size. Run after a build: `npm run gallery`.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createAppServer } from '../server/index.js';

const OUT = 'docs/gallery';
const LANGUAGES = [
  ['english', 'en'],
  ['arabic', 'ar'],
  ['japanese', 'ja'],
  ['german', 'de', ['dashboard', 'card']],
  ['thai', 'th', ['dashboard', 'card']],
];
const SHOTS = [
  ['sign-in', '/'],
  ['dashboard', '/dashboard'],
  ['card', '/card'],
  ['master-classes', '/master-classes'],
  ['latest-news', '/latest-news'],
];

const dataDir = mkdtempSync(join(tmpdir(), 'pro-gallery-'));
const app = createAppServer({ dataDir, fresh: true, staticDir: 'dist', log: () => {} });
const { url } = await app.listen(0, '127.0.0.1');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
mkdirSync(OUT, { recursive: true });

/** Waits until the screen is done: nothing loading and no loading bar (it shows 200 ms into any work). */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.locator('.loading-bar-on, .feed-loading').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** A screenshot of a settled screen; a loading bar in the picture would be a lie, so it stops the script. */
async function shoot(page, file) {
  await settled(page);
  if (await page.locator('.loading-bar-on').count()) throw new Error(`${file}: the loading bar is still shown`);
  await page.screenshot({ path: join(OUT, file) });
}

try {
  let shots = 0;
  for (const [language, code, only] of LANGUAGES) {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    await page.goto(`${url}/#/`);
    await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
    await page.locator('#language-switcher').selectOption(language);
    await page.locator(`html[lang^=${code}]`).waitFor({ state: 'attached' });
    if (!only) {
      await shoot(page, `sign-in-${code}.png`);
      shots++;
    }
    await page.locator('#email').fill('active@demo.test');
    await page.locator('#password').fill('Makeup2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/#\/dashboard$/);
    for (const [name, path] of SHOTS.slice(1).filter(([name]) => !only || only.includes(name))) {
      const before = await page.title();
      if (!page.url().endsWith(`#${path}`)) {
        await page.evaluate((p) => (location.hash = p), path);
        // the new screen's title, not the last screen's heading still shown while the new chunk loads
        await page.waitForFunction((t) => document.title !== t, before);
      }
      await page.locator('main h1').waitFor({ state: 'attached' });
      await shoot(page, `${name}-${code}.png`);
      shots++;
    }
    await page.close();
  }
  console.log(`gallery: ${shots} screenshots in ${OUT}/`);
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
