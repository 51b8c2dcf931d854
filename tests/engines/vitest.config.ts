// The engines lane (`npm test -- engines`): member journeys in Firefox and WebKit, one journey at a time.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engine.ts'],
    environment: 'node',
    fileParallelism: false,
    // a journey on a busy 2-core machine: each state it waits for is bounded (driver.ts WAIT_MS), so is the whole
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
