import { defineConfig } from '@playwright/test';
// @ts-expect-error: the scripts are plain JavaScript with JSDoc types
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/chromium.js';
import { runOutputDir } from './tests/e2e/run-dir';

export default defineConfig({
  testDir: 'tests/e2e',
  // two runs at once in one checkout each get their own (tests/e2e/run-dir.ts)
  outputDir: runOutputDir(),
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // none, with CI or without: a test that passes only when asked twice is a failure to fix, not to hide
  retries: 0,
  // bounds, not waits: a state that comes in 1 s passes in 1 s; on a loaded 2-core machine (two runs at once)
  // the app's screens and answers can take far past Playwright's 5 s and 30 s defaults
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
});
