// @vitest-environment node
// The size checker (scripts/size.js, `npm run size`): grouping files into roles, budgets, knownOver,
// and a deliberate over-budget change in a throwaway dist — never in the app itself.
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
interface Row extends Role {
  budget?: number;
  percent?: number;
  status: string;
  reason?: string;
}
interface Budgets {
  document?: number;
  signInJs?: number;
  app?: number;
  screen?: number;
  screens?: Record<string, number>;
  language?: number;
  languages?: Record<string, number>;
  css?: number;
  cssFile?: number;
  serviceWorker?: number;
  knownOver?: Record<string, { reason: string; cap: number }>;
}
interface SizeModule {
  groupRoles(manifest: Record<string, Chunk>, files: Record<string, Size>): Role[];
  check(
    roles: Role[],
    budgets: Budgets,
    opts?: { requireSw?: boolean },
  ): { rows: Row[]; failed: string[]; notes: string[] };
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
    file: 'assets/boot-PPPPPPPP.js',
    name: 'boot',
    imports: ['_session-SSSSSSSS.js', '_vendor-BBBBBBBB.js', ENTRY],
    css: ['assets/boot-QQQQQQQQ.css'],
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
  'assets/boot-QQQQQQQQ.css',
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
    expect(names(role('app after sign-in'))).toEqual(['assets/boot-PPPPPPPP.js', 'assets/session-SSSSSSSS.js']);
  });

  it('counts for each lazy screen what it adds to the sign-in set and the app, shared lazy chunks included', () => {
    expect(names(role('screen card'))).toEqual(['assets/card-FFFFFFFF.js', 'assets/shared-GGGGGGGG.js']);
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
    // a first visit: the document, the sign-in JavaScript and the entry's CSS (not the card's)
    expect(role('first visit to sign-in').brotli).toBe(700);
    // and a first sign-in, all of it: the first visit, the app chunk and its stylesheet, the membership code and
    // English's whole table
    expect(names(role('first sign-in, all of it'))).toEqual([
      'assets/boot-PPPPPPPP.js',
      'assets/boot-QQQQQQQQ.css',
      'assets/en-US-IIIIIIII.js',
      'assets/form-EEEEEEEE.js',
      'assets/index-AAAAAAAA.js',
      'assets/index-CCCCCCCC.css',
      'assets/membership-MMMMMMMM.js',
      'assets/session-SSSSSSSS.js',
      'assets/sign-in-DDDDDDDD.js',
      'assets/vendor-BBBBBBBB.js',
      'index.html',
    ]);
  });
});

describe('check', () => {
  it('fails when a lazy screen is over its budget', () => {
    const { rows, failed } = size.check(roles, { screen: 150 });
    expect(failed).toEqual(['screen card', 'screen news']);
    expect(rows.find((r) => r.name === 'screen card')).toMatchObject({ status: 'OVER', budget: 150, percent: 133 });
  });

  it('turns a failure into a warning for a role in knownOver, and notes stale entries', () => {
    const excuse = { reason: 'being shrunk', cap: 1000 };
    const { rows, failed, notes } = size.check(roles, {
      screen: 150,
      knownOver: { 'screen card': excuse, 'screen news': excuse, 'language fr-FR': { reason: 'fixed', cap: 1000 } },
    });
    expect(failed).toEqual([]);
    expect(rows.find((r) => r.name === 'screen card')).toMatchObject({ status: 'WARN', reason: 'being shrunk' });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('language fr-FR');
  });

  it('fails an excused role that grows past its cap', () => {
    const card = roles.find((r) => r.name === 'screen card')!;
    const { rows, failed } = size.check(roles, {
      screen: 150,
      knownOver: {
        'screen card': { reason: 'being shrunk', cap: card.brotli - 1 },
        'screen news': { reason: 'x', cap: 10_000 },
      },
    });
    expect(failed).toEqual(['screen card']);
    expect(rows.find((r) => r.name === 'screen card')).toMatchObject({ status: 'OVER', cap: card.brotli - 1 });
  });

  it('lets a per-screen or per-language override win over the default', () => {
    const { rows, failed } = size.check(roles, {
      screen: 150,
      screens: { card: 250 },
      language: 50,
      languages: { 'fr-FR': 100 },
    });
    expect(rows.find((r) => r.name === 'screen card')).toMatchObject({ status: 'OK', budget: 250 });
    expect(failed).toEqual(['screen news', 'language en-US']);
  });

  it('reports a missing service worker without failing, unless it is required', () => {
    expect(size.check(roles, { serviceWorker: 7168 }).failed).toEqual([]);
    expect(size.check(roles, { serviceWorker: 7168 }, { requireSw: true }).failed).toEqual(['service worker']);
  });
});

describe('main', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A throwaway dist of the synthetic manifest; `pad` replaces the card screen's code; `sw` adds the service
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
    if (pad) write(manifest['src/screens/card/index.tsx'].file, pad);
    if (sw) {
      write('sw.js', 'self.addEventListener("fetch", () => {});\n');
      write('.vite/sw-precache.json', JSON.stringify({ precached: emitted, onDemand: {} }));
    }
    writeFileSync(
      join(dir, 'budgets.json'),
      JSON.stringify({
        document: 1024,
        signInJs: 4096,
        app: 4096,
        screen: 6144,
        language: 1024,
        css: 1024,
        serviceWorker: 7168,
        swInstall: 70_000,
      }),
    );
    return ['--dist', dist, '--budgets', join(dir, 'budgets.json'), '--history', join(dir, 'history.json')];
  }

  it('fails when a lazy screen is over its budget', async () => {
    const out: string[] = [];
    // 8 KB of random bytes don't compress: over the 6 KB screen budget
    const code = await size.main(makeDist(randomBytes(8192)), (s) => out.push(s));
    expect(code).toBe(1);
    expect(out.join('\n')).toMatch(/FAILED: over budget or missing: screen card/);
  });

  it('passes within budget, prints the diff against the previous run and supports --json', async () => {
    const args = makeDist();
    const out: string[] = [];
    expect(await size.main(args, (s) => out.push(s))).toBe(0);
    expect(out.join('\n')).toMatch(/service worker\s+sw\.js.*missing/);
    writeFileSync(join(dir, 'dist', manifest['src/screens/news/index.tsx'].file), randomBytes(500));
    out.length = 0;
    expect(await size.main([...args, '--json'], (s) => out.push(s))).toBe(0);
    const report = JSON.parse(out.join('\n'));
    expect(report.ok).toBe(true);
    expect(report.changes).toContainEqual(expect.objectContaining({ name: 'screen news' }));
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
    const budgets = { document: 1024, signInJs: 4096, app: 4096, screen: 6144, language: 1024, css: 1024 };
    writeFileSync(join(dir, 'budgets.json'), JSON.stringify({ ...budgets, serviceWorker: 7168, swInstall: 70_000 }));
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
    expect(out).toMatch(/FAILED: over budget or missing: service worker, service worker install/);
  });

  it('fails a build without a screen or a language the checkout has', async () => {
    const { code, out } = await run(makeBuild({ more: ['src/screens/help/index.tsx', 'i18n/de-DE.json'] }));
    expect(code).toBe(1);
    expect(out).toMatch(/FAILED: .*screen help \(not in the build\), language de-DE \(not in the build\)/);
  });

  it('fails a role that has no budget', async () => {
    const args = makeBuild();
    const budgets = args[args.indexOf('--budgets') + 1]!;
    const { swInstall: _, ...without } = JSON.parse(readFileSync(budgets, 'utf8')) as Record<string, number>;
    writeFileSync(budgets, JSON.stringify(without));
    const { code, out } = await run(args);
    expect(code).toBe(1);
    expect(out).toMatch(/service worker install \(no budget\)/);
  });
});
