// @ts-check
// Turns the measurements into the tables `npm run bench` prints and BENCHMARKS.md, with the verdict on
// each target. Markdown for both: its tables read fine in a terminal too.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { CHROMIUM } from '../chromium.js';
import { median, PROFILES, withSpread } from './lighthouse.js';
import { installedSection, installedVerdicts } from './installed-start.js';
import { DATA_HEADING, dataSection, dataVerdicts } from './data.js';

/** @typedef {import('./lighthouse.js').Sample} Sample */
/** @typedef {import('./lighthouse.js').Detail} Detail */
/** @typedef {{ samples: Sample[], median: Sample, detail: Detail, details: Detail[] }} Result details: one per run, in order */
/** @typedef {Record<string, Record<string, Result>>} Results by profile, then by target */
/** @typedef {Awaited<ReturnType<import('./repeat-visit.js').measureRepeatVisit>>} RepeatVisit */
/** @typedef {import('./installed-start.js').Installed} Installed */
/** @typedef {import('./data.js').Data} Data */

export const TARGETS = /** @type {const} */ ({
  floor: 'floor: plain HTML, no JS',
  react: 'default: React 19 + react-router, client-rendered',
  app: 'our app (production build)',
});
export const FCP_LIMIT = 1.1; // × the floor's first contentful paint
export const TTI_LIMIT = 0.5; // × the React baseline's time to interactive

const ms = (/** @type {number} */ v) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} ms` : '–');
const kb = (/** @type {number} */ v) => `${(v / 1024).toFixed(1)} KB`;
const x = (/** @type {number} */ v) => `${v.toFixed(2)}×`;
const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗');
const path = (/** @type {string} */ url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {}
  const lighthouse = createRequire(import.meta.url)('lighthouse/package.json').version;
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    chromium,
    lighthouse: `Lighthouse ${lighthouse}`,
    os: `${os.type()} ${os.release()}`,
    load: loadAverage(),
  };
}

/**
 * Each run's TTI against React's run of the same round (the runs are interleaved): the app's, or with `site` the
 * floor's, which has no JavaScript and shows what the document alone costs in that round.
 * @param {Record<string, Result>} r @param {'app' | 'floor'} [site]
 */
export const ttiRatios = (r, site = 'app') =>
  r[site].samples.map((s, i) => s.tti / (r.react.samples[i] ?? r.react.median).tti);

/**
 * What set the app's TTI in the given rounds: the last task Lantern counted as long, per round, and the code's files
 * it waited for (a task that waited for none is the document's own, which the floor pays too).
 * @param {Record<string, Result>} r @param {number[]} rounds
 */
export const lastLongTasks = (r, rounds) =>
  rounds
    .map((i) => {
      const task = r.app.details[i]?.lastLongTask;
      if (!task) return `run ${i + 1}: not known`;
      const after = task.files.length
        ? `after ${task.files.map((f) => `\`${path(f)}\``).join(', ')}`
        : "the document's own";
      return `run ${i + 1}: ${ms(task.observed)} observed, ending at ${ms(task.end)}, ${after}`;
    })
    .join('; ');

/** Verdicts for one profile. @param {Record<string, Result>} r */
export function verdicts(r) {
  const fcp = r.app.median.fcp / r.floor.median.fcp;
  const tti = r.app.median.tti / r.react.median.tti;
  const worst = Math.max(...ttiRatios(r));
  return [
    { name: `FCP ≤ ${FCP_LIMIT}× floor`, ratio: fcp, ok: fcp <= FCP_LIMIT },
    { name: `TTI ≤ ${TTI_LIMIT}× React`, ratio: tti, ok: tti <= TTI_LIMIT },
    { name: `TTI ≤ ${TTI_LIMIT}× React in every run (the worst)`, ratio: worst, ok: worst <= TTI_LIMIT },
  ];
}

/** @typedef {Awaited<ReturnType<import('./flow.js').measureFlow>>} Flow */
export const FLOW_LIMIT = 1.5; // × the floor's navigation-to-greeting time
export const TYPING_LIMIT_MS = 200; // input delay of a key while the code starts
const LONG_TASK_MS = 50; // what the Long Tasks API reports: the threshold is the browser's

/** Verdicts of the first sign-in. @param {Flow} flow */
export function flowVerdicts(flow) {
  const checks = Object.keys(flow.results.app).map((tap) => {
    const app = median(flow.results.app[Number(tap)].map((r) => r.greetedAt));
    const floor = median(flow.results.floor[Number(tap)].map((r) => r.greetedAt));
    return {
      name: `tap at ${Number(tap) / 1000} s: greeting ≤ ${FLOW_LIMIT}× floor`,
      value: x(app / floor),
      ok: app / floor <= FLOW_LIMIT,
    };
  });
  const lost = Object.values(flow.results.app)
    .flat()
    .filter((r) => r.lost).length;
  const lostFast = Object.values(flow.fast.app)
    .flat()
    .filter((r) => r.lost).length;
  const delay = Math.max(0, ...flow.typing.flatMap((t) => t.keys.map((k) => k[1])));
  const tasks = flow.typing.flatMap((t) => t.longTasks.map(([, d]) => d));
  return [
    ...checks,
    { name: 'no tap lost', value: `${lost} lost`, ok: lost === 0 },
    { name: 'no tap lost on 4G', value: `${lostFast} lost`, ok: lostFast === 0 },
    {
      name: `typing while the code starts: input delay ≤ ${TYPING_LIMIT_MS} ms`,
      value: ms(delay),
      ok: delay <= TYPING_LIMIT_MS,
    },
    {
      name: `no main-thread task of the code's own over ${LONG_TASK_MS} ms at ${flow.cpuSlowdown}x CPU while it arrives and starts`,
      value: tasks.length ? `${tasks.length} over, the longest ${ms(Math.max(...tasks))}` : 'none',
      ok: tasks.length === 0,
    },
  ];
}

/** A run's long tasks, for the report. @param {Array<[number, number]>} tasks */
const tasksOf = (tasks) => tasks.map(([, d]) => ms(d)).join(' + ') || 'none';

/** @param {Flow} flow @param {{ beforeForm: number, beforeSignIn: number }} js brotli bytes */
function firstSignIn(flow, js) {
  const out = [
    "| tap after the form appears | floor (median, spread) | app (median, spread) | app ÷ floor | lost taps | app runs (greeting, ms) | app's own dashboard (median, spread) | floor runs |",
    '|---|--:|--:|--:|--:|---|--:|---|',
  ];
  for (const tap of Object.keys(flow.results.app).map(Number)) {
    const [a, f] = [flow.results.app[tap], flow.results.floor[tap]];
    const [am, fm] = [median(a.map((r) => r.greetedAt)), median(f.map((r) => r.greetedAt))];
    out.push(
      `| ${tap / 1000} s | ${withSpread(f.map((r) => r.greetedAt))} | ${withSpread(a.map((r) => r.greetedAt))} | ${x(am / fm)} ` +
        `| ${a.filter((r) => r.lost).length} of ${a.length} | ${a.map((r) => (r.lost ? 'lost' : Math.round(r.greetedAt))).join(', ')} ` +
        `| ${withSpread(a.map((r) => r.liveAt))} ` +
        `| ${f.map((r) => Math.round(r.greetedAt)).join(', ')} |`,
    );
  }
  const fcp = (/** @type {'app' | 'floor'} */ site) =>
    median(
      Object.values(flow.results[site])
        .flat()
        .map((r) => r.fcp),
    );
  const keys = flow.typing.flatMap((t) => t.keys);
  out.push(
    '',
    `The form appears (first contentful paint, median of all runs) at ${ms(fcp('floor'))} on the floor and ${ms(fcp('app'))} in the app.`,
    `JavaScript (brotli) before the form answers, the sign-in island: ${js.beforeForm.toLocaleString('en-US')} B (with the document, the size report's \`sign-in ready\`, against its budget); ` +
      `before a sign-in completes, with the app chunk, the membership code, the dashboard and English: ${js.beforeSignIn.toLocaleString('en-US')} B.`,
    `Typing in the form from the moment it appears until a second after the app has started, a key every 150 ms (${flow.typing.length} runs): ` +
      `${keys.length} keys took 16 ms or more to their next paint; the longest input delay (key to handler) ${ms(Math.max(0, ...keys.map((k) => k[1])))}, ` +
      `the longest whole event ${ms(Math.max(0, ...keys.map((k) => k[2])))}. Main-thread tasks over ${LONG_TASK_MS} ms in those runs, once the form showed, ` +
      `the code's own (its arrival, the takeover, the start): ${flow.typing.map((t) => tasksOf(t.longTasks)).join('; ')}. ` +
      `Tasks over ${LONG_TASK_MS} ms that handled a key or the tap on the field, in the app: ${flow.typing.map((t) => tasksOf(t.inputTasks)).join('; ')}; ` +
      `on the floor's form, typed on as long in the same way: ${flow.floorTyping.map((t) => tasksOf(t.inputTasks)).join('; ')}. ` +
      `The document's own before the code arrived (the parsing of its last part): app ${flow.typing.map((t) => tasksOf(t.documentTasks)).join('; ')}; ` +
      `floor ${flow.floorTyping.map((t) => tasksOf(t.documentTasks)).join('; ')}. ` +
      "The typing runs tell them apart by Event Timing (a task in which a key or tap was handled is that input's) and Resource " +
      "Timing (the entry module's arrival); the harness runs no script of its own in the page meanwhile (Playwright's waits and " +
      'locators would run on its main thread).',
    '',
    `On 4G (${flow.fastPhone.network.latency} ms round trip, ${(flow.fastPhone.network.downloadThroughput * 8) / 1e6} Mbit/s; ` +
      `${flow.fastPhone.cpuSlowdown}x CPU), where the browser rates the link \`4g\`: the tap, the moment the form appears ` +
      "or a second later, to the app's own dashboard (the floor: its greeting), and when the form's own code took it over.",
    '',
    "| tap after the form appears | floor: tap to greeting (median, spread) | app: tap to dashboard (median, spread) | app runs (ms) | lost taps | the app's code takes over the form, after it appears (median, spread) |",
    '|---|--:|--:|---|--:|--:|',
  );
  for (const tap of Object.keys(flow.fast.app).map(Number)) {
    const [a, f] = [flow.fast.app[tap], flow.fast.floor[tap]];
    const floorTimes = f.map((r) => r.greetedAt - r.tapAt);
    const appTimes = a.map((r) => r.liveAt - r.tapAt); // NaN when lost
    const runs = appTimes.map((t) => (Number.isFinite(t) ? Math.round(t) : 'lost')).join(', ');
    const lost = a.filter((r) => r.lost).length;
    const takeover = a.map((r) => r.codeAt - r.fcp);
    out.push(
      `| ${tap / 1000} s | ${withSpread(floorTimes)} | ${withSpread(appTimes)} | ${runs} | ${lost} of ${a.length} | ${withSpread(takeover)} |`,
    );
  }
  out.push('');
  for (const c of flowVerdicts(flow)) out.push(`- ${mark(c.ok)} ${c.name}: ${c.value}${c.ok ? '' : ' — **missed**'}`);
  return out;
}

/**
 * Two builds' first sign-ins side by side (run.js's `--against`): each site's median and spread, tap by tap, on slow 2G
 * (navigation to the greeting and to the app's dashboard) and on 4G (the tap to the app's dashboard).
 * @param {Flow} flow
 */
export function flowComparison(flow) {
  const sites = Object.keys(flow.results);
  const lost = (/** @type {Array<{ lost: boolean }>} */ runs) =>
    `${runs.filter((r) => r.lost).length} of ${runs.length}`;
  const out = [
    "| slow 2G, tap after the form appears | site | navigation to greeting | to the app's dashboard | lost taps |",
    '|---|---|--:|--:|--:|',
  ];
  for (const tap of Object.keys(flow.results[sites[0]]).map(Number))
    for (const site of sites) {
      const runs = flow.results[site][tap];
      out.push(
        `| ${tap / 1000} s | ${site} | ${withSpread(runs.map((r) => r.greetedAt))} | ${withSpread(runs.map((r) => r.liveAt))} | ${lost(runs)} |`,
      );
    }
  out.push(
    '',
    "| 4G, tap after the form appears | site | tap to the app's dashboard | app runs (ms) | the code takes over the form, after it appears | lost taps |",
    '|---|---|--:|---|--:|--:|',
  );
  for (const tap of Object.keys(flow.fast[sites[0]]).map(Number))
    for (const site of sites) {
      const runs = flow.fast[site][tap];
      const times = runs.map((r) => r.liveAt - r.tapAt);
      out.push(
        `| ${tap / 1000} s | ${site} | ${withSpread(times)} | ${times.map((t) => (Number.isFinite(t) ? Math.round(t) : 'lost')).join(', ')} ` +
          `| ${withSpread(runs.map((r) => r.codeAt - r.fcp))} | ${lost(runs)} |`,
      );
    }
  return out;
}

/** @param {RepeatVisit} rv */
export function repeatVerdicts(rv) {
  const cards = rv.offline.filter((v) => v.hash === '#/card').map((v) => v.cardMs);
  const sorted = [...cards].sort((a, b) => a - b);
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  const network = [...rv.online, ...rv.offline].reduce((n, v) => n + v.fromNetwork.length + v.serverAppHits.length, 0);
  return {
    median,
    cards,
    checks: [
      { name: 'no app code over the network on a repeat visit', value: `${network} request(s)`, ok: network === 0 },
      {
        name: `card on screen ≤ ${rv.cardTargetMs} ms (offline, ${rv.cpuSlowdown}x CPU, median)`,
        value: ms(median),
        ok: median <= rv.cardTargetMs,
      },
    ],
  };
}

/** @param {Results} results */
function firstVisit(results) {
  const out = [];
  for (const [profile, r] of Object.entries(results)) {
    out.push(
      `### ${PROFILES[profile].label}`,
      '',
      '| metric (median, spread) | floor | React | app | app ÷ floor (medians) | app ÷ React (medians) |',
      '|---|--:|--:|--:|--:|--:|',
    );
    /** @type {Array<[string, keyof Sample, 'ms' | 'KB']>} */
    const rows = [
      ['first contentful paint', 'fcp', 'ms'],
      ['largest contentful paint', 'lcp', 'ms'],
      ['time to interactive', 'tti', 'ms'],
      ['total bytes', 'bytes', 'KB'],
      ['total blocking time', 'tbt', 'ms'],
    ];
    for (const [label, key, unit] of rows) {
      const [f, re, a] = [r.floor.median[key], r.react.median[key], r.app.median[key]];
      const [fs, rs, as] = ['floor', 'react', 'app'].map((t) =>
        withSpread(
          r[t].samples.map((s) => s[key]),
          unit,
        ),
      );
      out.push(`| ${label} | ${fs} | ${rs} | ${as} | ${f ? x(a / f) : '–'} | ${re ? x(a / re) : '–'} |`);
    }
    out.push('');
    for (const v of verdicts(r)) out.push(`- ${mark(v.ok)} ${v.name}: ${x(v.ratio)}${v.ok ? '' : ' — **missed**'}`);
    out.push(
      '',
      `Runs (FCP / TTI, ms): ${Object.keys(TARGETS)
        .map((t) => `${t} ${r[t].samples.map((s) => `${Math.round(s.fcp)}/${Math.round(s.tti)}`).join(', ')}`)
        .join('; ')}`,
      '',
      `Each run's TTI ÷ React's in the same round: ${ttiRatios(r).map(x).join(', ')}; the floor's: ${ttiRatios(r, 'floor').map(x).join(', ')}.`,
      '',
    );
  }
  return out;
}

/** What each page costs, to see where the time goes. @param {Results} results */
function diagnostics(results) {
  const out = [
    '| profile | page | requests | HTML | CSS | JS | main thread | of which script | TBT |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const [profile, r] of Object.entries(results)) {
    for (const t of Object.keys(TARGETS)) {
      const m = r[t].median;
      out.push(
        `| ${profile} | ${t} | ${m.requests} | ${kb(m.htmlBytes)} | ${kb(m.cssBytes)} | ${kb(m.scriptBytes)} ` +
          `| ${ms(m.mainThread)} | ${ms(m.bootup)} | ${ms(m.tbt)} |`,
      );
    }
  }
  const profile = Object.keys(results).at(-1) ?? 'mobile';
  const app = results[profile].app.detail;
  out.push(
    '',
    `Requests of the app's sign-in screen (transfer size, @ when the unthrottled load asked for it; a later group waited for an ` +
      `earlier one to arrive and run): ${app.requests.map((q) => `\`${path(q.url)}\` ${kb(q.transferSize)} @${q.start} ms`).join(', ')}.`,
    '',
  );
  for (const [p, r] of Object.entries(results)) {
    const top = [...r.app.detail.scripts].sort((a, b) => b.scripting - a.scripting).slice(0, 4);
    out.push(
      `App's main-thread script time by file (${p}, from one run): ${top.map((s) => `\`${path(s.url)}\` ${ms(s.scripting)}`).join(', ')}.`,
      '',
    );
  }
  return out;
}

/** The offline card run nearest the median time. @param {RepeatVisit} rv */
function medianCardRun(rv) {
  const { median } = repeatVerdicts(rv);
  return rv.offline
    .filter((v) => v.hash === '#/card')
    .reduce((a, b) => (Math.abs(b.cardMs - median) < Math.abs(a.cardMs - median) ? b : a));
}

/** @param {RepeatVisit} rv */
function repeatVisit(rv) {
  const { checks, cards } = repeatVerdicts(rv);
  const out = [
    '| reopened | network | lands on | app code not from the SW | first contentful paint | card on screen |',
    '|---|---|---|--:|--:|--:|',
  ];
  for (const v of [...rv.online, ...rv.offline]) {
    const notFromSw = [...v.fromNetwork, ...v.serverAppHits.map((h) => `${h} (server)`)];
    out.push(
      `| \`/${v.hash}\` | ${v.offline ? 'off' : 'on'} | \`${v.landedOn}\` | ${notFromSw.length}${notFromSw.length ? ` (${notFromSw.join(', ')})` : ''} ` +
        `| ${ms(v.fcpMs)} | ${v.hash === '#/card' ? ms(v.cardMs) : '–'} |`,
    );
  }
  const other = [...new Set([...rv.online, ...rv.offline].flatMap((v) => v.serverOtherHits.map(path)))];
  const mid = medianCardRun(rv);
  out.push(
    '',
    `Card times (offline): ${cards.map((c) => Math.round(c)).join(', ')} ms.`,
    `The median card run, file by file (requested → served by the SW, ms since navigation start): ` +
      `${mid.timeline.map((e) => `\`${e.path.replace('/assets/', '')}\` ${e.start}→${e.end}`).join(', ')}; first paint ${ms(mid.fcpMs)}, card ${ms(mid.cardMs)}.`,
    other.length
      ? `Other requests that reached the server meanwhile (not the page's app code): ${other.map((o) => `\`${o}\``).join(', ')}` +
          (other.includes('/sw.js')
            ? " — `/sw.js` is the browser's service-worker update check, which bypasses both the SW and the page's offline switch."
            : '')
      : '',
    '',
  );
  for (const c of checks) out.push(`- ${mark(c.ok)} ${c.name}: ${c.value}${c.ok ? '' : ' — **missed**'}`);
  return out;
}

/** Plain words for every missed target, with the numbers that explain it. @param {Results} results @param {RepeatVisit | null} rv */
function misses(results, rv) {
  const out = [];
  for (const [profile, r] of Object.entries(results)) {
    const [fcp, tti, everyRun] = verdicts(r);
    const a = r.app.median;
    if (!fcp.ok) {
      const limit = r.floor.median.fcp * FCP_LIMIT;
      const late = r.app.samples
        .map((s, i) => ({ s, early: r.app.details[i].earlyScripts }))
        .filter(({ s }) => s.fcp > limit);
      const early = late[0]?.early ?? [];
      out.push(
        `- **${profile}: first contentful paint is ${x(fcp.ratio)} the floor's** (${ms(a.fcp)} against ${ms(r.floor.median.fcp)}; ` +
          `limit ${ms(limit)}); ${late.length} of ${r.app.samples.length} runs were over it. The app's document paints the whole screen ` +
          `without JavaScript (${kb(a.htmlBytes)}, the floor's is ${kb(r.floor.median.htmlBytes)}), but Lantern counts a High-priority script ` +
          `that finished before the observed first paint as render-blocking (the app's preloads ask for low priority; its module entry is High). ` +
          `In the late runs Chromium's first paint came after ${early.map((e) => `\`${path(e.url)}\` (${kb(e.transferSize)})`).join(', ') || 'the scripts'} had arrived, ` +
          `so the simulated FCP waited for them${late.length < r.app.samples.length ? '; in the other runs the first paint came first and FCP matched the floor' : ''}.`,
      );
    }
    if (!tti.ok)
      out.push(
        `- **${profile}: time to interactive is ${x(tti.ratio)} React's** (${ms(a.tti)} against ${ms(r.react.median.tti)}; ` +
          `the target is ≤ ${ms(r.react.median.tti * TTI_LIMIT)}, ${ms(a.tti - r.react.median.tti * TTI_LIMIT)} to go). The app loads ` +
          `${kb(a.scriptBytes)} of JS in ${a.requests} requests, the scripts in several groups one after the other (see the request list below; React: ` +
          `${kb(r.react.median.scriptBytes)} in ${r.react.median.requests} requests, one script); main thread ${ms(a.mainThread)} (React ${ms(r.react.median.mainThread)}), ` +
          `TBT ${ms(a.tbt)}. The floor, which has nothing to run, is interactive at ${ms(r.floor.median.tti)}` +
          (r.react.median.tti * TTI_LIMIT < r.floor.median.tti
            ? ` — above the limit itself: under this profile no page with this markup and CSS reaches the target here, not even one without JavaScript.`
            : '.'),
      );
    else if (!everyRun.ok) {
      const ratios = ttiRatios(r);
      const floors = ttiRatios(r, 'floor');
      const over = r.app.samples.map((_, i) => i).filter((i) => ratios[i] > TTI_LIMIT);
      out.push(
        `- **${profile}: time to interactive over ${TTI_LIMIT}× React's in ${over.length} of ${ratios.length} runs** (the worst ` +
          `${x(everyRun.ratio)}; the median ${x(tti.ratio)}; TBT in those runs ${over.map((i) => ms(r.app.samples[i].tbt)).join(', ')}, the ` +
          `median ${ms(a.tbt)}; the floor's TTI ÷ React's in those rounds ${over.map((i) => x(floors[i])).join(', ')}). Lantern counts a task ` +
          `over 50 ms at the profile's CPU slowdown as a long task, and a long task of the code's start ends only when the code has ` +
          `arrived in its simulation; the floor, with no code, has only the document's own tasks. The last long task in those ` +
          `runs (Lantern's pessimistic estimate): ${lastLongTasks(r, over)}.`,
      );
    }
  }
  if (rv) {
    const [network, card] = repeatVerdicts(rv).checks;
    if (!network.ok)
      out.push(`- **Repeat visit: ${network.name} — ${network.value}** (listed in the repeat-visit table).`);
    if (!card.ok) {
      const mid = medianCardRun(rv);
      const before = mid.timeline.filter((e) => e.end <= mid.cardMs).sort((a, b) => a.start - b.start);
      const last = before.reduce((a, b) => (b.end > a.end ? b : a), before[0]);
      out.push(
        `- **Repeat visit: ${card.name} — ${card.value}.** Nothing comes from the network; the time is the chain of ` +
          `steps on a ${rv.cpuSlowdown}x slower CPU: in the median run the page asked the SW for ${before.map((e) => `\`${e.path.replace('/assets/', '')}\` @${e.start} ms`).join(', ')}` +
          `${last ? `; the last, \`${last.path.replace('/assets/', '')}\`, was asked for only at ${last.start} ms and arrived at ${last.end} ms` : ''}, ` +
          `and the card was on screen at ${ms(mid.cardMs)}. Each file is asked for only after the one before has arrived and run.`,
      );
    }
  }
  return out;
}

/**
 * @param {{ results: Results, repeat: RepeatVisit | null, flow: Flow | null, installed: Installed | null,
 *   data?: Data | null, js: { beforeForm: number, beforeSignIn: number },
 *   runs: number, date: Date, seconds: number, problems: string[], loadAtStart: string }} run
 * @returns {string} BENCHMARKS.md
 */
export function markdown({
  results,
  repeat,
  flow,
  installed,
  data = null,
  js,
  runs,
  date,
  seconds,
  problems,
  loadAtStart,
}) {
  const m = machine();
  const missed = [
    ...misses(results, repeat),
    ...(flow
      ? flowVerdicts(flow)
          .filter((c) => !c.ok)
          .map((c) => `- **First sign-in: ${c.name} — ${c.value}.**`)
      : []),
    ...(installed
      ? installedVerdicts(installed)
          .filter((c) => !c.ok)
          .map((c) => `- **Opening the installed app: ${c.name} — ${c.value}.**`)
      : []),
    ...(data
      ? dataVerdicts(data)
          .filter((c) => !c.ok)
          .map((c) => `- **Data: ${c.name} — ${c.value}.**`)
      : []),
  ];
  const all = [
    ...Object.values(results).flatMap(verdicts),
    ...(repeat ? repeatVerdicts(repeat).checks : []),
    ...(flow ? flowVerdicts(flow) : []),
    ...(installed ? installedVerdicts(installed) : []),
    ...(data ? dataVerdicts(data) : []),
  ];
  return [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (\`scripts/bench/run.js\`) on ${date.toISOString().replace('T', ' ').slice(0, 16)} UTC, ` +
      `${runs} Lighthouse runs per page and profile, in ${Math.round(seconds)} s. The next run overwrites this file.`,
    '',
    'Beside each median in the tables of the first visit, the first sign-in and the installed app, in brackets, its ' +
      'run-to-run spread: the lowest and the highest run (`740 ms (690–810)`). A change whose median falls inside ' +
      "today's spread is within this machine's noise.",
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}`,
    `- Memory: ${m.memory}`,
    `- OS: ${m.os}`,
    `- Node ${m.node}`,
    `- ${m.chromium} (headless)`,
    `- ${m.lighthouse}`,
    `- Load average (1/5/15 min) at the start: ${loadAtStart}; at the end: ${m.load} — other jobs on the machine make Lighthouse's CPU timings noisy; the medians damp that.`,
    '',
    '## Verdict',
    '',
    `${all.filter((v) => v.ok).length} of ${all.length} targets met.`,
    '',
    ...(missed.length ? ['Missed:', '', ...missed, ''] : ['All targets met.', '']),
    '## First visit: the sign-in screen',
    '',
    'Three sites, each served by the reference server (`server/index.js`: brotli, immutable caching of `/assets/`), loaded at `/#/`:',
    '',
    `- **${TARGETS.floor}** — the app's own prerendered \`index.html\` with every script and module preload removed: same markup, same inline CSS.`,
    `- **${TARGETS.react}** — \`scripts/bench/baselines/react/\`: the same form (same markup and CSS, as an imported stylesheet) rendered by React into an empty \`<div id="root">\`, with \`createHashRouter\`, built by Vite with \`@vitejs/plugin-react\` and default settings.`,
    `- **${TARGETS.app}** — a snapshot of \`dist/\`.`,
    '',
    'Lighthouse runs in simulated throttling (a cold load: empty cache, no service worker), performance category only; the runs of the three sites are interleaved, and every metric is the median of its runs.',
    '',
    ...firstVisit(results),
    '### Where the bytes and the time go',
    '',
    ...diagnostics(results),
    "## First sign-in on a slow phone: navigation to the dashboard's greeting",
    '',
    ...(flow
      ? [
          `A fresh visit in Chromium with the network and CPU throttled through the DevTools protocol (slow 2G: ${flow.network.latency} ms round trip, ` +
            `${((flow.network.downloadThroughput * 8) / 1000).toFixed(0)} kbit/s each way; ${flow.cpuSlowdown}x CPU; a 360×640 phone). The form is filled the moment it appears, as a password manager ` +
            'fills it (values set, no focus), and the member taps Sign in 1 s or 8 s later. Measured: navigation start to the frame that paints "Hello, <first name>" on the dashboard ' +
            "(the app's, or its early greeting painted from the provider's answer before the code has arrived, docs/first-paint.md), and to the app's own dashboard; " +
            "a tap is lost when the page loads again or the app's dashboard does not come within 90 s. **floor**: the same form in one document (the app's prerendered `index.html` without its code) whose " +
            'small inline script makes the same `getmember` call and then shows "Hello, <first name>" (`scripts/bench/flow.js`). Floor and app alternate, run by run.',
          '',
          ...firstSignIn(flow, js),
        ]
      : ['Not measured (`--no-flow`, or it failed: see below).']),
    '',
    '## Opening the installed app: the card offline, the dashboard on slow 2G',
    '',
    ...(installed ? installedSection(installed) : ['Not measured (`--no-installed`, or it failed: see below).']),
    '',
    '## Repeat visit: service worker installed, signed in',
    '',
    ...(repeat
      ? [
          'Visited once online with Playwright (service worker ready and controlling, signed in as `active@demo.test`, card opened once), ' +
            `then reopened in a new tab with the CPU slowed ${repeat.cpuSlowdown}x (CDP \`Emulation.setCPUThrottlingRate\`): once online, to see whether any app code still reaches the server, ` +
            `then ${repeat.offline.length / 2} times each offline (\`context.setOffline(true)\`). "Card on screen" is \`performance.now()\` (from the start of the navigation) at the animation frame after \`.member-card-name\` became visible.`,
          '',
          ...repeatVisit(repeat),
        ]
      : ['Not measured (`--no-repeat`, or it failed: see below).']),
    '',
    ...(data ? dataSection(data) : [DATA_HEADING, '', 'Not measured (`--no-data`, or it failed: see below).', '']),
    ...(problems.length ? ['## Problems during the run', '', ...problems.map((p) => `- ${p}`), ''] : []),
  ].join('\n');
}
