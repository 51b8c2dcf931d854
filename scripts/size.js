// @ts-check
// `npm run size`: what a member's phone downloads for each moment of using the app (a first sign-in, opening the
// card, opening a screen, the service worker's install) and the files whose own size matters, against the budgets in
// scripts/size-budgets.json. Run it after `npm run build`; it exits 1 when a moment or a file is over its budget, and
// warns when one has less than the budgets' headroom left. `--write` puts the same table in SIZES.md. With
// `--complete`, as `npm test` runs it, it also fails when the build lacks the service worker or any screen or language
// the checkout has (expectedRoles).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
/** @type {{ entry: string, app: string, signIn: string }} the codeSplitting groups' and the sign-in screen's names */
const CHUNK = JSON.parse(readFileSync(new URL('./chunk-names.json', import.meta.url), 'utf8'));

/** @typedef {{ file: string, name?: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }} Chunk */
/** @typedef {Record<string, Chunk>} Manifest */
/** What the service worker precaches, and its on-demand files by name (scripts/build-sw.js writes it).
 * @typedef {{ precached: string[], onDemand: Record<string, string> }} SwPrecache */
/** @typedef {{ raw: number, brotli: number }} Size */
/** @typedef {'document' | 'signInJs' | 'app' | 'screen' | 'language' | 'legal' | 'css' | 'cssTotal' | 'serviceWorker' | 'swInstall' | 'firstVisit' | 'firstSignIn' | 'cardStart' | 'other'} Kind */
/** A group of emitted files: `files` biggest first, `sizes` per file, totals in `raw` and `brotli`.
 * @typedef {{ name: string, kind: Kind, key?: string, files: string[], sizes: Record<string, Size>, raw: number, brotli: number, missing?: boolean }} Role */
/** One case of a moment (a language, a screen): the files it downloads. @typedef {{ label: string, files: string[], raw: number, brotli: number, missing?: boolean }} Case */
/** @typedef {{ id: string, name: string, cases: Case[] }} Moment */
/** @typedef {{ budget: number, means: string }} Budget */
/** Brotli bytes per moment and per file check, by id (MOMENTS, FILES); `headroom` the share a budget should keep
 * over the build (default 0.1). @typedef {{ headroom?: number, moments?: Record<string, Budget>, files?: Record<string, Budget> }} Budgets */
/** The largest case of a moment against its budget; `status` the worst of its cases.
 * @typedef {Moment & { largest?: Case, budget?: number, means?: string, headroom?: number, status: 'OK' | 'OVER' | 'WARN' | 'MISSING' | '' }} Row */
/** @typedef {{ name: string, before?: number, after?: number, delta: number }} Change */

const MEMBERSHIP = 'src/state/membership.ts';
const ENGLISH = 'i18n/en-US.json';
const SCREEN = /^src\/screens\/([^/]+)\/index\.[jt]sx?$/;
const TABLE = /^i18n\/([^/]+)\.json$/;
// The terms and privacy texts of one language: a table of their own, loaded by the screens that show them.
const LEGAL = /^i18n\/legal\/([^/]+)\.json$/;
// Only locales are languages: any other JSON that the i18n glob picks up is `other`.
const LOCALE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2}|-\d{3})?$/;
/** Totals over other roles' files. @type {Set<Kind>} */
const SUMMARIES = new Set(['firstVisit', 'firstSignIn', 'cardStart', 'swInstall']);
const SW_PRECACHE = '.vite/sw-precache.json';
const REPORT = '.size-report.json';
// dist/ is emptied by every `vite build`, so the previous run is also kept where builds don't reach.
const HISTORY = 'node_modules/.cache/size-report.json';
const SIZES_MD = 'SIZES.md';
const USAGE =
  'usage: node scripts/size.js [--dist dir] [--budgets file] [--history file] [--json] [--write [file]] [--require-sw] [--complete [--src dir]]';

/** Raw and brotli size of one file; quality 11 is what a host precompressing static files would use.
 * @param {Buffer} buf @returns {Size} */
export function sizeOf(buf) {
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length };
  return { raw: buf.length, brotli: brotliCompressSync(buf, { params }).length };
}

/** @param {string} dir @returns {string[]} */
const walk = (dir) =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));

/** The manifest, the service worker's precache list (null before scripts/build-sw.js) and the size of every file
 * a visitor could download from `dist`.
 * @param {string} dist @returns {{ manifest: Manifest, files: Record<string, Size>, sw: SwPrecache | null }} */
export function measure(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run \`npx vite build\` first`);
  /** @type {Record<string, Size>} */
  const files = {};
  for (const path of walk(dist)) {
    const rel = relative(dist, path).split(sep).join('/');
    // build metadata, this report and source maps never travel to a visitor
    if (rel.startsWith('.vite/') || rel === REPORT || rel.endsWith('.map')) continue;
    files[rel] = sizeOf(readFileSync(path));
  }
  const swPath = join(dist, SW_PRECACHE);
  const sw = existsSync(swPath) ? JSON.parse(readFileSync(swPath, 'utf8')) : null;
  return { manifest: JSON.parse(readFileSync(manifestPath, 'utf8')), files, sw };
}

/** A name that survives rebuilds (Vite's 8-character hash removed), so the change since the last run stays stable.
 * @param {string} file */
export const stableName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

/**
 * Groups emitted files into roles, the parts the moments are made of (chunks known by the manifest's names,
 * scripts/chunk-names.json, not by their source paths). Sign-in JavaScript is everything a visitor downloads
 * for an interactive sign-in screen in English: the entry (the sign-in island, with its English strings)
 * and the screen's chunks. The app follows it (the app chunk, with what it imports); a screen counts only
 * what it adds on top of those two, its style sheets included, and English's whole table is a language like the others.
 * The service worker's install after a first sign-in in English is its precache and English's table, less the
 * document: the page has just loaded it, and the install only revalidates it (a 304).
 * @param {Manifest} manifest @param {Record<string, Size>} files @param {SwPrecache | null} [sw] @returns {Role[]}
 */
export function groupRoles(manifest, files, sw = null) {
  const keys = Object.keys(manifest);
  const srcOf = (/** @type {string} */ k) => manifest[k].src ?? k;
  /** Keys reachable by static imports, the chunks the browser fetches together. @param {string[]} from */
  const closure = (from, seen = new Set()) => {
    for (const k of from)
      if (manifest[k] && !seen.has(k)) {
        seen.add(k);
        closure(manifest[k].imports ?? [], seen);
      }
    return /** @type {string[]} */ ([...seen]);
  };
  const fileOf = (/** @type {string[]} */ ks) => [...new Set(ks.map((k) => manifest[k].file))];
  /** @type {Role[]} */
  const roles = [];
  const used = new Set();
  /** @param {string} name @param {Kind} kind @param {string[]} list @param {string} [key] */
  const add = (name, kind, list, key) => {
    const sorted = [...list].sort((a, b) => (files[b]?.brotli ?? 0) - (files[a]?.brotli ?? 0));
    const sum = (/** @type {keyof Size} */ p) => sorted.reduce((n, f) => n + (files[f]?.[p] ?? 0), 0);
    const sizes = Object.fromEntries(sorted.filter((f) => files[f]).map((f) => [f, files[f]]));
    /** @type {Role} */
    const role = { name, kind, files: sorted, sizes, raw: sum('raw'), brotli: sum('brotli') };
    if (key) role.key = key;
    if (sorted.some((f) => !files[f])) role.missing = true;
    if (!SUMMARIES.has(kind) && kind !== 'cssTotal') sorted.forEach((f) => used.add(f));
    roles.push(role);
  };

  // the entry and the app chunk are codeSplitting groups (vite.config.ts), the island the sign-in screen's chunk:
  // known by their names, as scripts/vite-first-paint.ts knows them
  const named = (/** @type {string} */ name) =>
    keys.filter((k) => manifest[k].name === name && manifest[k].file.endsWith('.js'));
  const signInKeys = closure([...named(CHUNK.entry), ...named(CHUNK.signIn)]);
  const signIn = fileOf(signInKeys);
  const appKeys = closure(named(CHUNK.app));
  const app = fileOf(appKeys).filter((f) => !signIn.includes(f));
  const cssOf = (/** @type {string[]} */ ks) => [...new Set(ks.flatMap((k) => manifest[k].css ?? []))];
  const signInCss = cssOf(signInKeys);
  const appCss = cssOf(appKeys);
  add('document', 'document', ['index.html']);
  add('sign-in JavaScript', 'signInJs', signIn);
  add('app after sign-in', 'app', app);
  const byName = (/** @type {RegExp} */ re) =>
    keys
      .map((k) => /** @type {const} */ ([k, re.exec(srcOf(k))?.[1]]))
      .filter(([, n]) => n)
      .sort(([, a], [, b]) => String(a).localeCompare(String(b)));
  const screenKeys = Object.fromEntries(byName(SCREEN).map(([k, name]) => [name, closure([k])]));
  for (const [name, ks] of Object.entries(screenKeys)) {
    // the sign-in screen is part of the sign-in JavaScript: a row of its own would always be empty; a screen's code
    // and style sheets are what it adds to those the sign-in and the app have loaded
    const loaded = [...signIn, ...app, ...signInCss, ...appCss];
    if (name !== 'sign-in')
      add(
        `screen ${name}`,
        'screen',
        [...fileOf(ks), ...cssOf(ks)].filter((f) => !loaded.includes(f)),
        name,
      );
  }
  for (const [k, locale] of byName(TABLE)) {
    if (LOCALE.test(String(locale))) add(`language ${locale}`, 'language', fileOf(closure([k])), locale);
  }
  for (const [k, locale] of byName(LEGAL)) {
    if (LOCALE.test(String(locale))) add(`legal texts ${locale}`, 'legal', fileOf(closure([k])), locale);
  }
  const css = Object.keys(files)
    .filter((f) => f.endsWith('.css'))
    .sort();
  const cssNames = css.map(stableName);
  css.forEach((f, i) => add(`css ${cssNames.indexOf(cssNames[i]) === i ? cssNames[i] : f}`, 'css', [f]));
  add('css total', 'cssTotal', css);
  add('service worker', 'serviceWorker', ['sw.js']);
  for (const f of Object.keys(files).sort()) if (!used.has(f)) add(`other ${stableName(f)}`, 'other', [f]);
  // the entry's own stylesheet is inline in the document (scripts/vite-first-paint.ts): its file is never fetched
  const inline = cssOf(named(CHUNK.entry));
  const fetched = (/** @type {string[]} */ list) => [...new Set(list)].filter((f) => !inline.includes(f));
  add('first visit to sign-in', 'firstVisit', fetched(['index.html', ...signIn, ...signInCss]));
  // and all that signing in takes on a first visit: that, the app chunk (with the dashboard) and its stylesheet, the
  // membership code and English's whole table (the early script asks for them with the island: src/names.ts, WAVE)
  const signingInKeys = closure(keys.filter((k) => [MEMBERSHIP, ENGLISH].includes(srcOf(k))));
  const signingIn = fileOf(signingInKeys);
  const signingInCss = [...appKeys, ...signingInKeys].flatMap((k) => manifest[k].css ?? []);
  add(
    'first sign-in, all of it',
    'firstSignIn',
    fetched(['index.html', ...signIn, ...signInCss, ...app, ...signingIn, ...signingInCss]),
  );
  const english = keys.filter((k) => srcOf(k) === ENGLISH).map((k) => manifest[k].file);
  // a signed-in start at the card (the installed app, or a tab opened on it): the document, the entry and what it
  // imports (not the sign-in island), the app chunk, the card and their style sheets, and English's whole table
  const cardKeys = closure([...named(CHUNK.entry), ...appKeys, ...(screenKeys.card ?? [])]);
  add('opening the card', 'cardStart', fetched(['index.html', ...fileOf(cardKeys), ...cssOf(cardKeys), ...english]));
  add(
    'service worker install',
    'swInstall',
    sw ? [...new Set([...sw.precached.filter((f) => f !== 'index.html'), ...english])] : [SW_PRECACHE],
  );
  return roles;
}

/**
 * The roles a whole build (`npm run build`) has: every screen under `src/screens` (the sign-in screen travels in the
 * sign-in JavaScript, the dashboard in the app chunk), every locale table in `i18n/`, and the document, the sign-in
 * JavaScript, the app, the service worker and its install.
 * @param {string} root the checkout (its `src/screens` and `i18n`) @returns {string[]}
 */
export function expectedRoles(root) {
  const screens = readdirSync(join(root, 'src', 'screens')).filter((n) => n !== 'sign-in' && n !== 'dashboard');
  const locales = readdirSync(join(root, 'i18n')).flatMap((f) => {
    const locale = TABLE.exec(`i18n/${f}`)?.[1];
    return locale && LOCALE.test(locale) ? [locale] : [];
  });
  return [
    'document',
    'sign-in JavaScript',
    'app after sign-in',
    'service worker',
    'service worker install',
    ...screens.map((n) => `screen ${n}`),
    ...locales.map((l) => `language ${l}`),
  ];
}

/** The moments a member feels, by id, and the files whose own size matters: a name, and the cases (a language, a
 * screen) made of roles, of which the largest counts. @type {Record<string, [string, (r: (k: Kind) => Role[]) => Array<[string, Role[]]>]>} */
const MOMENTS = {
  // the sign-in form answers on its own: the document (the entry's CSS inline in it) and the sign-in JavaScript
  signInReady: ['sign-in ready', (r) => [['', r('firstVisit')]]],
  // from the address to the dashboard, in each language: English's table, and another's besides
  firstSignIn: ['first sign-in', (r) => inEach(r('firstSignIn'), r('language'))],
  // a signed-in start at the card, in each language: from the network, or what the installed app reads from its cache
  cardStart: ['opening the card', (r) => inEach(r('cardStart'), r('language'))],
  // a screen after sign-in, the card aside: its chunks and style sheets; the feeds are the largest
  screen: [
    'opening a screen',
    (r) =>
      r('screen')
        .filter((s) => s.key !== 'card')
        .map((s) => [s.key ?? '', [s]]),
  ],
  // in the background after a first sign-in: the worker's script and what it precaches
  install: ['service worker install', (r) => [['', [...r('swInstall'), ...r('serviceWorker')]]]],
};
/** @type {typeof MOMENTS} */
const FILES = {
  document: ['the document', (r) => [['', r('document')]]],
  table: ['a language table', (r) => [...r('language'), ...r('legal')].map((t) => [t.name, [t]])],
};
/** One case per language: `base` alone in English (its table is in it), with another language's table besides.
 * @param {Role[]} base @param {Role[]} languages @returns {Array<[string, Role[]]>} */
const inEach = (base, languages) => [
  ['in en-US', base],
  ...languages
    .filter((l) => l.key !== 'en-US')
    .map((l) => /** @type {[string, Role[]]} */ ([`in ${l.key}`, [...base, l]])),
];

/** @param {Role[]} roles @returns {{ moments: Moment[], files: Moment[] }} */
export function moments(roles) {
  const of = (/** @type {Kind} */ kind) => roles.filter((r) => r.kind === kind);
  /** @param {typeof MOMENTS} defs @returns {Moment[]} */
  const build = (defs) =>
    Object.entries(defs).map(([id, [name, casesOf]]) => ({
      id,
      name,
      cases: casesOf(of).map(([label, parts]) => {
        const sizes = Object.assign({}, ...parts.map((p) => p.sizes));
        const files = [...new Set(parts.flatMap((p) => p.files))];
        const sum = (/** @type {keyof Size} */ k) => files.reduce((n, f) => n + (sizes[f]?.[k] ?? 0), 0);
        /** @type {Case} */
        const c = { label, files, raw: sum('raw'), brotli: sum('brotli') };
        if (parts.some((p) => p.missing)) c.missing = true;
        return c;
      }),
    }));
  return { moments: build(MOMENTS), files: build(FILES) };
}

/**
 * Compares each moment's cases and each file check with its budget: over it fails, within the budget but with less
 * than `headroom` left warns. A missing service worker only fails with `requireSw`, because `vite build` alone doesn't
 * emit one. A moment without a budget fails, and so does each of `expected` (expectedRoles) the build lacks.
 * @param {Role[]} roles @param {Budgets} budgets @param {{ requireSw?: boolean, expected?: string[] }} [opts]
 * @returns {{ rows: Row[], failed: string[], warned: string[] }}
 */
export function check(roles, budgets, { requireSw = false, expected = [] } = {}) {
  const room = budgets.headroom ?? 0.1;
  /** @type {string[]} */
  const failed = [];
  /** @type {string[]} */
  const warned = [];
  const { moments: ms, files } = moments(roles);
  const judge = (/** @type {Moment} */ m, /** @type {Budget | undefined} */ b) => {
    /** @type {Row} */
    const row = { ...m, status: '' };
    const named = (/** @type {Case} */ c) => (c.label ? `${m.name} (${c.label})` : m.name);
    row.largest = [...m.cases].sort((x, y) => y.brotli - x.brotli)[0];
    if (!b) {
      failed.push(`${m.name} (no budget)`);
      return row;
    }
    Object.assign(row, { budget: b.budget, means: b.means });
    if (row.largest) row.headroom = (b.budget - row.largest.brotli) / row.largest.brotli;
    const missing = m.cases.filter((c) => c.missing);
    if (missing.length) {
      row.status = 'MISSING';
      if (m.id !== 'install' || requireSw) failed.push(...missing.map(named));
      return row;
    }
    const over = m.cases.filter((c) => c.brotli > b.budget);
    const tight = m.cases.filter((c) => c.brotli <= b.budget && b.budget < c.brotli * (1 + room));
    failed.push(...over.map(named));
    warned.push(...tight.map(named));
    row.status = over.length ? 'OVER' : tight.length ? 'WARN' : m.cases.length ? 'OK' : '';
    return row;
  };
  const rows = [
    ...ms.map((m) => judge(m, budgets.moments?.[m.id])),
    ...files.map((m) => judge(m, budgets.files?.[m.id])),
  ];
  for (const name of expected) {
    const role = roles.find((r) => r.name === name);
    const why = !role ? 'not in the build' : !role.files.length ? 'no files' : '';
    if (why) failed.push(`${name} (${why})`);
  }
  return { rows, failed: [...new Set(failed)], warned };
}

/** Brotli sizes that changed since the previous report.
 * @param {Record<string, Size>} before @param {Role[]} rows @returns {Change[]} */
export function diff(before, rows) {
  /** @type {Change[]} */
  const out = rows
    .filter((r) => !r.missing && before[r.name]?.brotli !== r.brotli)
    .map((r) => ({
      name: r.name,
      before: before[r.name]?.brotli,
      after: r.brotli,
      delta: r.brotli - (before[r.name]?.brotli ?? 0),
    }));
  for (const [name, s] of Object.entries(before)) {
    if (!rows.some((r) => r.name === name && !r.missing)) out.push({ name, before: s.brotli, delta: -s.brotli });
  }
  return out;
}

const n = (/** @type {number | undefined} */ v) => (v === undefined ? '—' : v.toLocaleString('en-US'));
const signed = (/** @type {number} */ v) => (v > 0 ? `+${n(v)}` : n(v));
const percent = (/** @type {number | undefined} */ v) => (v === undefined ? '—' : `${Math.round(v * 100)}%`);

/** The table by moment, header first: the largest case, its bytes, the budget, the headroom left and what it means.
 * @param {Row[]} rows @returns {string[][]} */
export function momentTable(rows) {
  return [
    ['moment', 'largest case', 'brotli', 'budget', 'headroom', 'status', 'for a member'],
    ...rows.map((r) => [
      r.name,
      r.largest?.label ?? '',
      r.status === 'MISSING' ? '—' : n(r.largest?.brotli),
      n(r.budget),
      r.status === 'MISSING' ? '—' : percent(r.headroom),
      r.status,
      r.means ?? '',
    ]),
  ];
}

/** Text columns left-aligned, numbers right-aligned. @param {string[][]} lines @param {(s: string) => void} log */
function table(lines, log) {
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  for (const l of lines)
    log(
      l
        .map((c, i) => (/^[+\-\d,—%]+$/.test(c) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    );
}

/** @param {string[][]} lines @returns {string[]} a Markdown table, numbers right-aligned by the header's column */
const markdown = ([head, ...body]) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map((_, i) => (body.every((l) => /^[+\-\d,—%]*$/.test(l[i] ?? '')) ? '--:' : '---')).join(' | ')} |`,
  ...body.map((l) => `| ${l.join(' | ')} |`),
];

/** SIZES.md: the table by moment and every case of each, from this build. @param {Row[]} rows @param {Date} date */
export function sizesMarkdown(rows, date) {
  const cases = rows.flatMap((r) =>
    r.cases.length > 1
      ? r.cases.map((c) => [r.name, c.label, n(c.brotli), percent(r.budget && (r.budget - c.brotli) / c.brotli)])
      : [],
  );
  return [
    '# Sizes',
    '',
    `Generated by \`npm run size -- --write\` (\`scripts/size.js\`) from a fresh \`npm run build\` on ${date.toISOString().replace('T', ' ').slice(0, 16)} UTC. The next run overwrites this file.`,
    '',
    'Brotli bytes (quality 11, as a host precompressing its files sends them) of what a phone downloads for each moment, against its budget in `scripts/size-budgets.json`; where a moment varies by language or screen, its largest case. Slow 2G is 50 kbps (6,250 bytes a second).',
    '',
    ...markdown(momentTable(rows)),
    '',
    '## Every case',
    '',
    ...markdown([['moment', 'case', 'brotli', 'headroom'], ...cases]),
    '',
  ].join('\n');
}

/** @param {ReturnType<typeof check>} result @param {Change[] | null} changes @param {(s: string) => void} log */
function print({ rows, failed, warned }, changes, log) {
  table(momentTable(rows), log);
  for (const w of warned)
    log(`WARN ${w}: less than the budgets' headroom left; trim it, or raise the budget (the reason in the commit)`);
  if (changes) {
    log(changes.length ? '\nsince the previous run (brotli bytes):' : '\nno change since the previous run');
    if (changes.length)
      table(
        [
          ['role', 'before', 'after', 'delta'],
          ...changes.map((c) => [c.name, n(c.before), n(c.after), signed(c.delta)]),
        ],
        log,
      );
  }
  log(
    failed.length
      ? `\nFAILED: over budget or missing: ${failed.join(', ')}`
      : `\nsize: OK${warned.length ? ` (${warned.length} with little headroom)` : ''}`,
  );
}

/** @param {string[]} argv @param {(s: string) => void} [log] @returns {Promise<number>} exit code */
export async function main(argv, log = console.log) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  /** @type {{ dist: string, budgets: string, history: string, json?: boolean, write?: boolean, sizes: string, 'require-sw'?: boolean, complete?: boolean, src: string }} */
  let opts;
  try {
    opts = /** @type {any} */ (
      parseArgs({
        args: argv,
        options: {
          dist: { type: 'string', default: process.env.DIST_DIR ?? 'dist' },
          budgets: { type: 'string', default: 'scripts/size-budgets.json' },
          history: { type: 'string', default: HISTORY },
          json: { type: 'boolean' },
          // the table, dated, in SIZES.md (or --sizes file), for the README and docs to link to
          write: { type: 'boolean' },
          sizes: { type: 'string', default: join(root, SIZES_MD) },
          'require-sw': { type: 'boolean' },
          // the build `npm run build` makes, as `npm test` checks it: the service worker and every role of the checkout
          complete: { type: 'boolean' },
          src: { type: 'string', default: root },
        },
      }).values
    );
  } catch (e) {
    log(`${/** @type {Error} */ (e).message}\n${USAGE}`);
    return 2;
  }
  let measured, /** @type {Budgets} */ budgets;
  try {
    measured = measure(opts.dist);
    budgets = JSON.parse(readFileSync(opts.budgets, 'utf8'));
  } catch (e) {
    log(/** @type {Error} */ (e).message); // no build yet, or an unreadable budgets file
    return 1;
  }
  const roles = groupRoles(measured.manifest, measured.files, measured.sw);
  const result = check(roles, budgets, {
    requireSw: opts['require-sw'] || opts.complete,
    expected: opts.complete ? expectedRoles(opts.src) : [],
  });
  const previousPath = [join(opts.dist, REPORT), opts.history].find((p) => existsSync(p));
  const changes = previousPath ? diff(JSON.parse(readFileSync(previousPath, 'utf8')).roles ?? {}, roles) : null;
  if (opts.json) log(JSON.stringify({ ok: !result.failed.length, ...result, roles, changes }, null, 2));
  else print(result, changes, log);
  if (opts.write) writeFileSync(opts.sizes, sizesMarkdown(result.rows, new Date()));
  const report = JSON.stringify(
    {
      roles: Object.fromEntries(roles.filter((r) => !r.missing).map((r) => [r.name, { raw: r.raw, brotli: r.brotli }])),
    },
    null,
    2,
  );
  for (const path of [join(opts.dist, REPORT), opts.history]) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${report}\n`);
  }
  return result.failed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.slice(2));
