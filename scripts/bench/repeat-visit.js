// @ts-check
// The repeat visit: a member who has opened the app once (service worker installed, signed in) opens it
// again. Measured: whether any app code (HTML, scripts, CSS) still comes over the network, and how long
// the membership card takes to show with the network off and the CPU slowed 6x.
import { chromium } from '@playwright/test';
import { startChrome } from './lighthouse.js';

const MEMBER = { email: 'active@demo.test', password: 'Makeup2026' };
const CPU_SLOWDOWN = 6;
const CARD_TARGET_MS = 1000;
/** App code: the document, the bundles and stylesheets. The member API, content and images are data. */
const isAppCode = (/** @type {string} */ path) => path === '/' || path === '/index.html' || path.startsWith('/assets/');

/**
 * In the page before any of its scripts: note when the card's name is on screen, at the animation frame
 * that paints it, in ms since the navigation started (performance.now()'s origin), so the SW's start-up
 * and the cache reads count, and nothing from Playwright's side does.
 */
function watchForCard() {
  const w = /** @type {any} */ (window);
  const shown = () => {
    const el = document.querySelector('.member-card-name');
    return !!el && el.checkVisibility() && el.getBoundingClientRect().height > 0 && !!el.textContent?.trim();
  };
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__benchCardShownAt ??= performance.now();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** @param {import('@playwright/test').Page} page */
async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    await sw.ready; // active, i.e. the precache (the whole app) is in Cache Storage
    if (!sw.controller)
      await new Promise((resolve) => sw.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/**
 * @param {import('node:http').Server} server the app's server, to count what really reaches it
 * @param {string} base @param {{ runs: number }} options
 */
export async function measureRepeatVisit(server, base, { runs }) {
  /** @type {string[]} */
  let hits = [];
  const onRequest = (/** @type {import('node:http').IncomingMessage} */ req) => hits.push(String(req.url));
  server.on('request', onRequest);
  const chrome = await startChrome();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    await context.addInitScript(watchForCard);

    // First visit: sign in (the session is kept in IndexedDB), the service worker installed, see the card once.
    const first = await context.newPage();
    await first.goto(`${base}/#/`);
    await first.getByLabel('Membership e-mail').fill(MEMBER.email);
    await first.locator('#password').fill(MEMBER.password);
    await first.getByRole('button', { name: 'Sign In' }).click();
    await first.waitForURL(/#\/dashboard$/, { timeout: 30_000 });
    await waitForServiceWorker(first); // registered once a member is signed in
    await first.goto(`${base}/#/card`);
    await first.locator('.member-card-name').waitFor({ timeout: 30_000 });
    await first.close();

    /** @param {string} hash @param {boolean} offline */
    async function reopen(hash, offline) {
      await context.setOffline(offline);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      /** @type {string[]} */
      const fromNetwork = []; // app code the page got from anywhere but the service worker (or failed to get)
      page.on('requestfinished', async (request) => {
        const path = new URL(request.url()).pathname;
        if (isAppCode(path) && !(await request.response())?.fromServiceWorker()) fromNetwork.push(path);
      });
      page.on('requestfailed', (request) => {
        const path = new URL(request.url()).pathname;
        if (isAppCode(path)) fromNetwork.push(`${path} (failed)`);
      });
      hits = [];
      await page.goto(`${base}/${hash}`, { waitUntil: 'load', timeout: 30_000 });
      let cardMs = NaN;
      if (hash === '#/card') {
        await page.locator('.member-card-name').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => /** @type {any} */ (window).__benchCardShownAt !== undefined);
        cardMs = await page.evaluate(() => /** @type {any} */ (window).__benchCardShownAt);
      }
      // a signed-in member opening / is sent on to the dashboard once the app has read the session
      if (hash === '#/') await page.waitForURL(/#\/dashboard$/, { timeout: 15_000 }).catch(() => {});
      // the address changes before the screen paints: wait for the paint entry (a missing one stays NaN)
      await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
          timeout: 10_000,
        })
        .catch(() => {});
      const fcpMs = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      // when each file of app code was asked for and arrived (from the SW), to see where the time goes
      const timeline = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => /** @type {PerformanceResourceTiming} */ (e))
          .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
          .map((e) => ({
            path: new URL(e.name).pathname,
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd),
          })),
      );
      await page.waitForTimeout(500); // late lazy chunks would show up here
      const landedOn = new URL(page.url()).hash || '#/';
      await cdp.detach();
      await page.close();
      const serverAppHits = hits.filter((u) => isAppCode(new URL(u, base).pathname));
      return {
        hash,
        offline,
        cardMs,
        fcpMs,
        landedOn,
        timeline,
        fromNetwork: [...fromNetwork],
        serverAppHits,
        serverOtherHits: [...hits].filter((u) => !serverAppHits.includes(u)),
      };
    }

    // Online once: with the network there, does the app still fetch its code? (The server would see it.)
    const online = [await reopen('#/', false), await reopen('#/card', false)];
    // Offline, N times each: the timings.
    const offline = [];
    for (let r = 0; r < runs; r++) offline.push(await reopen('#/', true), await reopen('#/card', true));
    await context.setOffline(false);
    return { online, offline, cpuSlowdown: CPU_SLOWDOWN, cardTargetMs: CARD_TARGET_MS };
  } finally {
    server.off('request', onRequest);
    await browser.close(); // over CDP this only disconnects
    await chrome.kill();
  }
}
