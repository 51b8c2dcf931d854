// Builds the service worker after the app: bundles sw/index.ts to dist/sw.js with the build's hash and its list of
// on-demand files, then injects the precache manifest (workbox-build) and writes what the precache holds to
// dist/.vite/sw-precache.json (for `npm run size`). `SW_KILL=1` emits the kill switch instead.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const DIST = process.env.DIST_DIR ?? 'dist';
// the install dialog's screenshots are for the store-like dialog, not the app offline
const IGNORE = ['sw.js', '.vite/**', '.size-report.json', 'screenshots/**'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

if (process.env.SW_KILL === '1') {
  writeFileSync(join(DIST, 'sw.js'), readFileSync('sw/kill-switch.js'));
  console.log('sw.js: kill switch (unregisters itself and clears its caches)');
  process.exit(0);
}

// The build hash: every file the shell precaches, so any change names a new cache.
const hash = createHash('sha256');
for (const file of files(DIST)
  .filter((f) => !/(^|\/)(sw\.js|\.vite\/|\.size-report\.json)/.test(relative(DIST, f)))
  .sort()) {
  hash.update(relative(DIST, file)).update(readFileSync(file));
}
const buildHash = hash.digest('hex').slice(0, 12);

// Not precached, cached when first used (sw/on-demand.ts): the language tables, their legal texts and DOMPurify, named
// to the worker without `assets/` and `.js` ('fr-FR-B0XZelBX legal-fr-FR-DEZ-I7UZ …'): their names less the hash stay
// from build to build.
const ON_DEMAND_SOURCE = /^(i18n\/(legal\/)?[a-z]{2}-[A-Z]{2}\.json|src\/components\/sanitize-purify\.ts)$/;
/** @type {Record<string, { file: string, src?: string }>} */
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const onDemand = Object.values(manifest)
  .filter((chunk) => ON_DEMAND_SOURCE.test(chunk.src ?? ''))
  .map((chunk) => chunk.file)
  .sort();
if (onDemand.length < 31 || onDemand.some((f) => !/^assets\/[\w-]+-[\w-]{8}\.js$/.test(f)))
  throw new Error(
    `sw: the on-demand files are not the 15 tables, their legal texts and DOMPurify: ${onDemand.join(' ')}`,
  );

await build({
  configFile: false,
  logLevel: 'warn',
  define: {
    BUILD_HASH: JSON.stringify(buildHash),
    ON_DEMAND: JSON.stringify(onDemand.map((f) => f.slice('assets/'.length, -'.js'.length)).join(' ')),
    'process.env.NODE_ENV': '"production"',
  },
  build: {
    outDir: DIST,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    minify: true,
    lib: { entry: 'sw/index.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
});

/** @type {string[]} */
const precached = [];
const { count, size, warnings } = await injectManifest({
  swSrc: join(DIST, 'sw.js'),
  swDest: join(DIST, 'sw.js'),
  globDirectory: DIST,
  globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  globIgnores: [...IGNORE, ...onDemand],
  // hashed file names are their own revision
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [
    async (entries) => {
      precached.push(...entries.map((e) => e.url));
      // The document as the page loaded it, `/` (as /index.html it was a second download beside it). No entry has a
      // revision: each build's precache is a cache of its own (BUILD_HASH, sw/index.ts), so an update fetches every
      // entry anew anyway, and without one Workbox asks with the browser's cache mode instead of `reload`: what the
      // page has just loaded comes from the HTTP cache (hashed files) or as a 304 (the document, served `no-cache`).
      const manifest = entries.map((e) => ({ ...e, url: e.url === 'index.html' ? '/' : e.url, revision: null }));
      return { manifest, warnings: [] };
    },
  ],
});
for (const w of warnings) console.warn(w);
writeFileSync(join(DIST, '.vite', 'sw-precache.json'), `${JSON.stringify({ precached, onDemand }, null, 2)}\n`);
console.log(
  `sw.js: build ${buildHash}, precaches ${count} files (${(size / 1024).toFixed(1)} KiB), ${onDemand.length} on demand`,
);
