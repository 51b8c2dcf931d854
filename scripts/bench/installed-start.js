// @ts-check
// Opening the installed app (issue 21): a Chromium profile where the app is installed and a member signed in
// (the card seen once online) is closed, then started cold, and the start address opened, as a tap on the home
// screen icon does. Measured: navigation start to the frame that paints the card's member number (offline) or
// the dashboard's greeting (slow 2G). The floor is the least an installed app can cost: a one-page site whose
// service worker serves, from its cache, a document that paints a card with no script
// (scripts/bench/baselines/installed/). Floor and app alternate, run by run, in one Chromium binary.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.js';
import { MEMBER, NETWORK } from './flow.js';
import { median, withSpread } from './lighthouse.js';

export const CPU_SLOWDOWN = 6;
export const VIEWPORT = { width: 360, height: 640 };
/** The start address of the app's manifest (public/manifest.webmanifest). */
export const START = '/#/';
/** What each case waits for: the card's number (offline), the dashboard's greeting (slow 2G). */
export const CASES = /** @type {const} */ ({
  offline: { shows: 'card', thing: "the card's member number", network: 'offline' },
  'slow-2g': { shows: 'dashboard', thing: "the dashboard's greeting", network: 'slow 2G' },
});
const GIVE_UP_MS = 30_000;
/** How long a start is left alone before the page is asked when it showed the thing. */
const SETTLE_MS = 3000;
const FLOOR_SITE = fileURLToPath(new URL('./baselines/installed/', import.meta.url));

/** The floor's files (index.html, sw.js), copied where the reference server can serve them. @param {string} out */
export function buildInstalledFloor(out) {
  rmSync(out, { recursive: true, force: true });
  cpSync(FLOOR_SITE, out, { recursive: true });
  return out;
}

/**
 * In the page before its scripts: the animation frame that shows the thing, in ms from the start of the
 * navigation (performance.now()'s origin, so the service worker's start and its cache reads count). The card's
 * number on both sites; on the app, with the network on, the dashboard's greeting. The observer only looks for
 * the element (no layout); whether it shows is asked in the frame's own callback, where layout is due anyway.
 */
function watchForThing() {
  const w = /** @type {any} */ (window);
  const thing = () => {
    const heading = document.getElementById('page-heading');
    return document.querySelector('.member-number') ?? (/^Hello, \S/.test(heading?.textContent ?? '') ? heading : null);
  };
  let waiting = false;
  const inFrame = () => {
    waiting = false;
    const el = thing();
    if (w.__installedShownAt || !el) return;
    if (
      !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
      !el.getBoundingClientRect().height ||
      !/\S/.test(el.textContent ?? '')
    )
      return;
    w.__installedShownAt = performance.now();
    w.__installedShown = el.classList.contains('member-number') ? 'card' : 'dashboard';
    observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (waiting || w.__installedShownAt || !thing()) return;
    waiting = true;
    requestAnimationFrame(inFrame);
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Data answers (the provider, the content service, its images) wait 2 s at the server while `slow` is on: the
 * DevTools protocol throttles the page's own requests, not the ones its service worker makes.
 * @param {string} target the reference server's base URL
 */
async function slowDataProxy(target) {
  const state = { slow: false };
  const server = http.createServer((req, res) => {
    const data = /^\/(api|wp-json|wp-content)\//.test(req.url ?? '');
    const forward = () => {
      const upstream = http.request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (data && state.slow) setTimeout(forward, NETWORK.latency);
    else forward();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, state, close: () => new Promise((r) => server.close(r)) };
}

/** @param {string} profile @param {{ offline?: boolean }} [options] */
const launch = (profile, { offline = false } = {}) =>
  chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    offline,
  });

/** @param {import('@playwright/test').Page} page */
async function controlled(page) {
  await page.waitForFunction(
    async () => {
      const sw = navigator.serviceWorker;
      await sw.ready;
      if (!sw.controller)
        await new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
      return true;
    },
    null,
    { timeout: GIVE_UP_MS },
  );
}

/** Waits until the app has kept its copy of the screen (src/start/keep-screen.ts). @param {import('@playwright/test').Page} page @param {string} name */
const kept = (page, name) =>
  page.waitForFunction((key) => localStorage.getItem(key) !== null, `pro-membership:kept:${name}`, {
    timeout: GIVE_UP_MS,
  });

/**
 * A new profile, visited once by `visit` (which leaves it as a member would), closed: the profile's folder.
 * @param {string} prefix @param {(page: import('@playwright/test').Page) => Promise<void>} visit
 */
async function installed(prefix, visit) {
  const profile = mkdtempSync(join(tmpdir(), prefix));
  const context = await launch(profile);
  try {
    await visit(context.pages()[0] ?? (await context.newPage()));
    return profile;
  } finally {
    await context.close();
  }
}

/** The floor's profile: the site visited once, its service worker installed and in control. @param {string} base */
const installFloor = (base) =>
  installed('installed-floor-', async (page) => {
    await page.goto(`${base}${START}`);
    await controlled(page);
  });

/** The app's profile: service worker installed, the member signed in, dashboard and card seen and kept. @param {string} base */
const installApp = (base) =>
  installed('installed-app-', async (page) => {
    await page.goto(`${base}${START}`);
    await page.getByLabel('Membership e-mail').fill(MEMBER.email);
    await page.locator('#password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: GIVE_UP_MS });
    await controlled(page); // registered once a member is signed in
    await kept(page, 'dashboard');
    await page.goto(`${base}/#/card`);
    await page.locator('.member-number').waitFor({ timeout: GIVE_UP_MS });
    await kept(page, 'card');
  });

/**
 * One cold start: the browser started on the profile, the CPU slowed, the network off or slow, the start address
 * opened. Returns when the thing was painted and what it was.
 * @param {string} profile @param {string} base @param {keyof typeof CASES} which
 */
async function coldStart(profile, base, which) {
  const context = await launch(profile, { offline: which === 'offline' });
  try {
    await context.addInitScript(watchForThing);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (which === 'slow-2g') {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    }
    await page.goto(`${base}${START}`, { waitUntil: 'commit' });
    // nothing of Playwright's runs in the page while it starts (its injected script costs 60-90 ms at 6x CPU)
    await page.waitForTimeout(SETTLE_MS);
    const at = await page
      .waitForFunction(() => /** @type {any} */ (window).__installedShownAt, null, {
        timeout: GIVE_UP_MS,
        polling: 250,
      })
      .then(
        (h) => /** @type {Promise<number>} */ (h.jsonValue()),
        () => NaN,
      );
    const shown = await page.evaluate(() => /** @type {any} */ (window).__installedShown ?? null);
    // where the document came from, and when: its answer began, its parse ended (a paint before that is the parser's yield)
    const timing = await page.evaluate(() => {
      const n = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
      return {
        fromServiceWorker: (n?.workerStart ?? 0) > 0,
        answered: n?.responseStart ?? NaN,
        parsed: n?.domInteractive ?? NaN,
      };
    });
    return { at, shown, landedOn: new URL(page.url()).hash, ...timing };
  } finally {
    await context.close();
  }
}

/**
 * Floor and app, each case, `runs` times, interleaved (run, case, site) so a burst of load elsewhere hits both.
 * @param {{ floor: string, app: string }} bases the two sites' reference servers
 * @param {{ runs: number, log?: (line: string) => void }} options
 */
export async function measureInstalledStart(bases, { runs, log = () => {} }) {
  const proxy = await slowDataProxy(bases.app);
  const profiles = { floor: '', app: '' };
  /** @type {Record<keyof typeof CASES, Record<'floor' | 'app', Array<Awaited<ReturnType<typeof coldStart>>>>>} */
  const results = { offline: { floor: [], app: [] }, 'slow-2g': { floor: [], app: [] } };
  try {
    profiles.floor = await installFloor(bases.floor);
    profiles.app = await installApp(proxy.url);
    const base = { floor: bases.floor, app: proxy.url };
    // one unmeasured start of each: a profile's first start after install pays one-off costs
    for (const site of /** @type {const} */ (['floor', 'app'])) await coldStart(profiles[site], base[site], 'offline');
    for (let r = 1; r <= runs; r++) {
      for (const which of /** @type {Array<keyof typeof CASES>} */ (Object.keys(CASES))) {
        proxy.state.slow = which === 'slow-2g';
        for (const site of /** @type {const} */ (['floor', 'app'])) {
          const result = await coldStart(profiles[site], base[site], which);
          results[which][site].push(result);
          log(
            `${which} ${site} run ${r}: ${result.shown ?? 'nothing'} at ${Math.round(result.at)} ms` +
              ` (${result.landedOn || '#/'}${result.fromServiceWorker ? ', document from the service worker' : ''};` +
              ` answered at ${Math.round(result.answered)} ms, parsed at ${Math.round(result.parsed)} ms)`,
          );
        }
      }
    }
  } finally {
    proxy.state.slow = false;
    await proxy.close();
    for (const p of Object.values(profiles)) if (p) rmSync(p, { recursive: true, force: true });
  }
  return { results, cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, viewport: VIEWPORT, start: START };
}

export const INSTALLED_LIMIT = 1.3; // × the floor's time, median of the runs
export const INSTALLED_WORST = 2; // × the floor's time in the same round, any run

/** @typedef {Awaited<ReturnType<typeof measureInstalledStart>>} Installed */

/** The app's runs of a case (ms); NaN where it showed the wrong thing. @param {Installed} r @param {keyof typeof CASES} which */
const appRuns = (r, which) => r.results[which].app.map((a) => (a.shown === CASES[which].shows ? a.at : NaN));

/** Per case: the medians, the ratio, each round's ratio. @param {Installed} r */
export function installedRatios(r) {
  return /** @type {Array<keyof typeof CASES>} */ (Object.keys(CASES)).map((which) => {
    const { floor } = r.results[which];
    const appAt = appRuns(r, which);
    const rounds = appAt.map((a, i) => a / floor[i].at);
    return {
      which,
      floor: median(floor.map((f) => f.at)),
      app: median(appAt),
      rounds,
      wrong: appAt.filter((a) => !Number.isFinite(a)).length,
    };
  });
}

/** @param {Installed} r */
export function installedVerdicts(r) {
  return installedRatios(r).flatMap(({ which, floor, app, rounds, wrong }) => [
    {
      name: `installed app, ${CASES[which].network}: ${CASES[which].thing} ≤ ${INSTALLED_LIMIT}× the cached static page (median)`,
      value: `${(app / floor).toFixed(2)}×`,
      ok: app / floor <= INSTALLED_LIMIT && wrong === 0,
    },
    {
      name: `installed app, ${CASES[which].network}: no run over ${INSTALLED_WORST}×`,
      value: `worst ${Math.max(...rounds.map((x) => (Number.isFinite(x) ? x : Infinity))).toFixed(2)}×`,
      ok: rounds.every((x) => x <= INSTALLED_WORST),
    },
  ]);
}

/** The section of BENCHMARKS.md. @param {Installed} r */
export function installedSection(r) {
  return [
    `A Chromium profile with the app installed and \`active@demo.test\` signed in (dashboard and card seen once online, so both are kept), ` +
      `closed, then started cold (a new browser process on the profile) and the start address \`${r.start}\` opened, ` +
      `${r.cpuSlowdown}x CPU (CDP), a ${r.viewport.width}×${r.viewport.height} phone. Offline: the network off for the whole browser. ` +
      `Slow 2G: the page's requests throttled through the DevTools protocol (${r.network.latency} ms, ${((r.network.downloadThroughput * 8) / 1000).toFixed(0)} kbit/s) ` +
      `and every data answer (provider, content) held ${r.network.latency} ms at a proxy, as the service worker's own requests are not throttled. ` +
      'Measured: navigation start to the animation frame that shows the thing (observed without layout; Playwright asks the page only after 3 s). ' +
      '**floor**: `scripts/bench/baselines/installed/`, one page whose service worker serves, from its cache, a document that paints a card (name, number, level, expiry) with no script. ' +
      'Floor and app alternate, run by run (`scripts/bench/installed-start.js`; `npm run bench -- --only-installed` prints it alone).',
    '',
    '| cold start, start address | the thing | floor (median, spread) | app (median, spread) | app ÷ floor | each round | app runs (ms) | floor runs (ms) |',
    '|---|---|--:|--:|--:|---|---|---|',
    ...installedRatios(r).map(
      ({ which, floor, app, rounds }) =>
        `| ${CASES[which].network} | ${CASES[which].thing} | ${withSpread(r.results[which].floor.map((f) => f.at))} ` +
        `| ${withSpread(appRuns(r, which))} | ${(app / floor).toFixed(2)}× | ` +
        `${rounds.map((x) => `${x.toFixed(2)}×`).join(', ')} | ${r.results[which].app.map((a) => Math.round(a.at)).join(', ')} | ` +
        `${r.results[which].floor.map((f) => Math.round(f.at)).join(', ')} |`,
    ),
    '',
    ...installedVerdicts(r).map((c) => `- ${c.ok ? '✓' : '✗'} ${c.name}: ${c.value}${c.ok ? '' : ' — **missed**'}`),
  ];
}
