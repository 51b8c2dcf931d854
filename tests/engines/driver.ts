// What a journey asks of a browser, whichever engine and protocol drives it (firefox.ts, webkit.ts).
export type Engine = 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['firefox', 'webkit'];

/** A function run in the page: serialized, so it may use only its arguments and the page's globals. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type InPage<T> = (...args: any[]) => T | Promise<T>;

/** What a session starts with: an iPhone's user agent, for the paths the app takes only on iPhone. */
export interface SessionOptions {
  userAgent?: string;
}

export interface Driver {
  readonly engine: Engine;
  /** Loads a URL; returns once the new document is the one shown (not only once the load was asked for). */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a function in the page and returns its (awaited, JSON-like) result. */
  run<T>(fn: InPage<T>, ...args: unknown[]): Promise<T>;
  /** A real pointer click on the first element matching a CSS selector. */
  click(selector: string): Promise<void>;
  /** Keystrokes into the element matching a CSS selector, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  /** A PNG of the element matching a CSS selector. */
  shot(selector: string): Promise<Buffer>;
  /** Whether the browser reports itself offline: through the engine's own emulation where it has one. */
  reportOffline(offline: boolean): Promise<'emulated' | 'in page'>;
  /** Page errors and dialogs seen since the session started (the protocol's, or collected in the page). */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Waits for a state the page reaches (not for a duration): polls `fn` until it returns something truthy. */
export async function waitFor<T>(driver: Driver, what: string, fn: InPage<T>, ...args: unknown[]): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.run(fn, ...args);
      if (value) return value;
      last = value;
    } catch (e) {
      last = e; // a navigation in progress: the page is not there to answer yet
    }
    if (Date.now() > deadline)
      throw new Error(`${driver.engine}: waited ${WAIT_MS / 1000} s for ${what}; last: ${String(last)}`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** How long one state may take to come on a busy 2-core machine before the journey fails. */
export const WAIT_MS = 30_000;
