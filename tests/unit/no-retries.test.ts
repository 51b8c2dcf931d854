// @vitest-environment node
// No test run asks a failed test again, in CI or not: a test that passes on its second try is a failure to fix.
import { describe, expect, it } from 'vitest';

describe('test configurations', () => {
  it('give every Playwright and Vitest run 0 retries, with CI=true too', async () => {
    const ci = process.env.CI;
    process.env.CI = 'true';
    try {
      const configs = {
        'playwright.config.ts': (await import('../../playwright.config')).default,
        'tests/wordpress/playwright.config.ts': (await import('../wordpress/playwright.config')).default,
      };
      for (const [file, config] of Object.entries(configs)) expect(config.retries, file).toBe(0);
      // the engines lane's Vitest (the unit step's vite.config.ts sets no retry either)
      expect((await import('../engines/vitest.config')).default.test?.retry ?? 0).toBe(0);
    } finally {
      if (ci === undefined) delete process.env.CI;
      else process.env.CI = ci;
    }
  });
});
