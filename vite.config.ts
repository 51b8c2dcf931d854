/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { i18nFallback } from './scripts/vite-i18n-fallback.ts';

import { readFileSync } from 'node:fs';

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
        for (const dep of chunk.imports) if (!into.has(dep)) (into.add(dep), walk(dep, into));
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
  plugins: [preact({ prerender: { enabled: false } }), i18nFallback(), staticGraph],
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  build: {
    target: 'es2020',
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_, deps, { hostId }) => deps.filter((dep) => !staticDeps.get(hostId)?.has(dep)),
    },
    cssCodeSplit: true,
    reportCompressedSize: false,
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // a language's terms and privacy texts (i18n/legal/) are told apart from its table by name
        chunkFileNames: (chunk) => (chunk.facadeModuleId?.replace(/\\/g, '/').includes('/i18n/legal/')
          ? 'assets/legal-[name]-[hash].js' : 'assets/[name]-[hash].js'),
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
  },
});
