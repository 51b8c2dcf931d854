// @ts-check
// The first sign-in as a member on slow 2G lives it (issue 15): a fresh visit, the password manager fills the
// form the moment it appears, and the member taps Sign in a while later. Measured in a real Chromium with the
// network and CPU throttled through the DevTools protocol: navigation start to the dashboard's greeting, and
// whether the tap was lost (the page loaded again, or no greeting came). The floor is the least this can cost:
// the same form in one document whose inline script makes the same provider call and says hello.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.js';

export const MEMBER = { email: 'active@demo.test', password: 'Makeup2026' };
/** Slow 2G: 2,000 ms round trip, 50 kbit/s each way; a low-end phone: 6x slower CPU. */
export const NETWORK = { latency: 2000, downloadThroughput: 50_000 / 8, uploadThroughput: 50_000 / 8 };
export const CPU_SLOWDOWN = 6;
/** The two moments a member taps, after the form appears (ms). */
export const TAPS = [1000, 8000];
/** How long a run may take before its tap counts as lost (ms). */
const GIVE_UP_MS = 90_000;

/**
 * The floor page's script: on submit, the password's hash (src/services/password-hash.ts), the provider's
 * getmember call with the client credentials, and "Hello, <first name>" in the heading.
 * @param {{ membershipBase: string, client: Record<string, string> }} config
 */
const floorScript = ({ membershipBase, client }) => `
document.addEventListener('submit', async function (e) {
  e.preventDefault();
  var email = document.getElementById('email').value.trim().toLowerCase();
  var bytes = new TextEncoder().encode(email + ':' + document.getElementById('password').value);
  var digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  var hash = Array.from(digest, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  var body = Object.assign(${JSON.stringify(client)}, { userName: email, password: hash });
  var answer = await fetch(${JSON.stringify(membershipBase)} + 'membership/getmember', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(function (r) { return r.json(); });
  location.hash = '#/dashboard';
  document.getElementById('page-heading').textContent = 'Hello, ' + JSON.parse(answer.data).FirstName;
});`;

/**
 * The flow's floor: the app's prerendered index.html without its code (and the greeting), plus the floor script (the reference
 * server allows a document's inline script by its hash).
 * @param {string} app the app's snapshot @param {string} out
 */
export function buildFlowFloor(app, out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const html = readFileSync(join(app, 'index.html'), 'utf8')
    .replace(/\s*<script\b[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link (rel="modulepreload"|data-module)[^>]*>/g, '')
    .replace(/<p class="no-script">[\s\S]*?<\/p>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, ''); // the greeting's dashboard (docs/first-paint.md)
  if (/<script|data-module/.test(html)) throw new Error("flow floor: the app's code is still in the page");
  const script = floorScript({
    membershipBase: '/api/',
    client: {
      clientAppId: 'pro-membership-demo',
      clientUserName: 'demo-client',
      clientPassword: 'demo-client-secret',
    },
  });
  writeFileSync(join(out, 'index.html'), html.replace('</body>', `<script>${script}</script></body>`));
  return out;
}

/**
 * In the page before its scripts: the frame that paints the greeting, the first press or key, long tasks, and
 * the input delay of every key event (Event Timing).
 */
function watchPage() {
  const w = /** @type {any} */ (window);
  Object.assign(w, { __flowLongTasks: [], __flowKeys: [], __flowInputs: [] });
  // the greeting as the member first sees it: the app's dashboard, or the boot script's early copy of it
  // (src/start/greeting.ts), which the app replaces once its code has arrived
  const hello = () => /^Hello, \S/.test(document.getElementById('page-heading')?.textContent ?? '');
  const greeted = () => (location.hash === '#/dashboard' || !!document.getElementById('greeting')) && hello();
  const live = () => location.hash === '#/dashboard' && !document.getElementById('greeting') && hello();
  new MutationObserver((_, observer) => {
    const [seen, app] = [greeted(), live()];
    if (seen) requestAnimationFrame(() => (w.__flowGreetedAt ??= performance.now()));
    if (!app) return;
    observer.disconnect();
    requestAnimationFrame(() => (w.__flowLiveAt ??= performance.now()));
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  // the page's own code has taken over the form (the sign-in island or the app: <html data-app>), and the app has
  // started (data-app=live), which the typing runs hear of through their binding (watchTyping); the floor does neither
  new MutationObserver((_, observer) => {
    const app = document.documentElement?.dataset.app;
    if (!app) return;
    w.__flowCodeAt ??= performance.now();
    if (app !== 'live') return;
    observer.disconnect();
    w.__flowTell?.(JSON.stringify(['live', performance.now()]));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__flowLongTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (e.name === 'keydown')
        w.__flowKeys.push([
          Math.round(e.startTime),
          Math.round(e.processingStart - e.startTime),
          Math.round(e.duration),
        ]);
      // when the page handled a member's key or tap: the task that did is the input's, not the code's own
      if (e.name === 'keydown' || e.name === 'pointerdown' || e.name === 'pointerup' || e.name === 'click')
        w.__flowInputs.push([e.processingStart, e.processingEnd]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (e) => {
        w.__flowTapAt ??= e.timeStamp;
      },
      true,
    );
}

/** A phone: its network (CDP's emulateNetworkConditions) and CPU slowdown; slow 2G and 6x unless said. */
export const SLOW_PHONE = { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN };
/** @typedef {typeof SLOW_PHONE} Phone */
/**
 * A phone on 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up: the rates of Lighthouse's mobile profile; 4x CPU),
 * where the browser rates the link `4g`. A tap the moment the form appears comes before the code has taken over the
 * form (the head script holds it); a tap a second later finds the code there.
 */
export const FAST_PHONE = {
  network: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuSlowdown: 4,
};
/** The moments a member on 4G taps: the moment the form appears (before its code), and a second later. */
export const FAST_TAPS = [0, 1000];

/** @param {import('@playwright/test').Browser} browser @param {Phone} [phone] */
async function openPhone(browser, { network, cpuSlowdown } = SLOW_PHONE) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await context.addInitScript(watchPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents++;
  });
  return { context, page, documents: () => documents };
}

/** @param {import('@playwright/test').Page} page @param {string} name */
const read = (page, name) => page.evaluate((n) => /** @type {any} */ (window)[n], name);

/**
 * One first visit: the form filled the moment it shows, then (after `tapAfterMs`) a tap on Sign in, or Enter.
 * Playwright's own checks are skipped at the moment of the tap (at 6x CPU they would wait on their own).
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {{ tapAfterMs: number, how?: 'tap' | 'enter', phone?: Phone }} options
 */
export async function flowOnce(browser, url, { tapAfterMs, how = 'tap', phone }) {
  const { context, page, documents } = await openPhone(browser, phone);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('#email').waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const shownAt = await page.evaluate(() => performance.now());
    await page.evaluate(({ email, password }) => {
      for (const [id, value] of [
        ['email', email],
        ['password', password],
      ]) {
        const field = /** @type {HTMLInputElement} */ (document.getElementById(id));
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, MEMBER);
    const button = /** @type {{ x: number, y: number, width: number, height: number }} */ (
      await page.locator('button[type=submit]').boundingBox()
    );
    if (how === 'enter') await page.locator('#password').focus();
    const wait = tapAfterMs - ((await page.evaluate(() => performance.now())) - shownAt);
    if (wait > 0) await page.waitForTimeout(wait);
    if (how === 'enter') await page.keyboard.press('Enter');
    else await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
    // a greeting counts once the app's own dashboard has followed it: a sign-in the app did not complete is lost
    const liveAt = await page
      .waitForFunction(() => /** @type {any} */ (window).__flowLiveAt, null, { timeout: GIVE_UP_MS, polling: 100 })
      .then(
        (h) => /** @type {Promise<number>} */ (h.jsonValue()),
        () => NaN,
      );
    const greetedAt = /** @type {number} */ (await read(page, '__flowGreetedAt'));
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const lost = !Number.isFinite(liveAt) || documents() > 1;
    return {
      fcp,
      tapAt: /** @type {number} */ (await read(page, '__flowTapAt')),
      codeAt: /** @type {number | undefined} */ (await read(page, '__flowCodeAt')) ?? NaN,
      greetedAt: lost ? NaN : greetedAt,
      liveAt: lost ? NaN : liveAt,
      lost,
      documents: documents(),
      longTasks: /** @type {Array<[number, number]>} */ (await read(page, '__flowLongTasks')),
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page before its scripts, for the typing runs: the form once it is painted (and where its email field is),
 * told to the harness through a binding, as watchPage tells the app's start (`<html data-app=live>`). Playwright's own
 * waits and locators run its injected script on the page's main thread (a first query costs 60 ms at 6x CPU, and a
 * polled wait runs every frame): the typing runs use none, so every task they count is the page's own.
 */
function watchTyping() {
  const w = /** @type {any} */ (window);
  const tell = (/** @type {string} */ what, /** @type {unknown} */ detail) =>
    w.__flowTell(JSON.stringify([what, detail]));
  // the frame's last text painted (its Element Timing entry, src/app/components/language-switcher.tsx): the form is
  // on view, laid out, and its field's box costs no layout of its own
  new PerformanceObserver((list, observer) => {
    const painted = list.getEntries().find((e) => /** @type {any} */ (e).identifier === 'frame-end');
    const email = document.getElementById('email');
    if (!painted || !email) return;
    observer.disconnect();
    const box = email.getBoundingClientRect();
    tell('form', { at: performance.now(), x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }).observe({ type: 'element', buffered: true });
  // the app's start ('live') is told by watchPage's data-app observer
}

/**
 * Typing while the code arrives and starts: the member taps the email field the moment the form shows, then types a
 * key every 150 ms until a second after the app has started (or, with `forMs`, for that long: the floor, which has no
 * code to start). Returns the keys Event Timing reports (16 ms or more from key to next paint): when, the input delay
 * (from the key to its handler) and the whole duration; the main thread's tasks over 50 ms from the moment the form
 * showed: those of the code's own, once its entry module has arrived (`longTasks`), apart from those that handled a key
 * or the tap (`inputTasks`) and those of the document before the code arrived (`documentTasks`: the parsing of its last
 * part, say); the floor has those two kinds too. `typedMs`: how long the typing went on.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {{ forMs?: number }} [options]
 */
export async function typingOnce(browser, url, { forMs } = {}) {
  const { context, page } = await openPhone(browser);
  /** @type {NodeJS.Timeout[]} */
  const timers = [];
  const after = (/** @type {number} */ delay) => new Promise((resolve) => timers.push(setTimeout(resolve, delay)));
  try {
    /** @type {Record<string, (detail: any) => void>} */
    const heard = {};
    /** @type {Record<string, Promise<any>>} */
    const told = {};
    for (const what of ['form', 'live']) told[what] = new Promise((resolve) => (heard[what] = resolve));
    await context.exposeBinding('__flowTell', (_, /** @type {string} */ message) => {
      const [what, detail] = JSON.parse(message);
      heard[what]?.(detail);
    });
    await context.addInitScript(watchTyping);
    const within = (/** @type {Promise<any>} */ told, /** @type {string} */ what) =>
      Promise.race([told, after(GIVE_UP_MS).then(() => Promise.reject(new Error(`no ${what} in ${GIVE_UP_MS} ms`)))]);
    await page.goto(url, { waitUntil: 'commit' });
    const form = await within(told.form, 'form');
    const started = Date.now();
    // a finger on the field: what a member does, and no query by the harness in the page
    await page.touchscreen.tap(form.x, form.y);
    let done = false;
    const end = forMs === undefined ? within(told.live, 'start').then(() => after(1000)) : after(forMs);
    void end.finally(() => {
      done = true;
    });
    for (let i = 0; !done && i < 400; i++)
      await page.keyboard.press(i % 2 ? 'a' : 'Backspace', { delay: 0 }).then(() => after(150));
    await end;
    const inputs = /** @type {Array<[number, number]>} */ (await read(page, '__flowInputs'));
    const handledInput = ([start, duration]) => inputs.some(([at]) => at >= start && at <= start + duration);
    // the code's arrival and start: the tasks begun once the form showed (the first paint's own is before)
    const tasks = /** @type {Array<[number, number]>} */ (await read(page, '__flowLongTasks')).filter(
      ([start]) => start >= form.at,
    );
    // the arrival of the entry module the document names (its link of the entry wave, src/names.ts) by Resource
    // Timing; never, on the floor, which has no module links
    const codeAt = await page.evaluate(() => {
      const entry = document.querySelector('link[data-module="entry"]');
      const timing = entry && performance.getEntriesByName(/** @type {HTMLLinkElement} */ (entry).href)[0];
      return timing ? /** @type {PerformanceResourceTiming} */ (timing).responseEnd : Infinity;
    });
    const others = tasks.filter((task) => !handledInput(task));
    return {
      keys: /** @type {Array<[number, number, number]>} */ (await read(page, '__flowKeys')),
      longTasks: others.filter(([start]) => start >= codeAt),
      documentTasks: others.filter(([start]) => start < codeAt),
      inputTasks: tasks.filter(handledInput),
      typedMs: Date.now() - started,
    };
  } finally {
    timers.forEach(clearTimeout);
    await context.close();
  }
}

/**
 * Floor and app interleaved, for each tap moment, `runs` times, on slow 2G and then on 4G; then the typing runs on
 * the app. The sites are those `urls` names, in its order: two builds of the app to compare (run.js's `--against`)
 * with `typing: false`, which leaves out the typing runs (they need the floor).
 * @param {Record<string, string>} urls @param {{ runs: number, log?: (line: string) => void, typing?: boolean }} options
 */
export async function measureFlow(urls, { runs, log = () => {}, typing: typed = true }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  /** @typedef {Record<string, Record<number, Array<Awaited<ReturnType<typeof flowOnce>>>>>} Runs by site, then tap */
  /**
   * The sites alternating, each tap moment, `runs` times, on one phone.
   * @param {number[]} taps @param {Phone} phone @param {string} label @returns {Promise<Runs>}
   */
  const tapRuns = async (taps, phone, label) => {
    /** @type {Runs} */
    const by = Object.fromEntries(Object.keys(urls).map((site) => [site, {}]));
    for (let r = 1; r <= runs; r++) {
      for (const tapAfterMs of taps) {
        for (const site of Object.keys(urls)) {
          const result = await flowOnce(browser, urls[site], { tapAfterMs, phone });
          (by[site][tapAfterMs] ??= []).push(result);
          log(
            `${label}${site} tap at ${tapAfterMs / 1000} s, run ${r}: form ${Math.round(result.fcp)} ms, ` +
              (site !== 'floor' ? `its code at ${Math.round(result.codeAt)} ms, ` : '') +
              (result.lost
                ? `LOST (${result.documents} documents)`
                : `greeting ${Math.round(result.greetedAt)} ms, app's dashboard ${Math.round(result.liveAt)} ms`),
          );
        }
      }
    }
    return by;
  };
  try {
    const results = await tapRuns(TAPS, SLOW_PHONE, '');
    const fast = await tapRuns(FAST_TAPS, FAST_PHONE, '4G: ');
    /** @type {Array<Awaited<ReturnType<typeof typingOnce>>>} */
    const typing = [];
    /** @type {Array<Awaited<ReturnType<typeof typingOnce>>>} */
    const floorTyping = [];
    /** @param {number[][]} tasks */
    const list = (tasks) => tasks.map(([at, d]) => `${d} ms at ${at}`).join(', ') || 'none';
    for (let r = 1; typed && r <= runs; r++) {
      const run = await typingOnce(browser, urls.app);
      typing.push(run);
      // the floor's form typed on as long: what typing alone costs this phone
      const floor = await typingOnce(browser, urls.floor, { forMs: run.typedMs });
      floorTyping.push(floor);
      log(
        `typing run ${r}: ${run.keys.length} slow keys, longest input delay ${Math.max(0, ...run.keys.map((k) => k[1]))} ms, ` +
          `the code's own tasks over 50 ms: ${list(run.longTasks)}; a key's or tap's: ${list(run.inputTasks)}; ` +
          `the document's: ${list(run.documentTasks)} (the floor's: ${list(floor.inputTasks)}; ${list(floor.documentTasks)})`,
      );
    }
    return { results, typing, floorTyping, fast, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, fastPhone: FAST_PHONE };
  } finally {
    await browser.close();
  }
}
