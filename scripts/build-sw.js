// Builds the service worker after the app: bundles sw/index.ts to dist/sw.js with the build's hash,
// then injects the precache manifest (workbox-build). `SW_KILL=1` emits the kill switch instead.
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

await build({
  configFile: false,
  logLevel: 'warn',
  define: { BUILD_HASH: JSON.stringify(buildHash), 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: DIST,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    minify: true,
    lib: { entry: 'sw/index.ts', formats: ['iife'], name: 'sw', fileName: () => 'sw.js' },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(DIST, 'sw.js'),
  swDest: join(DIST, 'sw.js'),
  globDirectory: DIST,
  globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
  globIgnores: IGNORE,
  // hashed file names are their own revision
  dontCacheBustURLsMatching: /^assets\//,
});
for (const w of warnings) console.warn(w);
console.log(`sw.js: build ${buildHash}, precaches ${count} files (${(size / 1024).toFixed(1)} KiB)`);
