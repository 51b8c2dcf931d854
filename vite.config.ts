/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { i18nFallback } from './scripts/vite-i18n-fallback.ts';

import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [preact({ prerender: { enabled: false } }), i18nFallback()],
  resolve: {
    alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  },
  build: {
    target: 'es2020',
    modulePreload: { polyfill: false },
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
