// `npm test -- wordpress`: the app's production build in Chromium against a real WordPress (tests/wordpress/).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
// @ts-expect-error: the scripts are plain JavaScript with JSDoc types
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.js';

// outside test-results/, which the browser tests empty when they start; one folder per checkout, emptied by each run
const OUTPUT = join(
  tmpdir(),
  `pm-wordpress-results-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`,
);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: OUTPUT,
  globalSetup: './global-setup.ts',
  workers: 1,
  retries: 0,
  // bounds, not waits: a feed read to its end on a busy 2-core machine, with WordPress answering every page
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    // every byte the page asks for goes over the network, where the test sees it (a worker's fetches it would not)
    serviceWorkers: 'block',
    trace: 'off',
  },
});
