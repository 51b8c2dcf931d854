import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { record } from './summary';
import { watchProblems } from '../shared/page-problems';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { createAppServer } from '../../server/index.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { CONTROL_TOKEN_HEADER } from '../../server/control-access.js';

/** This run's token for the reference server's test switches; send these headers with every `/__reference/` call. */
const CONTROL_TOKEN = randomBytes(16).toString('hex');
export const referenceHeaders: Record<string, string> = { [CONTROL_TOKEN_HEADER as string]: CONTROL_TOKEN };

interface RefServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Every browser test runs under the served Content-Security-Policy and fails on any violation,
 * on an uncaught page error, or on a dialog (an injected script's alert).
 */
export const test = base.extend<{ guardPage: void }, { refServer: RefServer }>({
  // Each worker gets its own reference server with fresh data, so a reset or a maintenance switch
  // in one test never reaches a test running in the other worker.
  refServer: [
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pro-e2e-'));
      // the test switches answer only this run's token: no page, not even one rebound to 127.0.0.1, can flip them
      const app = createAppServer({
        dataDir,
        fresh: true,
        staticDir: process.env.DIST_DIR ?? 'dist',
        control: { token: CONTROL_TOKEN },
        // the sanitizer's tests (hostile.spec.ts and every screen's checks) need the samples the demo leaves out
        hostileContent: true,
      });
      const { url } = await app.listen(0, '127.0.0.1');
      await use({ url, close: () => app.close() });
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ refServer }, use) => use(refServer.url),

  guardPage: [
    async ({ page, refServer }, use) => {
      // every test starts from the seed: no rate limit, fault or registration left by the one before
      const reset = await fetch(`${refServer.url}/__reference/reset`, { method: 'POST', headers: referenceHeaders });
      expect(reset.ok).toBe(true);
      const problems = await watchProblems(page);
      await use();
      record({ violations: problems.length });
      expect(problems, 'page errors, dialogs or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens an app route (hash URL) and waits for the app to take over the page; `origin` names a server other than
 * the fixtures' own. */
export async function open(page: Page, path: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/#${path}`);
  await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
}

/** Opens an app route in a fresh document load (a hash change alone would not restart the app). */
export async function reopen(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await page.reload();
  await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
}
