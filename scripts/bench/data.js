// @ts-check
// The data report: what the app's content costs on the wire, on the WordPress lane's content (a real WordPress,
// server/wordpress/lane.js, the same services as `npm test -- wordpress`) with the production build, in Chromium at
// 360×640 and 2x. Per feed: the bytes to its first screen and to the end of its first page, and the widest image
// file against its box; each content list's answer with and without `_fields`; the first sign-in with the service
// worker's install. Every wait is for a state (the screen settled, the worker active) and bounded.
import { request as httpRequest } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.js';
import { startLane } from '../../server/wordpress/lane.js';

/** The feeds: route and WordPress type, the spec's list as the tests know it (FEED_SCREENS, tests/shared/routes.ts,
 * loaded through Vite since it is TypeScript). */
export const DATA_FEEDS = await importFeeds();

/** Vite's runner sets NODE_ENV to development when it is unset: put back, or the React baseline the bench builds
 * next (./baselines/build.js) would be React's development build. */
async function importFeeds() {
  const env = process.env.NODE_ENV;
  try {
    const routes = new URL('../../tests/shared/routes.ts', import.meta.url).pathname;
    return /** @type {ReadonlyArray<readonly [string, string]>} */ (
      (await runnerImport(routes, { configFile: false })).module.FEED_SCREENS
    );
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
}
/** The targets (from the issue). */
export const DATA_TARGETS = {
  firstScreenImages: 300 * 1024, // bytes of images to a feed's first screen
  widthRatio: 2, // file width ÷ (box CSS width × DPR), at most
  workerInstall: 70 * 1024, // the service worker's own fetches (its script and precache), brotli
};
const DPR = 2;
const VIEWPORT = { width: 360, height: 640 };
const MEMBER = { number: '10000000001', email: 'active@demo.test', password: 'Makeup2026' };
const STATE_MS = 60_000;

/** @typedef {'images' | 'json' | 'code' | 'other'} Kind */
/** @typedef {Record<Kind, number>} Bytes */
/** @typedef {{ src: string, natural: number, box: number }} Shown */
/**
 * @typedef {object} FeedData
 * @property {string} route @property {string} type
 * @property {Bytes} firstScreen @property {Bytes} firstPage
 * @property {number} items on the page at the end of page 1
 * @property {Shown | null} widest the widest file shown, to the end of page 1
 * @property {Shown | null} worst the file widest for its box
 */
/** @typedef {{ name: string, url: string, pages: number, fields: { wire: number, raw: number }, all: { wire: number, raw: number } }} ListData */
/**
 * @typedef {object} SignInData
 * @property {Bytes} page what the page fetched
 * @property {number} worker the worker's own fetches (its script, the precache), transferred
 * @property {number} workerFiles how many
 * @property {number} workerBody of which response bodies
 * @property {string} encoding how the worker's files came (content-encoding of its fetches)
 * @property {number} notModified of the worker's fetches answered 304 (the page had the file in its HTTP cache)
 * @property {number} fresh the worker's files asked for again with an empty cache, brotli bodies: the install on
 *   its own
 */
/** @typedef {{ feeds: FeedData[], lists: ListData[], signIn: SignInData, seconds: number, date: Date, encodings: string[] }} Data */

const empty = () => /** @type {Bytes} */ ({ images: 0, json: 0, code: 0, other: 0 });

/** @param {string} type Playwright's resource type @param {string} mime @returns {Kind} */
function kindOf(type, mime) {
  if (type === 'image' || mime.startsWith('image/')) return 'images';
  if (/json/.test(mime) && !/manifest/.test(mime)) return 'json';
  if (['document', 'script', 'stylesheet'].includes(type) || /javascript|css|html/.test(mime)) return 'code';
  return 'other';
}

/**
 * Every request of a page (its workers' too) with what it cost on the wire: `request.sizes()`, headers and encoded
 * body, which Playwright takes from the DevTools protocol (`Network.loadingFinished`'s `encodedDataLength`); and
 * what is still on its way. The HTTP cache is emptied first.
 * @param {import('@playwright/test').BrowserContext} context @param {import('@playwright/test').Page} page
 */
async function recorder(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  /** @type {Array<{ url: string, type: string, mime: string, bytes: number, encoding: string }>} */
  const got = [];
  /** @type {Set<import('@playwright/test').Request>} */
  const open = new Set();
  let started = 0;
  page.on('request', (r) => {
    if (!/^https?:/.test(r.url())) return;
    started++;
    open.add(r);
  });
  page.on('requestfailed', (r) => void open.delete(r));
  page.on('requestfinished', (r) => {
    if (!open.has(r)) return;
    void Promise.all([r.sizes(), r.response().then((res) => res?.allHeaders() ?? {})])
      .then(([sizes, headers]) =>
        got.push({
          url: r.url(),
          type: r.resourceType(),
          mime: headers['content-type'] ?? '',
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: headers['content-encoding'] ?? '',
        }),
      )
      .catch(() => {})
      .finally(() => open.delete(r));
  });
  return {
    started: () => started,
    inFlight: () => open.size,
    pending: () => [...open].map((r) => r.url()),
    all: () => [...got],
    /** @returns {Bytes} */
    sum() {
      const out = empty();
      for (const r of got) out[kindOf(r.type, r.mime)] += r.bytes;
      return out;
    },
  };
}

/**
 * Until a state holds, polled; fails after `ms`.
 * @param {string} what @param {() => Promise<boolean> | boolean} holds @param {number} [ms]
 * @param {() => string} [why] what is still missing, for the error
 */
async function until(what, holds, ms = STATE_MS, why = () => '') {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${why()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The screen has settled: nothing on its way, the images in the viewport loaded, and the page's main thread went
 * idle (an idle callback, then a frame) without starting anything new.
 * @param {import('@playwright/test').Page} page
 * @param {{ started: () => number, inFlight: () => number, pending: () => string[] }} rec
 */
async function settle(page, rec) {
  let images = true;
  await until(
    'the screen to settle',
    async () => {
      if (rec.inFlight() > 0) return false;
      const before = rec.started();
      const imagesDone = await page.evaluate(async () => {
        await new Promise((r) => requestIdleCallback(() => r(undefined)));
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
        return Array.from(document.images).every((i) => {
          const r = i.getBoundingClientRect();
          return i.complete || r.bottom < 0 || r.top > innerHeight || r.width === 0;
        });
      });
      images = imagesDone;
      return imagesDone && rec.inFlight() === 0 && rec.started() === before;
    },
    STATE_MS,
    () =>
      `: ${images ? '' : 'images in view not loaded; '}on their way: ${rec.pending().join(', ') || 'none'}; ${rec.started()} started: ${rec
        .all()
        .slice(-3)
        .map((r) => r.url)
        .join(', ')}`,
  );
}

/**
 * The images shown: their file's width in pixels (a copy of the file loaded without srcset, from the memory cache:
 * `naturalWidth` of a srcset image is divided by its density) and their box's CSS width.
 * @param {import('@playwright/test').Page} page @returns {Promise<Shown[]>}
 */
const shownImages = (page) =>
  page.evaluate(async () => {
    const shown = Array.from(document.images).filter((i) => i.complete && i.naturalWidth > 0);
    /** @type {Map<string, number>} */
    const widths = new Map();
    for (const src of new Set(shown.map((i) => i.currentSrc))) {
      const copy = new Image();
      copy.src = src;
      await copy.decode().catch(() => {});
      widths.set(src, copy.naturalWidth);
    }
    return shown.map((i) => ({
      src: i.currentSrc,
      natural: widths.get(i.currentSrc) || i.naturalWidth,
      box: i.getBoundingClientRect().width,
    }));
  });

/** Signs the member in through the form and sets a store country, as the lane's tests do. @param {import('@playwright/test').Page} page @param {string} url */
async function signIn(page, url, { country = true } = {}) {
  await page.goto(`${url}/#/`);
  await page.locator('html[data-app=live]').waitFor({ state: 'attached', timeout: STATE_MS });
  await page.getByLabel('Membership e-mail').fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/#\/dashboard$/, { timeout: STATE_MS });
  if (!country) return;
  await page.evaluate(() => (location.hash = '/settings'));
  await page.getByLabel('Online store country').selectOption('us', { timeout: STATE_MS });
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Settings Updated').waitFor({ timeout: STATE_MS });
}

/**
 * One GET as the browser would ask it (its Accept-Encoding), the body's bytes on the wire and decoded.
 * @param {string} url @returns {Promise<{ wire: number, raw: number, status: number, pages: number }>}
 */
function fetchBytes(url) {
  return new Promise((ok, fail) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const enc = String(res.headers['content-encoding'] ?? '');
        const raw = enc === 'gzip' ? gunzipSync(body) : enc === 'br' ? brotliDecompressSync(body) : body;
        ok({
          wire: body.length,
          raw: raw.length,
          status: res.statusCode ?? 0,
          pages: Number(res.headers['x-wp-totalpages'] ?? 1),
        });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * A list as the app asked for it (every page it asked for), and the same pages without `_fields`.
 * @param {string} name @param {string[]} urls the app's requests for that list
 * @returns {Promise<ListData>}
 */
async function listBytes(name, urls) {
  const unique = [...new Set(urls)];
  const add = async (/** @type {string[]} */ list) => {
    const got = await Promise.all(list.map(fetchBytes));
    for (const [i, g] of got.entries()) if (g.status !== 200) throw new Error(`${list[i]}: HTTP ${g.status}`);
    return { wire: got.reduce((n, g) => n + g.wire, 0), raw: got.reduce((n, g) => n + g.raw, 0) };
  };
  const without = unique.map((u) => {
    const url = new URL(u);
    url.searchParams.delete('_fields');
    return url.href;
  });
  return { name, url: unique[0] ?? '', pages: unique.length, fields: await add(unique), all: await add(without) };
}

/**
 * The data report.
 * @param {{ staticDir: string, log?: (line: string) => void }} options
 * @returns {Promise<Data>}
 */
export async function measureData({ staticDir, log = () => {} }) {
  const started = Date.now();
  log('  starting the WordPress lane (MariaDB, WordPress, seed, front)');
  const lane = await startLane({ staticDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    log(`  lane ready in ${((Date.now() - started) / 1000).toFixed(0)} s; the feeds, service workers blocked`);
    /** @type {string[]} every content request the app made */
    const asked = [];
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: DPR, serviceWorkers: 'block' });
    context.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/wp-json/') && asked.push(r.url())));
    const first = await context.newPage();
    await signIn(first, lane.url);
    await first.close();

    /** @type {string[]} */
    const encodings = [];
    /** @type {FeedData[]} */
    const feeds = [];
    for (const [route, type] of DATA_FEEDS) {
      // a cold open of the feed's address by the signed-in member: an empty HTTP cache, no service worker
      const page = await context.newPage();
      const rec = await recorder(context, page);
      await page.goto(`${lane.url}/#${route}`);
      const items = page.locator('.feed-item');
      await items.first().waitFor({ timeout: STATE_MS });
      await settle(page, rec);
      const firstScreen = rec.sum();
      await items.nth(9).scrollIntoViewIfNeeded({ timeout: STATE_MS });
      await settle(page, rec);
      const firstPage = rec.sum();
      const shown = await shownImages(page);
      const widest = shown.reduce((a, b) => (!a || b.natural > a.natural ? b : a), /** @type {Shown | null} */ (null));
      const ratio = (/** @type {Shown} */ s) => (s.box > 0 ? s.natural / (s.box * DPR) : 0);
      const worst = shown.reduce((a, b) => (!a || ratio(b) > ratio(a) ? b : a), /** @type {Shown | null} */ (null));
      for (const r of rec.all())
        if (r.encoding && kindOf(r.type, r.mime) !== 'images')
          encodings.push(`${kindOf(r.type, r.mime)}:${r.encoding}`);
      feeds.push({ route, type, firstScreen, firstPage, items: await items.count(), widest, worst });
      log(
        `  ${route}: first screen ${(firstScreen.images / 1024).toFixed(0)} KB images, ${(firstScreen.json / 1024).toFixed(1)} KB JSON, ` +
          `${(firstScreen.code / 1024).toFixed(1)} KB code; page 1 ${(firstPage.images / 1024).toFixed(0)} KB images`,
      );
      await page.close();
    }

    // the lists the app asks for whole: master classes (with their locations) and contacts
    const page = await context.newPage();
    await page.goto(`${lane.url}/#/master-classes`);
    await page.locator('.class-list[aria-busy=false]').waitFor({ timeout: STATE_MS });
    await page.evaluate(() => (location.hash = '/help'));
    await page.locator('.contact-list h3').first().waitFor({ timeout: STATE_MS });
    await page.close();
    await context.close();

    const of = (/** @type {string} */ type, /** @type {(u: URL) => boolean} */ keep = () => true) =>
      asked.filter((u) => {
        const url = new URL(u);
        return url.pathname === `/wp-json/wp/v2/${type}` && keep(url);
      });
    const pageOne = (/** @type {URL} */ u) => (u.searchParams.get('page') ?? '1') === '1';
    /** @type {ListData[]} */
    const lists = [];
    for (const [route, type] of DATA_FEEDS)
      lists.push(await listBytes(`${route.slice(1)}: page 1`, of(type, pageOne).slice(0, 1)));
    lists.push(await listBytes('master classes', of('master-class')));
    lists.push(await listBytes('locations', of('location')));
    lists.push(await listBytes('contacts', of('contact')));
    for (const l of lists) if (!l.pages) throw new Error(`the app never asked for ${l.name}`);

    log('  first sign-in with the service worker');
    const signInData = await firstSignIn(browser, lane.url);
    return {
      feeds,
      lists,
      signIn: signInData,
      seconds: (Date.now() - started) / 1000,
      date: new Date(),
      encodings: [...new Set(encodings)].sort(),
    };
  } finally {
    await browser.close();
    await lane.close();
  }
}

/**
 * The first sign-in, the service worker let in: every response over the network, the page's and the worker's own
 * (Playwright reports a Chromium worker's requests on the context, `request.serviceWorker()`; its sizes are the
 * DevTools protocol's), until the worker is active and the dashboard has settled.
 * @param {import('@playwright/test').Browser} browser @param {string} url @returns {Promise<SignInData>}
 */
async function firstSignIn(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: DPR, serviceWorkers: 'allow' });
  try {
    /** @type {Promise<void>[]} */
    const pending = [];
    let open = 0;
    let started = 0;
    const page = empty();
    const worker = { bytes: 0, body: 0, files: 0, encodings: new Set(), notModified: 0, urls: new Set() };
    context.on('request', () => void (open++, started++));
    context.on('requestfailed', () => void open--);
    context.on('requestfinished', (r) => {
      pending.push(
        (async () => {
          try {
            const [sizes, response] = await Promise.all([r.sizes(), r.response()]);
            const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
            if (r.serviceWorker()) {
              worker.bytes += bytes;
              worker.body += sizes.responseBodySize;
              worker.files++;
              worker.urls.add(r.url());
              if (response?.status() === 304) worker.notModified++;
              else worker.encodings.add((await response?.headerValue('content-encoding')) || 'none');
            } else {
              page[kindOf(r.resourceType(), (await response?.headerValue('content-type')) ?? '')] += bytes;
            }
          } finally {
            open--;
          }
        })(),
      );
    });
    const tab = await context.newPage();
    await signIn(tab, url, { country: false });
    await tab.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (reg.active?.state !== 'activated')
        await new Promise((ok) => reg.active?.addEventListener('statechange', () => ok(undefined)));
    });
    await until('the sign-in to settle', async () => {
      if (open > 0) return false;
      const before = started;
      await tab.evaluate(
        () => new Promise((r) => requestIdleCallback(() => requestAnimationFrame(() => r(undefined)))),
      );
      return open === 0 && started === before;
    });
    await Promise.all(pending);
    const fresh = await Promise.all([...worker.urls].map(fetchBytes));
    for (const [i, f] of fresh.entries())
      if (f.status !== 200) throw new Error(`${[...worker.urls][i]}: HTTP ${f.status}`);
    return {
      page,
      worker: worker.bytes,
      workerBody: worker.body,
      workerFiles: worker.files,
      encoding: [...worker.encodings].join(', '),
      notModified: worker.notModified,
      fresh: fresh.reduce((n, f) => n + f.wire, 0),
    };
  } finally {
    await context.close();
  }
}

const kb = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KB`;
const total = (/** @type {Bytes} */ b) => b.images + b.json + b.code + b.other;
const ratioOf = (/** @type {Shown | null} */ s) => (s && s.box > 0 ? s.natural / (s.box * DPR) : 0);
const file = (/** @type {string} */ src) => src.split('/').pop() ?? src;

/** The report's verdicts. @param {Data} data */
export function dataVerdicts(data) {
  const worstScreen = Math.max(...data.feeds.map((f) => f.firstScreen.images));
  const worstRatio = Math.max(...data.feeds.map((f) => ratioOf(f.worst)));
  return [
    ...data.feeds.map((f) => ({
      name: `${f.route}: first screen ≤ ${DATA_TARGETS.firstScreenImages / 1024} KB of images`,
      value: kb(f.firstScreen.images),
      ok: f.firstScreen.images <= DATA_TARGETS.firstScreenImages,
    })),
    {
      name: `no image file over ${DATA_TARGETS.widthRatio}× the width its box needs at ${DPR}x (every feed)`,
      value: `worst ${worstRatio.toFixed(2)}×`,
      ok: worstRatio <= DATA_TARGETS.widthRatio,
    },
    {
      name: `the service worker's install after a first sign-in ≤ ${DATA_TARGETS.workerInstall / 1024} KB (what it fetched over the network, its script included)`,
      value: `${kb(data.signIn.worker)} (${data.signIn.notModified} of ${data.signIn.workerFiles} answered 304; its files fetched again with an empty cache: ${kb(data.signIn.fresh)})`,
      ok: data.signIn.worker <= DATA_TARGETS.workerInstall,
    },
  ].map((c) => ({ ...c, worstScreen }));
}

export const DATA_HEADING = '## Data: what the content costs on the wire (WordPress lane)';

/** The report's section of BENCHMARKS.md. @param {Data} data @returns {string[]} */
export function dataSection(data) {
  const pass = (/** @type {boolean} */ ok) => (ok ? 'PASS' : '**over**');
  const out = [
    DATA_HEADING,
    '',
    `Measured ${data.date.toISOString().replace('T', ' ').slice(0, 16)} UTC in ${Math.round(data.seconds)} s ` +
      '(`scripts/bench/data.js`; `npm run bench -- --only-data` runs it alone and rewrites this section only). ' +
      "The production build against the WordPress lane's content (`server/wordpress/`: Debian's WordPress, the " +
      'must-use plugin, its seed of generated photographs; the same services as `npm test -- wordpress`), served ' +
      "by the lane's front: the app's files by the reference server (brotli), WordPress's JSON gzipped at the front " +
      `as a host would, uploads as they are. Chromium at ${VIEWPORT.width}×${VIEWPORT.height}, deviceScaleFactor ${DPR}. ` +
      "Bytes are transferred bytes as the browser reports them (CDP `Network.loadingFinished`'s `encodedDataLength`: " +
      'headers and encoded body). Encodings seen: ' +
      `${data.encodings.map((e) => `\`${e}\``).join(', ') || 'none'}.`,
    '',
    '### Feeds: a cold open of the feed by a signed-in member',
    '',
    'Empty HTTP cache, service workers blocked (so the page fetches everything itself). **First screen**: everything ' +
      'fetched from the navigation until the screen has settled (nothing on its way, the images in view loaded, the ' +
      'main thread idle without a new request), no scrolling. **Page 1**: then scrolled to the 10th item and settled ' +
      "again (what the app asks for ahead, such as page 2's JSON, counts). Code: HTML, JS and CSS. **Widest file**: the " +
      'widest image file shown by the end of page 1, against its box: file width ÷ (box CSS width × 2); **worst**: the ' +
      'file widest for its box.',
    '',
    '| feed | first screen: images | JSON | code | all | page 1: images | JSON | code | all | widest file (box) | ratio | worst ratio | ≤ 300 KB images |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|---|--:|--:|---|',
  ];
  for (const f of data.feeds) {
    const w = f.widest;
    out.push(
      `| \`#${f.route}\` | ${kb(f.firstScreen.images)} | ${kb(f.firstScreen.json)} | ${kb(f.firstScreen.code)} | ${kb(total(f.firstScreen))} ` +
        `| ${kb(f.firstPage.images)} | ${kb(f.firstPage.json)} | ${kb(f.firstPage.code)} | ${kb(total(f.firstPage))} ` +
        `| ${w ? `\`${file(w.src)}\` ${w.natural} px (${Math.round(w.box)} px)` : '–'} | ${ratioOf(w).toFixed(2)}× ` +
        `| ${ratioOf(f.worst).toFixed(2)}×${f.worst ? ` \`${file(f.worst.src)}\`` : ''} ` +
        `| ${pass(f.firstScreen.images <= DATA_TARGETS.firstScreenImages)} |`,
    );
  }
  out.push(
    '',
    '"all" includes other bytes (the web manifest, fonts) beside images, JSON and code.',
    '',
    '### Content lists: the answers as the app asks for them, and without `_fields`',
    '',
    "Every page the app asked for in the run (its own URLs: `_fields`, `acf_format=standard`), asked again with the browser's " +
      '`Accept-Encoding`, and the same pages without `_fields`. Body bytes: on the wire (gzip) and decoded.',
    '',
    '| list | pages | with `_fields`: wire | decoded | without `_fields`: wire | decoded | wire saved |',
    '|---|--:|--:|--:|--:|--:|--:|',
  );
  for (const l of data.lists)
    out.push(
      `| ${l.name} | ${l.pages} | ${kb(l.fields.wire)} | ${kb(l.fields.raw)} | ${kb(l.all.wire)} | ${kb(l.all.raw)} ` +
        `| ${((1 - l.fields.wire / l.all.wire) * 100).toFixed(0)}% |`,
    );
  const s = data.signIn;
  out.push(
    '',
    '### First sign-in, with the service worker',
    '',
    `A fresh context, service workers allowed: sign-in as ${MEMBER.number} / \`${MEMBER.email}\`, then until ` +
      '`navigator.serviceWorker.ready` and the worker activated, and the dashboard settled. Every response over the ' +
      "network, the page's and the worker's own (Playwright reports a Chromium worker's requests on the context; " +
      "their sizes are the DevTools protocol's).",
    '',
    "| the page: code | JSON | images | other | the worker (script and precache) | files | of which bodies | answered 304 | total | the worker's files, fresh (brotli bodies) |",
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${kb(s.page.code)} | ${kb(s.page.json)} | ${kb(s.page.images)} | ${kb(s.page.other)} | ${kb(s.worker)} | ${s.workerFiles} ` +
      `| ${kb(s.workerBody)} | ${s.notModified} | ${kb(total(s.page) + s.worker)} | ${kb(s.fresh)} |`,
    '',
    "The worker's precache fetches of files the page had already fetched come from the HTTP cache (no body sent " +
      "again; what is counted for them is their headers' size), so the sign-in's worker column is less than the " +
      "install would cost on its own; the worker's column is what a member's first sign-in pays for it, the target's " +
      "measure. The last column is the worker's files (its script and precache) asked for again with an empty cache " +
      "and the browser's Accept-Encoding (brotli from the reference server), bodies only: the install with nothing " +
      'in the HTTP cache.',
    '',
  );
  for (const c of dataVerdicts(data)) out.push(`- ${c.ok ? 'PASS' : '**over**'} ${c.name}: ${c.value}`);
  out.push('');
  return out;
}

/**
 * BENCHMARKS.md with the data section put in (replacing the one there), before the problems, else at the end.
 * @param {string} md @param {string[]} section
 */
export function withDataSection(md, section) {
  const lines = md.replace(/\n+$/, '').split('\n');
  const start = lines.indexOf(DATA_HEADING);
  if (start >= 0) {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end < 0) end = lines.length;
    lines.splice(start, end - start, ...section);
  } else {
    const problems = lines.indexOf('## Problems during the run');
    if (problems >= 0) lines.splice(problems, 0, ...section);
    else lines.push('', ...section);
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}
