// @ts-check
// `npm run size`: what each part of the app costs a visitor over the wire, against the budgets in
// scripts/size-budgets.json. Run it after `npm run build`; it exits 1 when a role is over budget and
// not excused in the budgets' `knownOver` map (which turns that failure into a printed warning, up to a
// cap: an excused role that grows past its cap fails again). With `--complete`, as `npm test` runs it, it also
// fails when the build lacks the service worker or any screen, language or part the checkout has (expectedRoles).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
/** @type {{ entry: string, app: string }} the codeSplitting groups' names (vite.config.ts) */
const CHUNK = JSON.parse(readFileSync(new URL('./chunk-names.json', import.meta.url), 'utf8'));

/** @typedef {{ file: string, name?: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[] }} Chunk */
/** @typedef {Record<string, Chunk>} Manifest */
/** What the service worker precaches, and its on-demand files by name (scripts/build-sw.js writes it).
 * @typedef {{ precached: string[], onDemand: Record<string, string> }} SwPrecache */
/** @typedef {{ raw: number, brotli: number }} Size */
/** @typedef {'document' | 'signInJs' | 'app' | 'screen' | 'language' | 'css' | 'cssTotal' | 'serviceWorker' | 'swInstall' | 'firstVisit' | 'firstSignIn' | 'other'} Kind */
/** `files` biggest first, `sizes` per file (for the breakdown), totals in `raw` and `brotli`.
 * @typedef {{ name: string, kind: Kind, key?: string, files: string[], sizes: Record<string, Size>, raw: number, brotli: number, missing?: boolean }} Role */
/**
 * Bytes of brotli. `screens`/`languages` override `screen`/`language` per name; `css` is the total of
 * all style sheets and `cssFile` (default: `css`) each one; `knownOver` maps a role name to the reason
 * it may stay over budget for now and the cap it must not grow past (still a failure).
 * @typedef {{ document?: number, signInJs?: number, app?: number, screen?: number, screens?: Record<string, number>,
 *   language?: number, languages?: Record<string, number>, css?: number, cssFile?: number,
 *   serviceWorker?: number, swInstall?: number, knownOver?: Record<string, Excuse> }} Budgets
 */
/** @typedef {{ reason: string, cap: number }} Excuse */
/** @typedef {Role & { budget?: number, percent?: number, status: 'OK' | 'OVER' | 'WARN' | 'MISSING' | '', reason?: string, cap?: number }} Row */
/** @typedef {{ name: string, before?: number, after?: number, delta: number }} Change */

const SIGN_IN = 'src/screens/sign-in/index.tsx';
const MEMBERSHIP = 'src/state/membership.ts';
const ENGLISH = 'i18n/en-US.json';
const SCREEN = /^src\/screens\/([^/]+)\/index\.[jt]sx?$/;
const TABLE = /^i18n\/([^/]+)\.json$/;
// The terms and privacy texts of one language: a table of their own, loaded by the screens that show them.
const LEGAL = /^i18n\/legal\/([^/]+)\.json$/;
// Only locales are languages: any other JSON that the i18n glob picks up is `other`.
const LOCALE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2}|-\d{3})?$/;
/** Totals over other roles' files, printed after the table. @type {Set<Kind>} */
const SUMMARIES = new Set(['firstVisit', 'firstSignIn', 'swInstall']);
const SW_PRECACHE = '.vite/sw-precache.json';
const REPORT = '.size-report.json';
// dist/ is emptied by every `vite build`, so the previous run is also kept where builds don't reach.
const HISTORY = 'node_modules/.cache/size-report.json';
const USAGE =
  'usage: node scripts/size.js [--dist dir] [--budgets file] [--history file] [--json] [--require-sw] [--complete [--src dir]]';

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

/** A name that survives rebuilds (Vite's 8-character hash removed), so diffs and knownOver stay stable.
 * @param {string} file */
export const stableName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');

/**
 * Groups emitted files into the budgeted roles. Sign-in JavaScript is everything a visitor downloads
 * for an interactive sign-in screen in English: the entry (the sign-in island, with its English strings)
 * and the screen's chunks. The app follows it (the app chunk, with what it imports); a screen counts only
 * what it adds on top of those two, and English's whole table is a language like the others.
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

  // the entry and the app chunk are codeSplitting groups (vite.config.ts): known by their names
  const named = (/** @type {string} */ name) =>
    keys.filter((k) => manifest[k].name === name && manifest[k].file.endsWith('.js'));
  const signInKeys = closure([...named(CHUNK.entry), ...keys.filter((k) => srcOf(k) === SIGN_IN)]);
  const signIn = fileOf(signInKeys);
  const appKeys = closure(named(CHUNK.app));
  const app = fileOf(appKeys).filter((f) => !signIn.includes(f));
  add('document', 'document', ['index.html']);
  add('sign-in JavaScript', 'signInJs', signIn);
  add('app after sign-in', 'app', app);
  const byName = (/** @type {RegExp} */ re) =>
    keys
      .map((k) => /** @type {const} */ ([k, re.exec(srcOf(k))?.[1]]))
      .filter(([, n]) => n)
      .sort(([, a], [, b]) => String(a).localeCompare(String(b)));
  for (const [k, name] of byName(SCREEN)) {
    // the sign-in screen is part of the sign-in JavaScript: a row of its own would always be empty
    if (name !== 'sign-in')
      add(
        `screen ${name}`,
        'screen',
        fileOf(closure([k])).filter((f) => !signIn.includes(f) && !app.includes(f)),
        name,
      );
  }
  for (const [k, locale] of byName(TABLE)) {
    if (LOCALE.test(String(locale))) add(`language ${locale}`, 'language', fileOf(closure([k])), locale);
  }
  for (const [k, locale] of byName(LEGAL)) {
    if (LOCALE.test(String(locale))) add(`legal texts ${locale}`, 'language', fileOf(closure([k])), `legal ${locale}`);
  }
  const css = Object.keys(files)
    .filter((f) => f.endsWith('.css'))
    .sort();
  const cssNames = css.map(stableName);
  css.forEach((f, i) => add(`css ${cssNames.indexOf(cssNames[i]) === i ? cssNames[i] : f}`, 'css', [f]));
  add('css total', 'cssTotal', css);
  add('service worker', 'serviceWorker', ['sw.js']);
  for (const f of Object.keys(files).sort()) if (!used.has(f)) add(`other ${stableName(f)}`, 'other', [f]);
  const signInCss = [...new Set(signInKeys.flatMap((k) => manifest[k].css ?? []))];
  add('first visit to sign-in', 'firstVisit', ['index.html', ...signIn, ...signInCss]);
  // and all that signing in takes on a first visit: that, the app chunk (with the dashboard) and its stylesheet, the
  // membership code and English's whole table (the early script asks for them with the island: src/names.ts, WAVE)
  const signingInKeys = closure(keys.filter((k) => [MEMBERSHIP, ENGLISH].includes(srcOf(k))));
  const signingIn = fileOf(signingInKeys);
  const signingInCss = [...appKeys, ...signingInKeys].flatMap((k) => manifest[k].css ?? []);
  add('first sign-in, all of it', 'firstSignIn', [
    ...new Set(['index.html', ...signIn, ...signInCss, ...app, ...signingIn, ...signingInCss]),
  ]);
  const english = keys.filter((k) => srcOf(k) === ENGLISH).map((k) => manifest[k].file);
  add(
    'service worker install',
    'swInstall',
    sw ? [...new Set([...sw.precached.filter((f) => f !== 'index.html'), ...english])] : [SW_PRECACHE],
  );
  return roles;
}

/**
 * The roles a whole build (`npm run build`) has: every screen under `src/screens` (the sign-in screen travels in the
 * sign-in JavaScript, the dashboard in the app chunk), every locale table in `i18n/`, whatever the budgets name by
 * screen or language, and the document, the sign-in JavaScript, the app, the style sheets and the service worker.
 * @param {string} root the checkout (its `src/screens` and `i18n`) @param {Budgets} budgets @returns {string[]}
 */
export function expectedRoles(root, budgets) {
  const screens = readdirSync(join(root, 'src', 'screens')).filter((n) => n !== 'sign-in' && n !== 'dashboard');
  const locales = readdirSync(join(root, 'i18n')).flatMap((f) => {
    const locale = TABLE.exec(`i18n/${f}`)?.[1];
    return locale && LOCALE.test(locale) ? [locale] : [];
  });
  return [
    ...new Set([
      'document',
      'sign-in JavaScript',
      'app after sign-in',
      'css total',
      'service worker',
      'service worker install',
      ...[...screens, ...Object.keys(budgets.screens ?? {})].map((n) => `screen ${n}`),
      ...[...locales, ...Object.keys(budgets.languages ?? {})].map((l) => `language ${l}`),
    ]),
  ];
}

/** @param {Role} role @param {Budgets} b @returns {number | undefined} */
function budgetFor(role, b) {
  switch (role.kind) {
    case 'document':
      return b.document;
    case 'signInJs':
      return b.signInJs;
    case 'app':
      return b.app;
    case 'screen':
      return b.screens?.[role.key ?? ''] ?? b.screen;
    case 'language':
      return b.languages?.[role.key ?? ''] ?? b.language;
    case 'css':
      return b.cssFile ?? b.css;
    case 'cssTotal':
      return b.css;
    case 'serviceWorker':
      return b.serviceWorker;
    case 'swInstall':
      return b.swInstall;
    default:
      return undefined; // `other` and the first-visit total are reported, not budgeted
  }
}

/**
 * Compares each role with its budget. A missing service worker only fails with `requireSw`, because
 * `vite build` alone doesn't emit one; knownOver turns OVER into WARN and a stale entry into a note. Each of
 * `expected` (expectedRoles) that the build lacks, has no files for or no budget for fails too.
 * @param {Role[]} roles @param {Budgets} budgets @param {{ requireSw?: boolean, expected?: string[] }} [opts]
 * @returns {{ rows: Row[], failed: string[], notes: string[] }}
 */
export function check(roles, budgets, { requireSw = false, expected = [] } = {}) {
  const known = budgets.knownOver ?? {};
  /** @type {string[]} */
  const failed = [];
  const rows = roles.map((role) => {
    const budget = budgetFor(role, budgets);
    /** @type {Row} */
    const row = { ...role, status: '' };
    if (budget === undefined) return row;
    row.budget = budget;
    row.percent = Math.round((role.brotli / budget) * 100);
    if (role.missing) {
      row.status = 'MISSING';
      if (!['serviceWorker', 'swInstall'].includes(role.kind) || requireSw) failed.push(role.name);
    } else if (role.brotli <= budget) row.status = 'OK';
    else if (known[role.name] && role.brotli <= known[role.name].cap)
      Object.assign(row, { status: 'WARN', ...known[role.name] });
    else {
      row.status = 'OVER';
      Object.assign(row, known[role.name]);
      failed.push(role.name);
    }
    return row;
  });
  for (const name of expected) {
    const row = rows.find((r) => r.name === name);
    const why = !row
      ? 'not in the build'
      : !row.files.length
        ? 'no files'
        : row.budget === undefined
          ? 'no budget'
          : '';
    if (why && !failed.includes(name)) failed.push(`${name} (${why})`);
  }
  // a stale excuse would hide the next regression of that role; a role not built this time isn't stale
  const stale = Object.keys(known).filter((n) => !rows.some((r) => r.name === n && (r.status === 'WARN' || r.missing)));
  const notes = stale.map(
    (n) => `knownOver "${n}" is no longer over budget (or no longer exists): remove it from the budgets`,
  );
  return { rows, failed, notes };
}

/** Brotli sizes that changed since the previous report.
 * @param {Record<string, Size>} before @param {Row[]} rows @returns {Change[]} */
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

/** @param {ReturnType<typeof check>} result @param {Change[] | null} changes @param {(s: string) => void} log */
function print({ rows, failed, notes }, changes, log) {
  const short = (/** @type {Row} */ r, s = r.files.map(stableName).join(', ')) =>
    s.length > 48 ? `${s.slice(0, 47)}…` : s;
  const lines = [['role', 'files', 'raw', 'brotli', 'budget', '%', 'status']];
  for (const r of rows.filter((x) => !SUMMARIES.has(x.kind))) {
    if (r.missing && r.kind === 'serviceWorker')
      lines.push([
        r.name,
        'sw.js',
        '—',
        '—',
        n(r.budget),
        '—',
        `missing${failed.includes(r.name) ? ' (required)' : ''}`,
      ]);
    else
      lines.push([
        r.name,
        short(r),
        n(r.raw),
        n(r.brotli),
        n(r.budget),
        r.percent === undefined ? '—' : `${r.percent}%`,
        r.status,
      ]);
    // what to shrink: the sign-in JavaScript and every role over budget, file by file
    if (r.files.length > 1 && (r.kind === 'signInJs' || r.status === 'OVER' || r.status === 'WARN')) {
      for (const f of r.files) lines.push([`  ${f}`, '', n(r.sizes[f]?.raw), n(r.sizes[f]?.brotli), '', '', '']);
    }
  }
  table(lines, log);
  const first = rows.find((r) => r.kind === 'firstVisit');
  if (first)
    log(
      `\nfirst visit to sign-in (document + sign-in JavaScript + its CSS, ${first.files.length} files): ${n(first.raw)} bytes raw, ${n(first.brotli)} bytes brotli`,
    );
  const all = rows.find((r) => r.kind === 'firstSignIn');
  if (all)
    log(
      `first sign-in, all of it (the first visit, the app chunk and its stylesheet, the membership code, English's whole table; ${all.files.length} files): ${n(all.raw)} bytes raw, ${n(all.brotli)} bytes brotli`,
    );
  const install = rows.find((r) => r.kind === 'swInstall');
  if (install)
    log(
      install.missing
        ? `service worker install: no ${SW_PRECACHE} (run scripts/build-sw.js)${failed.includes(install.name) ? ' (required)' : ''}`
        : `service worker install after a first sign-in in English (its precache and English's table, the document only revalidated; ${install.files.length} files): ${n(install.raw)} bytes raw, ${n(install.brotli)} bytes brotli, budget ${n(install.budget)} (${install.percent ?? '—'}%) ${install.status}`,
    );
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
  for (const r of rows.filter((x) => x.status === 'WARN'))
    log(
      `WARN ${r.name}: ${n(r.brotli - (r.budget ?? 0))} bytes over, allowed by knownOver up to ${n(r.cap)}: ${r.reason}`,
    );
  for (const r of rows.filter((x) => x.status === 'OVER' && x.cap !== undefined))
    log(`OVER ${r.name}: ${n(r.brotli)} bytes, past its knownOver cap of ${n(r.cap)}: it grew`);
  for (const note of notes) log(`note: ${note}`);
  const warned = rows.filter((x) => x.status === 'WARN').length;
  log(
    failed.length
      ? `\nFAILED: over budget or missing: ${failed.join(', ')}`
      : `\nsize: OK${warned ? ` (${warned} over budget, allowed by knownOver)` : ''}`,
  );
}

/** @param {string[]} argv @param {(s: string) => void} [log] @returns {Promise<number>} exit code */
export async function main(argv, log = console.log) {
  /** @type {{ dist: string, budgets: string, history: string, json?: boolean, 'require-sw'?: boolean, complete?: boolean, src: string }} */
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
          'require-sw': { type: 'boolean' },
          // the build `npm run build` makes, as `npm test` checks it: the service worker and every role of the checkout
          complete: { type: 'boolean' },
          src: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
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
  const result = check(groupRoles(measured.manifest, measured.files, measured.sw), budgets, {
    requireSw: opts['require-sw'] || opts.complete,
    expected: opts.complete ? expectedRoles(opts.src, budgets) : [],
  });
  const previousPath = [join(opts.dist, REPORT), opts.history].find((p) => existsSync(p));
  const changes = previousPath ? diff(JSON.parse(readFileSync(previousPath, 'utf8')).roles ?? {}, result.rows) : null;
  if (opts.json) log(JSON.stringify({ ok: !result.failed.length, ...result, changes }, null, 2));
  else print(result, changes, log);
  const report = JSON.stringify(
    {
      roles: Object.fromEntries(
        result.rows.filter((r) => !r.missing).map((r) => [r.name, { raw: r.raw, brotli: r.brotli }]),
      ),
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
