/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import CHUNK from './scripts/chunk-names.json' with { type: 'json' };
import { firstPaint } from './scripts/vite-first-paint.ts';
import { i18nFallback } from './scripts/vite-i18n-fallback.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { buildEnv } from './scripts/vite-build-env.ts';

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * Every chunk's static imports, all the way down (filled in before Vite writes the preload lists). A lazy
 * chunk's preload list need not name what the chunk importing it has already loaded: the list ships in the
 * importing chunk, and on a slow phone every byte of it is downloaded and parsed for nothing.
 */
const staticDeps = new Map<string, Set<string>>();
const staticGraph: Plugin = {
  name: 'static-graph',
  generateBundle: {
    order: 'pre',
    handler(_, bundle) {
      const walk = (file: string, into: Set<string>) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') return;
        for (const dep of chunk.imports)
          if (!into.has(dep)) {
            into.add(dep);
            walk(dep, into);
          }
      };
      for (const file of Object.keys(bundle)) {
        const seen = new Set<string>();
        walk(file, seen);
        staticDeps.set(file, seen);
      }
    },
  },
};

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    buildEnv(),
    preact({ prerender: { enabled: false } }),
    i18nFallback(),
    staticGraph,
    firstPaint(),
    compileHints([CHUNK.entry, CHUNK.app]),
  ],
  resolve: {
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      // rosetta's dlv: its `browser` field is a UMD build, which brings a CommonJS interop runtime along
      dlv: 'dlv/dist/dlv.es.js',
    },
  },
  build: {
    // DIST_DIR lets a second build (a test's, a helper's) sit beside dist/ instead of over it
    outDir: process.env.DIST_DIR ?? 'dist',
    // class fields and the like stay as written: no helper functions in every chunk that uses them
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // The sign-in's banner is imported once the app has started, when its list would name its own two modules alone:
      // their links made the import a long task on a slow phone, and the banner, below the form, can come a round trip
      // later (docs/first-paint.md). Vite still lists the stylesheets, which the app's start has linked by then.
      resolveDependencies: (file, deps, { hostId }) =>
        file.startsWith(`assets/${CHUNK.signInBanner}-`) ? [] : deps.filter((dep) => !staticDeps.get(hostId)?.has(dep)),
    },
    cssCodeSplit: true,
    reportCompressedSize: false,
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Few, whole files in the first wave: on slow 2G each request past a browser's six connections waits
        // a whole round trip (2 s) for a free one, and each file's last packet is a part-empty one. A group takes
        // the modules its test names and all they import (not taken by a group of higher priority): left alone,
        // the bundler splits what lazy chunks share into chunks of their own. A first sign-in is five files:
        // the entry, the sign-in screen, the app chunk (with the dashboard), the membership code, English.
        codeSplitting: {
          groups: [
            // The entry takes the libraries and i18n with it, and modules it does not import: the page frame
            // (0.1 KB that every screen uses), the count of forms being edited (the forms and the app chunk both
            // use it), and the forms' shared parts (the sign-in island needs them at once; other screens' forms
            // would otherwise share a chunk of their own with it, a request more before the island answers)
            {
              name: CHUNK.entry,
              priority: 3,
              test: /src\/(main\.tsx|components\/(page|use-form|field|form-summary)\.tsx?|state\/editing\.ts|services\/validation\.ts)/,
            },
            // what the content screens share, in one file: each further file costs its own import lines
            {
              name: 'content-api',
              priority: 1,
              test: /src\/services\/content\/(content-api|mapping|defuse|safe-url|rules|image-files)\.ts|src\/state\/content\.ts|src\/components\/(load-error|store-select)\.tsx/,
            },
            // the app chunk that follows the sign-in island (src/app/app-chunk.tsx): one file, not the few the
            // bundler would cut from what screens share with it (they all load after it anyway), with the small
            // hook the card and the dashboard share (start/keep-screen.ts) and the dashboard, where a sign-in
            // and an online start land: neither a request of its own; nor the e-mail the sign-in offers (read once the
            // app has started)
            {
              name: CHUNK.app,
              priority: 2,
              test: /src\/app\/app-chunk\.tsx|src\/start\/keep-screen\.ts|src\/screens\/dashboard\/index\.tsx|src\/services\/storage\/remembered-email-record\.ts/,
            },
          ],
        },
        // a language's terms and privacy texts (i18n/legal/) are told apart from its table by name
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.replace(/\\/g, '/').includes('/i18n/legal/')
            ? 'assets/legal-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.js'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // property tests run thousands of cases; a busy 2-core machine must not turn them into time-outs
    testTimeout: 30_000,
    // a file per core (Vitest's default leaves one idle: on two cores, one file at a time): on this project's
    // 2-core machine the step took 105 s instead of 176 s
    maxWorkers: availableParallelism(),
  },
});
