// @ts-check
/** Starts the real reference server on a free port with its own data directory. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAppServer } from '../../server/index.js';
import { DEFAULT_CLIENT_CREDENTIALS } from '../../server/membership/client-credentials.js';
import { hashPasswordPwdV1 } from '../../server/membership/password.js';
import { DEMO_PASSWORD } from '../../server/membership/seed.js';

export const CLIENT = { ...DEFAULT_CLIENT_CREDENTIALS };

/** What the app sends for a member's typed password. */
export const pwd = (/** @type {string} */ email, password = DEMO_PASSWORD) => hashPasswordPwdV1(email, password);

export const tempDir = () => mkdtemp(path.join(tmpdir(), 'reference-server-'));

/**
 * @param {import('../../server/index.js').AppServerOptions} [options]
 */
export async function startServer(options = {}) {
  const dataDir = options.dataDir ?? (await tempDir());
  // the switches as REFERENCE_CONTROL=1 turns them on: for requests to a loopback name, as these are
  const app = createAppServer({
    staticDir: path.join(dataDir, 'no-dist'),
    log: () => {},
    control: true,
    // the contract tests name the hostile samples (HOSTILE_ITEMS); tests of the demo turn them off
    hostileContent: true,
    ...options,
    dataDir,
  });
  const { port } = await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;

  /**
   * POSTs JSON with the client credentials and unpacks the provider's `data` string.
   * @param {string} route
   * @param {Record<string, unknown>} fields
   * @param {Record<string, unknown>} [client] override to test bad client credentials
   */
  async function call(route, fields, client = CLIENT) {
    const res = await fetch(base + route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...client, ...fields }),
    });
    const text = await res.text();
    const body = JSON.parse(text);
    return {
      status: res.status,
      headers: res.headers,
      text,
      body,
      data: body.data ? JSON.parse(body.data) : undefined,
    };
  }

  return {
    app,
    base,
    dataDir,
    call,
    /** @param {string} email @param {string} [password] */
    signIn: (email, password) => call('/api/membership/getmember', { userName: email, password: pwd(email, password) }),
    reset: () => fetch(`${base}/__reference/reset`, { method: 'POST' }),
    /** Closes the server; `keepData` leaves the directory for a restart. */
    async stop(keepData = false) {
      await app.close();
      if (!keepData && !options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for a test file, reset to the seed before each test; returns a getter for it.
 * @param {import('../../server/index.js').AppServerOptions} [options]
 */
export function useServer(options) {
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let srv;
  beforeAll(async () => {
    srv = await startServer(options);
  });
  afterAll(() => srv?.stop());
  beforeEach(async () => {
    await srv?.reset();
  });
  return () => /** @type {Awaited<ReturnType<typeof startServer>>} */ (srv);
}

/**
 * The host of every absolute or protocol-relative URL in a text, without user or port;
 * hostile payloads such as `javascript://host` and `//@host` count too.
 * @param {string} text
 */
export function urlHosts(text) {
  const hosts = new Set();
  for (const [, authority] of text.matchAll(/\/\/([^/\s"'\\<>()?#]*)/g)) {
    const host = authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
    if (host) hosts.add(host);
  }
  return [...hosts];
}
