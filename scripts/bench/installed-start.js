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

export const CPU_SLOWDOWN = 6;
export const VIEWPORT = { width: 360, height: 640 };
/** The start address of the app's manifest (public/manifest.webmanifest). */
export const START = '/#/';
/** What each case waits for: the card's number (offline), the dashboard's greeting (slow 2G). */
export const CASES = /** @type {const} */ ({
  offline: { thing: "the card's member number", network: 'offline' },
  'slow-2g': { thing: "the dashboard's greeting", network: 'slow 2G' },
});
const GIVE_UP_MS = 30_000;
const FLOOR_SITE = fileURLToPath(new URL('./baselines/installed/', import.meta.url));

/** The floor's files (index.html, sw.js), copied where the reference server can serve them. @param {string} out */
export function buildInstalledFloor(out) {
  rmSync(out, { recursive: true, force: true });
  cpSync(FLOOR_SITE, out, { recursive: true });
  return out;
}

/**
 * In the page before its scripts: the animation frame after the thing became visible, in ms from the start
 * of the navigation (performance.now()'s origin, so the service worker's start and its cache reads count).
 * The card's number on both sites; on the app, with the network on, the dashboard's greeting.
 */
function watchForThing() {
  const w = /** @type {any} */ (window);
  const visible = (/** @type {Element | null} */ el) =>
    !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0 && /\S/.test(el.textContent ?? '');
  const shown = () =>
    visible(document.querySelector('.member-number')) ||
    (location.hash === '#/dashboard' &&
      /^Hello, \S/.test(document.getElementById('page-heading')?.textContent ?? '') &&
      visible(document.getElementById('page-heading')));
  const check = () => {
    if (w.__installedShown || !shown()) return;
    w.__installedShown = document.querySelector('.member-number') ? 'card' : 'dashboard';
    requestAnimationFrame(() => {
      w.__installedShownAt ??= performance.now();
    });
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  addEventListener('hashchange', check);
}

/**
 * Data answers (the provider, the content service, its images) wait 2 s at the server while `slow` is on: the
 * DevTools protocol throttles the page's own requests, not the ones its service worker makes.
 * @param {string} target the reference server's base URL
 */
async function slowDataProxy(target) {
  const state = { slow: false };
  const server = http.createServer((req, res) => {
    const data = /^\/(api|wp-json|content-images)\//.test(req.url ?? '');
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

/** Waits until the app has kept its copy of the screen (src/components/keep-screen.ts). @param {import('@playwright/test').Page} page @param {string} name */
const kept = (page, name) =>
  page.waitForFunction((key) => localStorage.getItem(key) !== null, `pro-membership:kept:${name}`, {
    timeout: GIVE_UP_MS,
  });

/** The floor's profile: the site visited once, its service worker installed and in control. @param {string} base */
async function installFloor(base) {
  const profile = mkdtempSync(join(tmpdir(), 'installed-floor-'));
  const context = await launch(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${START}`);
    await controlled(page);
    await context.close();
    return profile;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The app's profile: service worker installed, the member signed in, the card seen once online. @param {string} base */
async function installApp(base) {
  const profile = mkdtempSync(join(tmpdir(), 'installed-app-'));
  const context = await launch(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${START}`);
    await controlled(page);
    await page.getByLabel('Membership e-mail').fill(MEMBER.email);
    await page.locator('#password').fill(MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: GIVE_UP_MS });
    await kept(page, 'dashboard');
    await page.goto(`${base}/#/card`);
    await page.locator('.member-number').waitFor({ timeout: GIVE_UP_MS });
    await kept(page, 'card');
    await context.close();
    return profile;
  } catch (error) {
    await context.close();
    throw error;
  }
}

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
    const at = await page
      .waitForFunction(() => /** @type {any} */ (window).__installedShownAt, null, { timeout: GIVE_UP_MS, polling: 50 })
      .then(
        (h) => /** @type {Promise<number>} */ (h.jsonValue()),
        () => NaN,
      );
    const shown = await page.evaluate(() => /** @type {any} */ (window).__installedShown ?? null);
    const fromServiceWorker = await page.evaluate(
      () =>
        /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0])
          ?.workerStart > 0,
    );
    if (process.env.INSTALLED_DEBUG)
      console.log(
        await page.evaluate(() => {
          const n = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
          const r = performance
            .getEntriesByType('resource')
            .map(
              (e) => `${new URL(e.name).pathname.slice(0, 30)} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`,
            );
          return JSON.stringify({
            workerStart: Math.round(n.workerStart),
            responseEnd: Math.round(n.responseEnd),
            domInteractive: Math.round(n.domInteractive),
            dcl: Math.round(n.domContentLoadedEventStart),
            fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
            r,
          });
        }),
      );
    return { at, shown, landedOn: new URL(page.url()).hash, fromServiceWorker };
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
              ` (${result.landedOn || '#/'}${result.fromServiceWorker ? ', document from the service worker' : ''})`,
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
