// @ts-check
// `npm run bench [-- --runs 3] [-- --build] [-- --no-repeat | --only-repeat | --only-flow | --only-installed | --only-data]`: the app's sign-in screen against a plain
// HTML floor and a default React 19 app, under Lighthouse's mobile profile and slow 2G, plus the repeat
// visit through the service worker, and the data report on the WordPress lane (./data.js; `--only-data` runs it
// alone and rewrites its section of BENCHMARKS.md only). Prints the tables and writes BENCHMARKS.md. DIST_DIR, as
// for `npm run build`, names the build to measure (and to make, with --build) instead of dist/. A missed target is a
// finding, not a failure: the exit status is 1 only when the tooling itself breaks.
// `--only-lighthouse [--against <dir>]` prints the Lighthouse first visits alone, under every profile, with a
// second build beside the app when asked.
// `--only-flow --against <dir>` compares the first sign-in of two builds (DIST_DIR's, `app`, and dir's, `against`;
// both made by `npm run build`), run by run interleaved so that load from other processes hits both alike, on slow 2G
// and 4G (no floor, no typing runs): the medians with their spreads and the load average, printed.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppServer } from '../../server/index.js';
import { buildFloor, buildReact, CACHE, snapshotApp } from './baselines/build.js';
import { measureOnce, median, medians, PROFILES, startChrome, withSpread } from './lighthouse.js';
import { flowComparison, flowVerdicts, loadAverage, markdown, repeatVerdicts, TARGETS, verdicts } from './report.js';
import { groupRoles, measure as measureSizes } from '../size.js';
import { measureRepeatVisit } from './repeat-visit.js';
import { buildFlowFloor, measureFlow } from './flow.js';
import { buildInstalledFloor, installedVerdicts, measureInstalledStart } from './installed-start.js';
import { dataSection, dataVerdicts, measureData, withDataSection } from './data.js';

process.chdir(fileURLToPath(new URL('../..', import.meta.url)));
const DIST = process.env.DIST_DIR || 'dist';

/** Newest modification time under a folder (ms), to tell whether dist/ is older than its sources. @param {string} dir */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const info = statSync(dir);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(dir).map((f) => newest(join(dir, f))));
}

/** @param {string} staticDir */
async function serve(staticDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const app = createAppServer({ dataDir, fresh: true, staticDir, log: () => {} });
  const { url } = await app.listen(0, '127.0.0.1');
  return { app, url, dataDir };
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadAverage(); // this machine is shared: say how busy it was
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      build: { type: 'boolean', default: false },
      'no-repeat': { type: 'boolean', default: false },
      'only-repeat': { type: 'boolean', default: false },
      'only-flow': { type: 'boolean', default: false },
      'no-flow': { type: 'boolean', default: false },
      'only-installed': { type: 'boolean', default: false },
      'no-installed': { type: 'boolean', default: false },
      'only-data': { type: 'boolean', default: false },
      'only-lighthouse': { type: 'boolean', default: false },
      'no-data': { type: 'boolean', default: false },
      against: { type: 'string' },
    },
  });
  const runs = Math.max(1, Number.parseInt(values.runs ?? '3', 10) || 1);

  if (values.build || !existsSync(join(DIST, 'index.html'))) {
    console.log('$ npm run build');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  } else if (Math.max(newest('src'), newest('sw'), newest('index.html')) > statSync(join(DIST, 'index.html')).mtimeMs) {
    console.log(
      `note: src/ has changed since ${DIST}/ was built; measuring ${DIST}/ as it is (add --build to rebuild first)`,
    );
  }

  if (values['only-repeat']) return onlyRepeat(runs); // a quick look while working on start-up; BENCHMARKS.md untouched
  if (values['only-flow'] && values.against) return compareFlows(runs, values.against); // two builds, side by side
  if (values['only-flow']) return onlyFlow(runs); // likewise for the first sign-in
  if (values['only-installed']) return onlyInstalled(runs); // and for opening the installed app
  if (values['only-lighthouse']) return onlyLighthouse(runs, values.against); // first visits, printed
  if (values['only-data']) return onlyData(started); // the data report: its own section of BENCHMARKS.md

  console.log('preparing: snapshot of dist/, the plain-HTML floor, the React baseline (vite build)');
  const app = await snapshotApp(DIST);
  const sites = { floor: buildFloor(app), react: await buildReact(app), app };
  const lhrDir = join(CACHE, 'lhr');
  rmSync(lhrDir, { recursive: true, force: true });
  mkdirSync(lhrDir, { recursive: true });

  /** @type {Record<string, Awaited<ReturnType<typeof serve>>>} */
  const servers = {};
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, Record<string, Array<Awaited<ReturnType<typeof measureOnce>>>>>} */
  const raw = Object.fromEntries(
    Object.keys(PROFILES).map((p) => [p, Object.fromEntries(Object.keys(TARGETS).map((t) => [t, []]))]),
  );
  /** @type {Awaited<ReturnType<typeof measureRepeatVisit>> | null} */
  let repeat = null;
  /** @type {Awaited<ReturnType<typeof measureFlow>> | null} */
  let flow = null;
  /** @type {Awaited<ReturnType<typeof measureInstalledStart>> | null} */
  let installed = null;
  /** @type {Awaited<ReturnType<typeof measureData>> | null} */
  let data = null;
  try {
    for (const [name, dir] of Object.entries(sites)) servers[name] = await serve(dir);
    const lighthouseRuns = await firstVisits(
      Object.fromEntries(Object.keys(TARGETS).map((t) => [t, servers[t].url])),
      runs,
      lhrDir,
      problems,
    );
    for (const [profile, byTarget] of Object.entries(lighthouseRuns)) Object.assign(raw[profile], byTarget);
    if (!values['no-flow']) {
      console.log('first sign-in on slow 2G: floor and app, taps at 1 s and 8 s, then typing while the code starts');
      const floor = await serve(buildFlowFloor(app, join(CACHE, 'flow-floor')));
      servers.flowFloor = floor;
      flow = await measureFlow(
        { floor: `${floor.url}/#/`, app: `${servers.app.url}/#/` },
        { runs, log: console.log },
      ).catch((error) => {
        problems.push(`first sign-in: ${error?.message ?? error}`);
        console.log(`first sign-in FAILED: ${error?.message ?? error}`);
        return null;
      });
    }
    if (!values['no-installed']) {
      console.log('opening the installed app: cold starts, offline and on slow 2G, against a cached static page');
      const floor = await serve(buildInstalledFloor(join(CACHE, 'installed-floor')));
      servers.installedFloor = floor;
      installed = await measureInstalledStart(
        { floor: floor.url, app: servers.app.url },
        { runs, log: console.log },
      ).catch((error) => {
        problems.push(`installed app: ${error?.message ?? error}`);
        console.log(`installed app FAILED: ${error?.message ?? error}`);
        return null;
      });
    }
    if (!values['no-repeat']) {
      console.log('repeat visit: install the service worker, sign in, reopen / and /#/card');
      // a failure here should not throw away the Lighthouse results: it is reported in BENCHMARKS.md
      repeat = await measureRepeatVisit(servers.app.app.server, servers.app.url, { runs }).catch((error) => {
        problems.push(`repeat visit: ${error?.message ?? error}`);
        console.log(`repeat visit FAILED: ${error?.message ?? error}`);
        return null;
      });
    }
    if (!values['no-data']) {
      console.log("data report: the feeds, lists and first sign-in's bytes on the WordPress lane");
      data = await measureData({ staticDir: app, log: console.log }).catch((error) => {
        problems.push(`data report: ${error?.message ?? error}`);
        console.log(`data report FAILED: ${error?.message ?? error}`);
        return null;
      });
    }
  } finally {
    for (const s of Object.values(servers)) {
      await s.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }

  for (const [profile, byTarget] of Object.entries(raw)) {
    for (const [t, list] of Object.entries(byTarget))
      if (!list.length) throw new Error(`no successful run for ${t} (${profile})`);
  }
  /** @type {import('./report.js').Results} */
  const results = Object.fromEntries(
    Object.entries(raw).map(([profile, byTarget]) => [
      profile,
      Object.fromEntries(
        Object.entries(byTarget).map(([t, list]) => {
          const samples = list.map((l) => l.sample);
          // the detail (request list, per-script time) of the run whose TTI is nearest the median
          const mid = median(samples.map((s) => s.tti));
          const detail = list.reduce((a, b) =>
            Math.abs(b.sample.tti - mid) < Math.abs(a.sample.tti - mid) ? b : a,
          ).detail;
          return [t, { samples, median: medians(samples), detail, details: list.map((l) => l.detail) }];
        }),
      ),
    ]),
  );

  const md = markdown({
    results,
    repeat,
    flow,
    installed,
    data,
    js: jsBeforeSignIn(app),
    runs,
    date: new Date(),
    seconds: (Date.now() - started) / 1000,
    problems,
    loadAtStart,
  });
  writeFileSync('BENCHMARKS.md', md);
  console.log(`\n${md}`);
  const checks = [
    ...Object.values(results).flatMap(verdicts),
    ...(repeat ? repeatVerdicts(repeat).checks : []),
    ...(flow ? flowVerdicts(flow) : []),
    ...(installed ? installedVerdicts(installed) : []),
    ...(data ? dataVerdicts(data) : []),
  ];
  console.log(
    `\n${checks.filter((c) => c.ok).length}/${checks.length} targets met; BENCHMARKS.md written; ` +
      `Lighthouse reports (JSON) in ${lhrDir}; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return 0;
}

/**
 * Lighthouse first visits of each site under every profile, interleaved (run, profile, site) so that a burst of load
 * from another process hits all alike; a failed run is put in `problems`, not thrown.
 * @param {Record<string, string>} urls by site @param {number} runs @param {string} lhrDir @param {string[]} problems
 * @returns {Promise<Record<string, Record<string, Array<Awaited<ReturnType<typeof measureOnce>>>>>>} by profile, then site
 */
async function firstVisits(urls, runs, lhrDir, problems) {
  /** @type {Record<string, Record<string, Array<Awaited<ReturnType<typeof measureOnce>>>>>} */
  const raw = Object.fromEntries(
    Object.keys(PROFILES).map((p) => [p, Object.fromEntries(Object.keys(urls).map((t) => [t, []]))]),
  );
  let chrome = await startChrome();
  /**
   * One Lighthouse run, tried twice: on this shared machine a tab occasionally crashes under load
   * (TARGET_CRASHED) or hangs; the second try gets a fresh Chromium.
   * @param {string} url @param {string} profile @param {string} [saveAs]
   */
  const measure = async (url, profile, saveAs) => {
    for (let attempt = 1; ; attempt++) {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('no result after 180 s')), 180_000);
      });
      try {
        return /** @type {Awaited<ReturnType<typeof measureOnce>>} */ (
          await Promise.race([measureOnce(chrome.port, url, profile, saveAs), timeout])
        );
      } catch (error) {
        if (attempt === 2) throw error;
        console.log(`  retrying with a new Chromium after: ${/** @type {Error} */ (error).message}`);
        await chrome.kill();
        chrome = await startChrome();
      } finally {
        clearTimeout(timer);
      }
    }
  };
  try {
    // A new browser's first loads pay one-off costs (renderer start-up, font caches) that would land on
    // whichever site came first: one unmeasured run of each.
    for (const t of Object.keys(urls)) await measure(`${urls[t]}/#/`, 'mobile');
    // Interleaved (run, profile, site), so a burst of load from another process hits all alike.
    const total = runs * Object.keys(PROFILES).length * Object.keys(urls).length;
    let n = 0;
    for (let r = 1; r <= runs; r++) {
      for (const profile of Object.keys(PROFILES)) {
        for (const t of Object.keys(urls)) {
          const t0 = Date.now();
          try {
            const result = await measure(`${urls[t]}/#/`, profile, join(lhrDir, `${t}-${profile}-${r}.json`));
            raw[profile][t].push(result);
            const s = result.sample;
            console.log(
              `[${++n}/${total}] ${profile} ${t} run ${r}: FCP ${Math.round(s.fcp)} LCP ${Math.round(s.lcp)} ` +
                `TTI ${Math.round(s.tti)} ms, ${(s.bytes / 1024).toFixed(1)} KB (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
            );
          } catch (error) {
            // one failed run is reported, not fatal: the median of the others still stands
            problems.push(`${profile} ${t} run ${r}: ${/** @type {Error} */ (error).message}`);
            console.log(`[${++n}/${total}] ${profile} ${t} run ${r}: FAILED ${/** @type {Error} */ (error).message}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return raw;
}

/**
 * The Lighthouse first visits alone, under every profile, printed (BENCHMARKS.md untouched): the floor, the React
 * baseline and the app, and with `against` a second build of the app beside it, run by run interleaved.
 * @param {number} runs @param {string} [against] the other build's folder
 */
async function onlyLighthouse(runs, against) {
  const loadAtStart = loadAverage();
  const app = await snapshotApp(DIST);
  /** @type {Record<string, string>} */
  const dirs = { floor: buildFloor(app), react: await buildReact(app), app };
  if (against) dirs.against = await snapshotApp(against, 'against');
  const lhrDir = join(CACHE, 'lhr-only');
  rmSync(lhrDir, { recursive: true, force: true });
  mkdirSync(lhrDir, { recursive: true });
  /** @type {Record<string, Awaited<ReturnType<typeof serve>>>} */
  const servers = {};
  /** @type {string[]} */
  const problems = [];
  try {
    for (const [name, dir] of Object.entries(dirs)) servers[name] = await serve(dir);
    const raw = await firstVisits(
      Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.url])),
      runs,
      lhrDir,
      problems,
    );
    const sites = Object.keys(dirs);
    console.log(
      `\napp: ${DIST}/${against ? `, against: ${against}/` : ''}; ${runs} runs each; load average ${loadAtStart} at ` +
        `the start, ${loadAverage()} at the end. Median (lowest–highest).`,
    );
    for (const [profile, bySite] of Object.entries(raw)) {
      console.log(
        `\n### ${PROFILES[profile].label}\n\n| | ${sites.join(' | ')} |\n|---|${sites.map(() => '--:').join('|')}|`,
      );
      for (const [label, key, unit] of /** @type {const} */ ([
        ['first contentful paint', 'fcp', 'ms'],
        ['largest contentful paint', 'lcp', 'ms'],
        ['time to interactive', 'tti', 'ms'],
        ['total blocking time', 'tbt', 'ms'],
        ['total bytes', 'bytes', 'KB'],
      ]))
        console.log(
          `| ${label} | ${sites
            .map((t) =>
              withSpread(
                bySite[t].map((r) => r.sample[key]),
                unit,
              ),
            )
            .join(' | ')} |`,
        );
    }
    for (const p of problems) console.log(`problem: ${p}`);
    return 0;
  } finally {
    for (const s of Object.values(servers)) {
      await s.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

/** The repeat visit alone, on dist/ as it is: printed, not written to BENCHMARKS.md. @param {number} runs */
async function onlyRepeat(runs) {
  const app = await serve(DIST);
  try {
    const repeat = await measureRepeatVisit(app.app.server, app.url, { runs });
    const { median, cards, checks } = repeatVerdicts(repeat);
    console.log(
      `card on screen (offline, ${repeat.cpuSlowdown}x CPU): ${cards.map(Math.round).join(', ')} ms; median ${Math.round(median)} ms`,
    );
    for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.value}`);
    return 0;
  } finally {
    await app.app.close();
    rmSync(app.dataDir, { recursive: true, force: true });
  }
}

/** The JavaScript a first sign-in needs (brotli), from the size report's roles. @param {string} dir */
function jsBeforeSignIn(dir) {
  const { manifest, files } = measureSizes(dir);
  const roles = groupRoles(manifest, files);
  const role = (/** @type {string} */ kind) => roles.find((r) => r.kind === kind);
  const js = (/** @type {ReturnType<typeof role>} */ r) =>
    (r?.files ?? []).filter((f) => f.endsWith('.js')).reduce((n, f) => n + (files[f]?.brotli ?? 0), 0);
  return { beforeForm: js(role('signInJs')), beforeSignIn: js(role('firstSignIn')) };
}

/**
 * One measurement alone against its floor, on dist/ as it is: its verdicts printed, BENCHMARKS.md untouched.
 * @param {(app: string) => string} floorOf builds the floor's site from the app's snapshot
 * @param {(urls: { floor: string, app: string }) => Promise<Array<{ ok: boolean, name: string, value: string }>>} verdictsOf
 */
async function alone(floorOf, verdictsOf) {
  const app = await snapshotApp(DIST);
  const [floor, site] = [await serve(floorOf(app)), await serve(app)];
  try {
    for (const c of await verdictsOf({ floor: floor.url, app: site.url }))
      console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.value}`);
    return 0;
  } finally {
    for (const s of [floor, site]) {
      await s.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

/** The first sign-in alone. @param {number} runs */
const onlyFlow = (runs) =>
  alone(
    (app) => buildFlowFloor(app, join(CACHE, 'flow-floor')),
    async ({ floor, app }) =>
      flowVerdicts(await measureFlow({ floor: `${floor}/#/`, app: `${app}/#/` }, { runs, log: console.log })),
  );

/** Two builds' first sign-ins interleaved, printed. @param {number} runs @param {string} against the other build */
async function compareFlows(runs, against) {
  const loadAtStart = loadAverage();
  const sites = [await serve(await snapshotApp(DIST)), await serve(await snapshotApp(against, 'against'))];
  try {
    const [app, other] = sites.map((s) => `${s.url}/#/`);
    const flow = await measureFlow({ app, against: other }, { runs, log: console.log, typing: false });
    console.log(
      `\napp: ${DIST}/, against: ${against}/; ${runs} runs each; load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
    );
    console.log(flowComparison(flow).join('\n'));
    return 0;
  } finally {
    for (const s of sites) {
      await s.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

/** Opening the installed app alone. @param {number} runs */
const onlyInstalled = (runs) =>
  alone(
    () => buildInstalledFloor(join(CACHE, 'installed-floor')),
    async (urls) => installedVerdicts(await measureInstalledStart(urls, { runs, log: console.log })),
  );

/**
 * The data report alone, on the build as it is: printed, and its section of BENCHMARKS.md rewritten (the rest of
 * the file is left as the last full run wrote it). @param {number} started
 */
async function onlyData(started) {
  const data = await measureData({ staticDir: DIST, log: console.log });
  const section = dataSection(data);
  const md = existsSync('BENCHMARKS.md') ? readFileSync('BENCHMARKS.md', 'utf8') : '# Benchmarks\n';
  writeFileSync('BENCHMARKS.md', withDataSection(md, section));
  console.log(`\n${section.join('\n')}`);
  const checks = dataVerdicts(data);
  console.log(
    `${checks.filter((c) => c.ok).length}/${checks.length} data targets met; its section of BENCHMARKS.md written; ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
  return 0;
}

// When a tab crashes, Lighthouse also rejects a promise nobody waits for; without this handler Node
// would end the whole benchmark for it. The run itself fails too, and is retried above.
process.on('unhandledRejection', (error) => {
  if (/** @type {any} */ (error)?.lhrRuntimeError) console.log(`  (Lighthouse: ${/** @type {any} */ (error).code})`);
  else throw error;
});

process.exitCode = await main().catch((error) => {
  console.error(error);
  return 1;
});
