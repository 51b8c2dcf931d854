// One engine's lane: a browser and the reference services for the whole run, a fresh session per journey,
// and after each journey the same promise as the Chromium fixture: no CSP violation, page error or dialog.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { Driver, Engine, SessionOptions } from './driver';
import { launchFirefox, type Launched } from './firefox';
import { startServer, type LaneServer } from './server';
import { launchWebKit } from './webkit';

export interface Lane {
  readonly engine: Engine;
  /** This journey's browser session. */
  readonly page: Driver;
  readonly server: LaneServer;
  /** An app route on the lane's origin. */
  url(path?: string): string;
  /** Starts this journey's session again with options (the one from beforeEach is closed). */
  restart(options: SessionOptions): Promise<void>;
}

/** Which engines run: `ENGINES=firefox` (or `webkit`) picks one, by default both. */
export function selectedEngines(): Engine[] {
  const asked = (process.env.ENGINES ?? 'firefox,webkit').split(/[\s,]+/).filter(Boolean);
  for (const e of asked) if (e !== 'firefox' && e !== 'webkit') throw new Error(`ENGINES: unknown engine ${e}`);
  return asked as Engine[];
}

export function useLane(engine: Engine): Lane {
  let browser: Launched | undefined;
  let server: LaneServer | undefined;
  let page: Driver | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), engine === 'firefox' ? launchFirefox() : launchWebKit()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), server?.close()]);
  }, 60_000);

  beforeEach(async () => {
    await server!.reset();
    page = await browser!.newDriver();
  }, 150_000); // a WebKit session start that hangs is asked for again after 60 s (webkit.ts)
  afterEach(async () => {
    const seen = [
      ...((await page?.problems().catch((e: Error) => [`no answer: ${e.message}`])) ?? []),
      ...(server?.violations() ?? []),
    ];
    await page?.close().catch(() => {});
    page = undefined;
    expect(seen, 'page errors, dialogs or CSP violations').toEqual([]);
  }, 60_000);

  return {
    engine,
    get page() {
      return page!;
    },
    get server() {
      return server!;
    },
    url: (path = '/') => `${server!.url}/#${path}`,
    async restart(options) {
      await page?.close();
      page = await browser!.newDriver(options);
    },
  };
}
