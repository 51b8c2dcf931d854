import { defineConfig } from '@playwright/test';
import { runOutputDir } from './tests/e2e/run-dir';

export default defineConfig({
  testDir: 'tests/e2e',
  // two runs at once in one checkout each get their own (tests/e2e/run-dir.ts)
  outputDir: runOutputDir(),
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // bounds, not waits: a state that comes in 1 s passes in 1 s; on a loaded 2-core machine (two runs at once)
  // the app's screens and answers can take far past Playwright's 5 s and 30 s defaults
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // the machine has no outside network: keep Chromium from trying to reach Google's services
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
});
