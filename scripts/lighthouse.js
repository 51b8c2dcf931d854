// @ts-check
// `npm run lighthouse`: Lighthouse (default mobile profile, simulated throttling) on four pages of the
// production build, then `lhci assert` twice, because lhci refuses budgets and assertions in one run:
// once with budgets.json, once with the category minimum scores in lighthouserc.json.
// Exits 1 when an assertion fails or a page could not be measured as intended.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
// the launcher `lhci collect` starts Chrome with: Lighthouse's usual flags, not Playwright's test flags
// (which turn off the back/forward cache and paint holding, and so change what Lighthouse sees)
import { launch } from 'chrome-launcher';
// the copy @lhci/cli depends on (hoisted), so collection and `lhci assert` agree on the LHR format
import lighthouse, { generateReport } from 'lighthouse';
import { createAppServer } from '../server/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT); // lhci reads .lighthouseci/ and budgets.json relative to the working directory
const LHCI = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js');
const OUT = '.lighthouseci';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// the machine has no outside network: keep Chromium from calling Google's services mid-measurement
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const MEMBER = { email: 'active@demo.test', password: 'Makeup2026' };
const CATEGORIES = /** @type {const} */ (['performance', 'accessibility', 'best-practices']);
const MIN_SCORE = 0.95;
/** Sign-in first: nobody has signed in yet in the fresh profile, so it really shows the sign-in screen. */
const PAGES = [
  { name: 'sign-in', hash: '#/', signedIn: false },
  { name: 'dashboard', hash: '#/dashboard', signedIn: true },
  { name: 'card', hash: '#/card', signedIn: true },
  { name: 'master-classes', hash: '#/master-classes', signedIn: true },
];

/** @typedef {import('lighthouse').Result} LHR */

/** Signs in the demo member in the shared profile: the session lands in IndexedDB, which every later
 * Lighthouse tab of this profile reads. @param {import('@playwright/test').BrowserContext} context @param {string} base */
async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/#/`);
  await page.getByLabel('Membership e-mail').fill(MEMBER.email);
  await page.locator('#password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/#\/dashboard$/, { timeout: 20_000 });
  await page.close(); // an idle open app would compete with the measured tab for the CPU
}

/**
 * What Lighthouse's own storage reset would do, minus IndexedDB (the member's session): an empty HTTP
 * cache and no service worker, so every page is measured as a first visit, not served from the SW's
 * precache (which would report ~0 bytes and make the size budgets meaningless).
 * @param {import('@playwright/test').BrowserContext} context @param {string} origin
 */
async function coldStart(context, origin) {
  const page = context.pages()[0] ?? await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/** @param {LHR} lhr @param {string} type @returns {{ requestCount: number, transferSize: number } | undefined} */
function resources(lhr, type) {
  const items = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
  return items.find((/** @type {any} */ i) => i.resourceType === type);
}

/** One line per page: scores, the budgeted timings and the biggest sizes. @param {string} name @param {LHR} lhr */
function row(name, lhr) {
  const score = (/** @type {string} */ c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(5);
  const ms = (/** @type {string} */ id) => `${Math.round(lhr.audits[id]?.numericValue ?? NaN)}`.padStart(6);
  const kb = (/** @type {string} */ t) => ((resources(lhr, t)?.transferSize ?? 0) / 1024).toFixed(1).padStart(7);
  return `${name.padEnd(15)}${score('performance')}${score('accessibility')}${score('best-practices')}`
    + `${ms('first-contentful-paint')}${ms('largest-contentful-paint')}${ms('total-blocking-time')}${ms('interactive')}`
    + `${kb('total')}${kb('script')}`;
}
const HEADER = `${'page'.padEnd(15)}  perf  a11y    bp   FCP    LCP    TBT    TTI  total KB script KB`;

/**
 * The audits that pull a category under MIN_SCORE, with the elements or URLs involved, so the app can
 * be fixed without opening the HTML report. Performance: its metrics plus the insights that cost time.
 * @param {LHR} lhr @returns {string[]}
 */
function whyBelow(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id];
    if (!cat || (cat.score ?? 0) >= MIN_SCORE) continue;
    lines.push(`  ${id} ${Math.round((cat.score ?? 0) * 100)} < ${MIN_SCORE * 100}:`);
    for (const ref of cat.auditRefs) {
      const a = lhr.audits[ref.id];
      if (a.score === null || a.score >= (id === 'performance' ? 0.9 : 1)) continue;
      if (a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
      if (id === 'performance' && !ref.weight && !a.metricSavings) continue;
      lines.push(`    - ${a.id} (${a.title})${a.displayValue ? `: ${a.displayValue}` : ''}${ref.weight ? ` [weight ${ref.weight}]` : ''}`);
      const items = /** @type {any[]} */ (/** @type {any} */ (a.details)?.items ?? []);
      for (const item of items.slice(0, 6)) {
        const node = item.node ?? item;
        const what = node.snippet ?? node.selector ?? item.url ?? item.source?.url ?? item.description ?? '';
        if (what) lines.push(`        ${String(what).slice(0, 160)}${node.explanation ? ` — ${String(node.explanation).split('\n').slice(0, 2).join(' ')}` : ''}`);
      }
      if (items.length > 6) lines.push(`        … ${items.length - 6} more`);
    }
  }
  return lines;
}

/** @param {string[]} args @returns {number} */
function lhci(args) {
  console.log(`\n$ lhci ${args.join(' ')}`);
  return spawnSync(process.execPath, [LHCI, ...args], { stdio: 'inherit' }).status ?? 1;
}

async function main() {
  const started = Date.now();
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    console.log('dist/ is missing: npm run build');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) return 1;
  }
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (/^lhr-\d+\.(json|html)$/.test(f)) unlinkSync(join(OUT, f));

  const dataDir = mkdtempSync(join(tmpdir(), 'lh-data-'));
  const app = createAppServer({ dataDir, fresh: true, staticDir: 'dist', log: () => {} });
  const { url: base } = await app.listen(0, '127.0.0.1');
  // One browser (with a fresh temporary profile) for Playwright and Lighthouse: both work in its default
  // browser context, so Lighthouse's tabs see the IndexedDB that Playwright's sign-in wrote.
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const { port } = chrome;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  /** @type {string[]} */
  const problems = [];
  /** @type {Array<[string, LHR]>} */
  const results = [];
  try {
    let signedIn = false;
    for (const [i, page] of PAGES.entries()) {
      if (page.signedIn && !signedIn) await signIn(context, base), signedIn = true;
      await coldStart(context, base);
      const target = `${base}/${page.hash}`;
      const t0 = Date.now();
      const run = await lighthouse(target, { port, output: 'json', logLevel: 'error', disableStorageReset: true });
      if (!run) throw new Error(`Lighthouse returned nothing for ${target}`);
      const { lhr } = run;
      console.log(`${page.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      if (lhr.runtimeError) problems.push(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // a signed-in page that ends on the sign-in screen measured the wrong screen
      if (new URL(lhr.finalDisplayedUrl).hash !== page.hash) {
        problems.push(`${page.name}: ended on ${lhr.finalDisplayedUrl}, not ${page.hash}`);
      }
      // lhci groups runs by finalUrl, which drops the hash: without it the four pages would count as
      // four runs of one URL and the default optimistic aggregation would check only the best of them
      lhr.finalUrl = target;
      const file = join(OUT, `lhr-${i + 1}`);
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      writeFileSync(`${file}.html`, generateReport(lhr, 'html'));
      results.push([page.name, lhr]);
    }
  } finally {
    await browser.close(); // only disconnects Playwright
    await chrome.kill(); // also deletes the temporary profile
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${HEADER}`);
  for (const [name, lhr] of results) console.log(row(name, lhr));
  const budgetStatus = lhci(['assert', '--budgetsFile=budgets.json', '--no-lighthouserc']);
  const scoreStatus = lhci(['assert', '--config=lighthouserc.json']);

  const why = results.flatMap(([name, lhr]) => {
    const lines = whyBelow(lhr);
    return lines.length ? [`${name} (${lhr.finalUrl}):`, ...lines] : [];
  });
  if (why.length) console.log(`\nCategories under ${MIN_SCORE}, and the audits that fail:\n${why.join('\n')}`);
  for (const p of problems) console.log(`PROBLEM ${p}`);
  console.log(`\nbudgets: ${budgetStatus ? 'FAILED' : 'ok'}, scores: ${scoreStatus ? 'FAILED' : 'ok'}`
    + `, reports in ${OUT}/lhr-N.html, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return budgetStatus || scoreStatus || problems.length ? 1 : 0;
}

process.exitCode = await main().catch((err) => {
  console.error(err);
  return 1;
});
