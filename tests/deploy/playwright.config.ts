// `npm test -- deploy`: the production build behind Debian's nginx with deploy/'s configuration (tests/deploy/).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
// @ts-expect-error: the scripts are plain JavaScript with JSDoc types
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.js';

// outside test-results/, which the browser tests empty when they start; one folder per checkout, emptied by each run
const OUTPUT = join(
  tmpdir(),
  `pm-deploy-results-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}`,
);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: OUTPUT,
  globalSetup: './global-setup.ts',
  // one nginx and one reference server for the lane: its tests take turns
  workers: 1,
  retries: 0,
  // bounds, not waits: the update journey builds the app a second time on a busy 2-core machine
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
