// @ts-check
// Lighthouse runs for the benchmark: one Chromium (chrome-launcher, as `lhci collect` starts it) and
// Lighthouse's own storage reset before every run, so each run is a first visit with an empty cache and
// no service worker. Two kinds of profile: simulated throttling (Lantern, what the CI step and most scores use: the
// page loads at full speed and Lighthouse computes what the metrics would be on the profile's network and CPU), and
// DevTools throttling (the page really loads on the link and CPU the first-sign-in bench emulates, ./flow.js). The
// simulation counts a script that arrived before the observed first paint as blocking it, which a module script never
// does; the DevTools profiles show what a member's phone lives through.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, FLAGS } from '../chromium.js';
import { CPU_SLOWDOWN, FAST_PHONE, NETWORK } from './flow.js';

/**
 * The two profiles. Lighthouse 12's `throttling` has six fields; with throttlingMethod 'simulate' only
 * rttMs, throughputKbps and cpuSlowdownMultiplier are used (the request/download/upload fields drive the
 * 'devtools' method), but all six are set so the profile reads the same either way.
 * @type {Record<string, { label: string, config?: import('lighthouse').Config }>}
 */
export const PROFILES = {
  mobile: { label: 'Lighthouse default mobile (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU)' },
  'slow-2g': {
    label: 'slow 2G (simulated: 2000 ms RTT, 50 kbps; 6x CPU)',
    config: {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: 'simulate',
        throttling: {
          rttMs: 2000,
          throughputKbps: 50,
          cpuSlowdownMultiplier: 6,
          requestLatencyMs: 2000,
          downloadThroughputKbps: 50,
          uploadThroughputKbps: 50,
        },
      },
    },
  },
  'mobile-devtools': devtools(
    'Lighthouse on a real 4G link (DevTools throttling: 150 ms latency, 1.6 Mbps down, 750 kbps up; 4x CPU)',
    FAST_PHONE.network,
    FAST_PHONE.cpuSlowdown,
  ),
  'slow-2g-devtools': devtools(
    'Lighthouse on a real slow 2G link (DevTools throttling: 2000 ms latency, 50 kbps; 6x CPU)',
    NETWORK,
    CPU_SLOWDOWN,
  ),
};

/**
 * A profile whose page loads through DevTools' own network and CPU throttling (the link the browser tests and the
 * first-sign-in bench use: latency per request, bytes per second each way).
 * @param {string} label @param {{ latency: number, downloadThroughput: number, uploadThroughput: number }} link
 * @param {number} cpu @returns {{ label: string, config: import('lighthouse').Config }}
 */
function devtools(label, link, cpu) {
  return {
    label,
    config: {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: 'devtools',
        throttling: {
          requestLatencyMs: link.latency,
          downloadThroughputKbps: (link.downloadThroughput * 8) / 1000,
          uploadThroughputKbps: (link.uploadThroughput * 8) / 1000,
          cpuSlowdownMultiplier: cpu,
          rttMs: link.latency,
          throughputKbps: (link.downloadThroughput * 8) / 1000,
        },
        // a slow 2G page takes far past the defaults (30 s to a first paint, 45 s to go quiet)
        maxWaitForFcp: 90_000,
        maxWaitForLoad: 150_000,
      },
    },
  };
}

/** @typedef {{ fcp: number, lcp: number, tti: number, tbt: number, bytes: number, requests: number,
 *   scriptBytes: number, cssBytes: number, htmlBytes: number, bootup: number, mainThread: number }} Sample */
/** @typedef {{ requests: Array<{ url: string, type: string, transferSize: number, start: number }>,
 *   scripts: Array<{ url: string, scripting: number }>,
 *   earlyScripts: Array<{ url: string, transferSize: number }>, lastLongTask: LongTask | null }} Detail */
/** @typedef {{ end: number, observed: number, files: string[] }} LongTask */
/** The metrics the report shows, with the Lighthouse audit each one comes from. */
export const METRICS = /** @type {const} */ ([
  ['fcp', 'first-contentful-paint'],
  ['lcp', 'largest-contentful-paint'],
  ['tti', 'interactive'],
  ['tbt', 'total-blocking-time'],
  ['bytes', 'total-byte-weight'],
  ['bootup', 'bootup-time'],
  ['mainThread', 'mainthread-work-breakdown'],
]);

/** @returns {Promise<import('chrome-launcher').LaunchedChrome>} */
export function startChrome() {
  return launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
}

/** Rows of a table, or of the tables in a list. @param {any} details @returns {any[]} */
const itemsOf = (details) => (details?.type === 'list' ? details.items.flatMap(itemsOf) : (details?.items ?? []));

/**
 * One Lighthouse run (performance category only: the others do not change the metrics and cost time).
 * @param {number} port Chromium's debugging port @param {string} url @param {string} profile
 * @param {string} [saveAs] where to keep the LHR as JSON, for a closer look afterwards
 * @returns {Promise<{ sample: Sample, detail: Detail }>}
 */
export async function measureOnce(port, url, profile, saveAs) {
  const run = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    PROFILES[profile].config,
  );
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  const value = (/** @type {string} */ id) => {
    const v = lhr.audits[id]?.numericValue;
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new Error(`${url}: no value for ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return v;
  };
  const summary = itemsOf(lhr.audits['resource-summary']?.details);
  const kind = (/** @type {string} */ t) => summary.find((i) => i.resourceType === t) ?? {};
  const sample = /** @type {Sample} */ (Object.fromEntries(METRICS.map(([key, id]) => [key, value(id)])));
  sample.requests = kind('total').requestCount ?? 0;
  sample.scriptBytes = kind('script').transferSize ?? 0;
  sample.cssBytes = kind('stylesheet').transferSize ?? 0;
  sample.htmlBytes = kind('document').transferSize ?? 0;
  const rows = itemsOf(lhr.audits['network-requests']?.details);
  // start: when the (unthrottled) load asked for it; requests that wait for an earlier one to arrive and
  // run show up as later groups, and each group costs the simulated network at least one round trip
  const requests = rows.map((r) => ({
    url: String(r.url),
    type: String(r.resourceType ?? ''),
    transferSize: Number(r.transferSize ?? 0),
    start: Math.round(Number(r.networkRequestTime ?? 0)),
  }));
  // Lantern's FCP treats a High-priority script that finished before the first paint of the observed
  // (unthrottled) load as render-blocking, even a module script, which never blocks rendering: these
  // are the scripts the simulated FCP waited for in this run.
  const observedFcp = Number(itemsOf(lhr.audits.metrics?.details)[0]?.observedFirstContentfulPaint ?? Infinity);
  const earlyScripts = rows
    .filter((r) => r.resourceType === 'Script' && r.priority === 'High' && r.networkEndTime <= observedFcp)
    .map((r) => ({ url: String(r.url), transferSize: Number(r.transferSize ?? 0) }));
  // main-thread time per script at the profile's CPU slowdown (parse, compile, run)
  const scripts = itemsOf(lhr.audits['bootup-time']?.details).map((r) => ({
    url: String(r.url),
    scripting: Number(r.scripting ?? 0) + Number(r.scriptParseCompile ?? 0),
  }));
  return { sample, detail: { requests, scripts, earlyScripts, lastLongTask: await lastLongTask(run) } };
}

/**
 * The last task that Lantern's pessimistic estimate counts as long (over 50 ms simulated), the one that sets a late
 * time to interactive: when it ends in the simulation, how long it took in the observed load (ms), and the files it
 * waited for besides the document (none: the document's own task). Null when there is none, or when Lighthouse's
 * internals have moved (the report then does without).
 * @param {any} run Lighthouse's result, with its artifacts @returns {Promise<LongTask | null>}
 */
async function lastLongTask({ lhr, artifacts }) {
  try {
    // Lighthouse's own module, not its public API: imported here, so that a move costs this line of the report only
    const { LanternInteractive } = await import('lighthouse/core/computed/metrics/lantern-interactive.js');
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const { pessimisticEstimate } = await LanternInteractive.request(data, { computedCache: new Map() });
    /** @type {Array<[any, { endTime: number, duration: number }]>} */
    const long = [...pessimisticEstimate.nodeTimings.entries()].filter(([n, t]) => n.type === 'cpu' && t.duration > 50);
    const [node, timing] = long.sort((a, b) => a[1].endTime - b[1].endTime).at(-1) ?? [];
    if (!node) return null;
    return {
      end: Math.round(timing.endTime),
      observed: Math.round(node.duration / 1000),
      files: node
        .getDependencies()
        .filter((/** @type {any} */ d) => d.type === 'network' && d.request.resourceType !== 'Document')
        .map((/** @type {any} */ d) => String(d.request.url)),
    };
  } catch {
    return null;
  }
}

/** The median of the finite values (a lost run is NaN); NaN when there are none. @param {number[]} values */
export function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * A median with its run-to-run spread, the lowest and the highest of the finite runs: `740 ms (690–810)`; `–` when
 * there are none. `unit` 'KB' for bytes, shown in KB.
 * @param {number[]} values @param {'ms' | 'KB'} [unit]
 */
export function withSpread(values, unit = 'ms') {
  const runs = values.filter(Number.isFinite);
  if (!runs.length) return '–';
  const n = (/** @type {number} */ v) =>
    unit === 'KB' ? (v / 1024).toFixed(1) : Math.round(v).toLocaleString('en-US');
  return `${n(median(runs))} ${unit} (${n(Math.min(...runs))}–${n(Math.max(...runs))})`;
}

/**
 * Median of every metric on its own (lhci picks one "median run" by FCP and TTI instead; per metric is
 * steadier when one run is disturbed in only one metric by another process on this machine).
 * @param {Sample[]} samples @returns {Sample}
 */
export function medians(samples) {
  const keys = /** @type {Array<keyof Sample>} */ (Object.keys(samples[0]));
  return /** @type {Sample} */ (Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])));
}
