// @vitest-environment node
// The size checker (scripts/size.js, `npm run size`): grouping files into roles, the moments made of them, budgets
// and their headroom, and a deliberate over-budget change in a throwaway dist — never in the app itself.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

interface Size {
  raw: number;
  brotli: number;
}
interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
interface Role {
  name: string;
  kind: string;
  key?: string;
  files: string[];
  raw: number;
  brotli: number;
  missing?: boolean;
}
interface Case {
  label: string;
  files: string[];
  brotli: number;
  missing?: boolean;
}
interface Moment {
  id: string;
  name: string;
  cases: Case[];
}
interface Row extends Moment {
  largest?: Case;
  budget?: number;
  headroom?: number;
  status: string;
}
interface Budget {
  budget: number;
  means: string;
}
interface Budgets {
  headroom?: number;
  moments?: Record<string, Budget>;
  files?: Record<string, Budget>;
}
interface SizeModule {
  groupRoles(manifest: Record<string, Chunk>, files: Record<string, Size>): Role[];
  moments(roles: Role[]): { moments: Moment[]; files: Moment[] };
  check(
    roles: Role[],
    budgets: Budgets,
    opts?: { requireSw?: boolean },
  ): { rows: Row[]; failed: string[]; warned: string[] };
  measure(dist: string): { manifest: Record<string, Chunk>; files: Record<string, Size> };
  main(argv: string[], log?: (s: string) => void): Promise<number>;
}

// A plain-JS script without type declarations: imported through a variable so tsc types it by SizeModule.
const SCRIPT = '../../scripts/size.js';
const size = (await import(/* @vite-ignore */ SCRIPT)) as SizeModule;

// Vite's manifest shape: the entry and the app chunk are codeSplitting groups, keyed by file and known by name;
// shared chunks import the entry back, as the real build does.
const ENTRY = '_index-AAAAAAAA.js';
const manifest: Record<string, Chunk> = {
  [ENTRY]: {
    file: 'assets/index-AAAAAAAA.js',
    name: 'index',
    imports: ['_vendor-BBBBBBBB.js'],
    css: ['assets/index-CCCCCCCC.css'],
  },
  '_index-CCCCCCCC.css': { file: 'assets/index-CCCCCCCC.css', src: '_index-CCCCCCCC.css' },
  '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js', imports: [ENTRY] },
  '_form-EEEEEEEE.js': { file: 'assets/form-EEEEEEEE.js', imports: ['_vendor-BBBBBBBB.js', ENTRY] },
  '_shared-GGGGGGGG.js': { file: 'assets/shared-GGGGGGGG.js', imports: [ENTRY] },
  'src/screens/sign-in/index.tsx': {
    file: 'assets/sign-in-DDDDDDDD.js',
    name: 'sign-in',
    src: 'src/screens/sign-in/index.tsx',
    isDynamicEntry: true,
    imports: ['_form-EEEEEEEE.js', 'src/state/membership.ts', ENTRY],
  },
  'src/state/membership.ts': {
    file: 'assets/membership-MMMMMMMM.js',
    src: 'src/state/membership.ts',
    isDynamicEntry: true,
    imports: [ENTRY],
  },
  // the app chunk that follows the sign-in island, and a chunk it shares with a screen
  '_boot-PPPPPPPP.js': {
    file: 'assets/app-chunk-PPPPPPPP.js',
    name: 'app-chunk',
    imports: ['_session-SSSSSSSS.js', '_vendor-BBBBBBBB.js', ENTRY],
    css: ['assets/app-chunk-QQQQQQQQ.css'],
  },
  '_session-SSSSSSSS.js': { file: 'assets/session-SSSSSSSS.js', imports: [ENTRY] },
  'src/screens/card/index.tsx': {
    file: 'assets/card-FFFFFFFF.js',
    src: 'src/screens/card/index.tsx',
    isDynamicEntry: true,
    imports: ['_shared-GGGGGGGG.js', '_session-SSSSSSSS.js', '_vendor-BBBBBBBB.js', ENTRY],
    css: ['assets/card-KKKKKKKK.css'],
  },
  'src/screens/news/index.tsx': {
    file: 'assets/news-HHHHHHHH.js',
    src: 'src/screens/news/index.tsx',
    isDynamicEntry: true,
    imports: ['_shared-GGGGGGGG.js', '_form-EEEEEEEE.js', ENTRY],
  },
  'i18n/en-US.json': { file: 'assets/en-US-IIIIIIII.js', src: 'i18n/en-US.json', isDynamicEntry: true },
  'i18n/fr-FR.json': { file: 'assets/fr-FR-JJJJJJJJ.js', src: 'i18n/fr-FR.json', isDynamicEntry: true },
  'i18n/same-as-english.json': {
    file: 'assets/same-as-english-LLLLLLLL.js',
    src: 'i18n/same-as-english.json',
    isDynamicEntry: true,
  },
};
const emitted = [
  'index.html',
  'icons/icon.png',
  'assets/index-CCCCCCCC.css',
  'assets/card-KKKKKKKK.css',
  'assets/app-chunk-QQQQQQQQ.css',
  ...Object.values(manifest).map((c) => c.file),
];
// every file 1,000 raw and 100 brotli, so a role's brotli size is 100 × its file count
const files: Record<string, Size> = Object.fromEntries(emitted.map((f) => [f, { raw: 1000, brotli: 100 }]));
const roles = size.groupRoles(manifest, files);
const role = (name: string) => {
  const found = roles.find((r) => r.name === name);
  if (!found) throw new Error(`no role ${name} among ${roles.map((r) => r.name).join(', ')}`);
  return found;
};
const names = (r: Role) => [...r.files].sort();

describe('groupRoles', () => {
  it('puts the entry (the sign-in island) with its static imports and the sign-in screen in the sign-in JavaScript', () => {
    expect(names(role('sign-in JavaScript'))).toEqual([
      'assets/form-EEEEEEEE.js',
      'assets/index-AAAAAAAA.js',
      'assets/membership-MMMMMMMM.js',
      'assets/sign-in-DDDDDDDD.js',
      'assets/vendor-BBBBBBBB.js',
    ]);
    expect(role('sign-in JavaScript').brotli).toBe(500); // each file once, despite the import cycles
    expect(roles.some((r) => r.name === 'screen sign-in')).toBe(false);
  });

  it('counts the app chunk with what it adds to the sign-in set', () => {
    expect(names(role('app after sign-in'))).toEqual(['assets/app-chunk-PPPPPPPP.js', 'assets/session-SSSSSSSS.js']);
  });

  it('counts for each lazy screen what it adds to the sign-in set and the app, shared lazy chunks and CSS included', () => {
    expect(names(role('screen card'))).toEqual([
      'assets/card-FFFFFFFF.js',
      'assets/card-KKKKKKKK.css',
      'assets/shared-GGGGGGGG.js',
    ]);
    // a chunk the sign-in screen shares is already downloaded for sign-in, so it doesn't count again
    expect(names(role('screen news'))).toEqual(['assets/news-HHHHHHHH.js', 'assets/shared-GGGGGGGG.js']);
  });

  it('budgets each locale table, each style sheet, the document and the service worker, and lists the rest', () => {
    expect(names(role('language en-US'))).toEqual(['assets/en-US-IIIIIIII.js']);
    expect(names(role('language fr-FR'))).toEqual(['assets/fr-FR-JJJJJJJJ.js']);
    expect(role('css index.css').files).toEqual(['assets/index-CCCCCCCC.css']);
    expect(role('css total').brotli).toBe(300);
    expect(role('document').files).toEqual(['index.html']);
    expect(role('service worker').missing).toBe(true);
    expect(
      roles
        .filter((r) => r.kind === 'other')
        .map((r) => r.name)
        .sort(),
    ).toEqual(['other icons/icon.png', 'other same-as-english.js']);
    // a first visit: the document and the sign-in JavaScript; the entry's CSS is inline in the document
    expect(role('first visit to sign-in').brotli).toBe(600);
    // and a first sign-in, all of it: the first visit, the app chunk and its stylesheet, the membership code and
    // English's whole table
    expect(names(role('first sign-in, all of it'))).toEqual([
      'assets/app-chunk-PPPPPPPP.js',
      'assets/app-chunk-QQQQQQQQ.css',
      'assets/en-US-IIIIIIII.js',
      'assets/form-EEEEEEEE.js',
      'assets/index-AAAAAAAA.js',
      'assets/membership-MMMMMMMM.js',
      'assets/session-SSSSSSSS.js',
      'assets/sign-in-DDDDDDDD.js',
      'assets/vendor-BBBBBBBB.js',
      'index.html',
    ]);
  });
});

// the budgets every moment and file check needs, each at `bytes`
const all = (bytes: number): Budgets => ({
  moments: Object.fromEntries(
    ['signInReady', 'firstSignIn', 'cardStart', 'screen', 'install'].map((id) => [id, { budget: bytes, means: id }]),
  ),
  files: { document: { budget: bytes, means: 'document' }, table: { budget: bytes, means: 'table' } },
});
const withMoment = (b: Budgets, id: string, budget: number): Budgets => ({
  ...b,
  moments: { ...b.moments, [id]: { budget, means: id } },
});

describe('moments', () => {
  const { moments: ms, files: checks } = size.moments(roles);
  const moment = (id: string) => [...ms, ...checks].find((m) => m.id === id)!;
  const cases = (id: string) => Object.fromEntries(moment(id).cases.map((c) => [c.label, c.brotli]));

  it('sums a first sign-in in each language: English with its table, another with its own besides', () => {
    // the first sign-in's 10 files; in French, French's table too
    expect(cases('firstSignIn')).toEqual({ 'in en-US': 1000, 'in fr-FR': 1100 });
    expect(cases('signInReady')).toEqual({ '': 600 });
  });

  it('sums a start at the card: the document, the entry without the sign-in island, the app, the card and their CSS', () => {
    const english = moment('cardStart').cases.find((c) => c.label === 'in en-US')!;
    expect([...english.files].sort()).toEqual([
      'assets/app-chunk-PPPPPPPP.js',
      'assets/app-chunk-QQQQQQQQ.css',
      'assets/card-FFFFFFFF.js',
      'assets/card-KKKKKKKK.css',
      'assets/en-US-IIIIIIII.js',
      'assets/index-AAAAAAAA.js',
      'assets/session-SSSSSSSS.js',
      'assets/shared-GGGGGGGG.js',
      'assets/vendor-BBBBBBBB.js',
      'index.html',
    ]);
    expect(cases('cardStart')).toEqual({ 'in en-US': 1000, 'in fr-FR': 1100 });
  });

  it('opens each other screen on its own, and checks the document and each language table', () => {
    expect(cases('screen')).toEqual({ news: 200 });
    expect(cases('document')).toEqual({ '': 100 });
    expect(cases('table')).toEqual({ 'language en-US': 100, 'language fr-FR': 100 });
    // no service worker in this build: the install is missing its precache list and its script
    expect(moment('install').cases[0]).toMatchObject({ missing: true });
  });
});

describe('check', () => {
  const row = (rows: Row[], name: string) => rows.find((r) => r.name === name)!;

  it('passes a moment with the headroom left, and reports its largest case', () => {
    const { rows, failed, warned } = size.check(roles, all(10_000));
    expect(failed).toEqual([]);
    expect(warned).toEqual([]);
    expect(row(rows, 'first sign-in')).toMatchObject({ status: 'OK', budget: 10_000, largest: { label: 'in fr-FR' } });
    expect(row(rows, 'first sign-in').headroom).toBeCloseTo(10_000 / 1100 - 1);
  });

  it('fails each case of a moment over its budget', () => {
    const { rows, failed } = size.check(roles, withMoment(all(10_000), 'firstSignIn', 1050));
    expect(failed).toEqual(['first sign-in (in fr-FR)']);
    expect(row(rows, 'first sign-in').status).toBe('OVER');
  });

  it('warns, without failing, where less than 10% is left', () => {
    // 1,200 is 9% over the French case's 1,100 and 20% over the English 1,000: French is the tight one
    const { rows, failed, warned } = size.check(roles, withMoment(all(10_000), 'firstSignIn', 1200));
    expect(failed).toEqual([]);
    expect(warned).toEqual(['first sign-in (in fr-FR)']);
    expect(row(rows, 'first sign-in').status).toBe('WARN');
    // exactly 10% left is enough
    expect(size.check(roles, withMoment(all(10_000), 'firstSignIn', 1210)).warned).toEqual([]);
    // and the headroom asked for is the budgets' own
    expect(size.check(roles, { ...withMoment(all(10_000), 'firstSignIn', 1210), headroom: 0.2 }).warned).toEqual([
      'first sign-in (in fr-FR)',
    ]);
  });

  it('fails a file check over its budget, naming the file', () => {
    const budgets = all(10_000);
    const { failed } = size.check(roles, { ...budgets, files: { ...budgets.files, table: { budget: 99, means: '' } } });
    expect(failed).toEqual(['a language table (language en-US)', 'a language table (language fr-FR)']);
  });

  it('fails a moment without a budget', () => {
    const { screen: _, ...others } = all(10_000).moments!;
    expect(size.check(roles, { ...all(10_000), moments: others }).failed).toEqual(['opening a screen (no budget)']);
  });

  it('reports a missing service worker without failing, unless it is required', () => {
    expect(size.check(roles, all(10_000)).failed).toEqual([]);
    expect(row(size.check(roles, all(10_000)).rows, 'service worker install').status).toBe('MISSING');
    expect(size.check(roles, all(10_000), { requireSw: true }).failed).toEqual(['service worker install']);
  });
});

describe('main', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A throwaway dist of the synthetic manifest; `pad` replaces the news screen's code; `sw` adds the service
   * worker and its precache list, as scripts/build-sw.js writes them. */
  function makeDist(pad?: Buffer, { sw = false } = {}) {
    dir = mkdtempSync(join(tmpdir(), 'size-'));
    const dist = join(dir, 'dist');
    const write = (path: string, body: string | Buffer) => {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), body);
    };
    write('.vite/manifest.json', JSON.stringify(manifest));
    for (const f of emitted) write(f, `/* ${f} */ export const x = 1;\n`);
    if (pad) write(manifest['src/screens/news/index.tsx'].file, pad);
    if (sw) {
      write('sw.js', 'self.addEventListener("fetch", () => {});\n');
      write('.vite/sw-precache.json', JSON.stringify({ precached: emitted, onDemand: {} }));
    }
    writeFileSync(join(dir, 'budgets.json'), JSON.stringify(withMoment(all(70_000), 'screen', 6144)));
    return ['--dist', dist, '--budgets', join(dir, 'budgets.json'), '--history', join(dir, 'history.json')];
  }

  it('fails when a lazy screen is over its budget', async () => {
    const out: string[] = [];
    // 8 KB of random bytes don't compress: over the 6 KB screen budget
    const code = await size.main(makeDist(randomBytes(8192)), (s) => out.push(s));
    expect(code).toBe(1);
    expect(out.join('\n')).toMatch(/FAILED: over budget or missing: opening a screen \(news\)$/);
  });

  it('passes within budget, prints the diff against the previous run and supports --json', async () => {
    const args = makeDist();
    const out: string[] = [];
    expect(await size.main(args, (s) => out.push(s))).toBe(0);
    expect(out.join('\n')).toMatch(/service worker install\s+—\s+70,000\s+—\s+MISSING/);
    writeFileSync(join(dir, 'dist', manifest['src/screens/news/index.tsx'].file), randomBytes(500));
    out.length = 0;
    expect(await size.main([...args, '--json'], (s) => out.push(s))).toBe(0);
    const report = JSON.parse(out.join('\n'));
    expect(report.ok).toBe(true);
    expect(report.changes).toContainEqual(expect.objectContaining({ name: 'screen news' }));
    expect(report.rows.find((r: Row) => r.name === 'opening a screen').largest.label).toBe('news');
    expect(await size.main([...args, '--require-sw'], () => {})).toBe(1);
  });
});

describe('main --complete, as npm test runs it after the build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A checkout with the synthetic build's screens and languages (and `more` files besides), and that build. */
  function makeBuild({ sw = true, more = [] as string[] } = {}) {
    dir = mkdtempSync(join(tmpdir(), 'size-complete-'));
    const src = join(dir, 'checkout');
    for (const f of ['src/screens/sign-in/index.tsx', 'src/screens/dashboard/index.tsx', ...Object.keys(manifest)])
      if (/^(src\/screens|i18n)\//.test(f)) {
        mkdirSync(dirname(join(src, f)), { recursive: true });
        writeFileSync(join(src, f), '{}');
      }
    for (const f of more) {
      mkdirSync(dirname(join(src, f)), { recursive: true });
      writeFileSync(join(src, f), '{}');
    }
    const dist = join(dir, 'dist');
    const write = (path: string, body: string) => {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), body);
    };
    write('.vite/manifest.json', JSON.stringify(manifest));
    for (const f of emitted) write(f, `/* ${f} */ export const x = 1;\n`);
    if (sw) {
      write('sw.js', 'self.addEventListener("fetch", () => {});\n');
      write('.vite/sw-precache.json', JSON.stringify({ precached: emitted, onDemand: {} }));
    }
    writeFileSync(join(dir, 'budgets.json'), JSON.stringify(all(70_000)));
    const args = ['--dist', dist, '--budgets', join(dir, 'budgets.json'), '--history', join(dir, 'history.json')];
    return [...args, '--complete', '--src', src];
  }
  const run = async (args: string[]) => {
    const out: string[] = [];
    const code = await size.main(args, (s) => out.push(s));
    return { code, out: out.join('\n') };
  };

  it('passes a build with the service worker and every screen and language of the checkout', async () => {
    expect(await run(makeBuild())).toMatchObject({ code: 0 });
  });

  it('fails a build without the service worker', async () => {
    const { code, out } = await run(makeBuild({ sw: false }));
    expect(code).toBe(1);
    expect(out).toMatch(/FAILED: over budget or missing: service worker install$/);
  });

  it('fails a build with the service worker but without its install list', async () => {
    const args = makeBuild();
    rmSync(join(args[args.indexOf('--dist') + 1]!, '.vite', 'sw-precache.json'));
    expect(await run(args)).toMatchObject({ code: 1, out: expect.stringMatching(/missing: service worker install$/) });
  });

  it('fails a build without a screen or a language the checkout has', async () => {
    const { code, out } = await run(makeBuild({ more: ['src/screens/help/index.tsx', 'i18n/de-DE.json'] }));
    expect(code).toBe(1);
    expect(out).toMatch(/FAILED: .*screen help \(not in the build\), language de-DE \(not in the build\)/);
  });

  it('fails a moment that has no budget', async () => {
    const args = makeBuild();
    const budgets = args[args.indexOf('--budgets') + 1]!;
    const { install: _, ...without } = (JSON.parse(readFileSync(budgets, 'utf8')) as Budgets).moments!;
    writeFileSync(budgets, JSON.stringify({ ...all(70_000), moments: without }));
    const { code, out } = await run(args);
    expect(code).toBe(1);
    expect(out).toMatch(/service worker install \(no budget\)/);
  });

  it('writes the table by moment, dated, to SIZES.md with --write', async () => {
    const args = makeBuild();
    const sizes = join(dir, 'SIZES.md');
    expect(await run([...args, '--write', '--sizes', sizes])).toMatchObject({ code: 0 });
    const md = readFileSync(sizes, 'utf8');
    expect(md).toMatch(/on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(md).toContain('| moment | largest case | brotli | budget | headroom | status | for a member |');
    expect(md).toMatch(/^\| first sign-in \| in fr-FR \| [\d,]+ \| 70,000 \| \d+% \| OK \| firstSignIn \|$/m);
    expect(md).toMatch(/^\| opening a screen \| news \| [\d,]+ \| 70,000 \|/m);
    expect(md).toMatch(/^\| first sign-in \| in en-US \| [\d,]+ \| \d+% \|$/m);
  });
});
