// @vitest-environment node
// @ts-check
// The test switches are off from code unless asked for; when on, only the per-run token or an allow-listed
// host gets in. Comparing Origin with Host alone let a DNS-rebinding page in, as its Host is its own name.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer } from '../../server/index.js';

/** @type {string[]} */
const dirs = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A server straight from createAppServer, as the browser tests and scripts make one. */
async function serve(/** @type {import('../../server/index.js').AppServerOptions} */ options = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'control-access-'));
  dirs.push(dataDir);
  const app = createAppServer({ dataDir, staticDir: path.join(dataDir, 'no-dist'), log: () => {}, ...options });
  const { port } = await app.listen(0, '127.0.0.1');
  return { app, port };
}

/**
 * A POST to /__reference/reset with the given headers; http.request, since fetch will not send another Host.
 * @param {number} port @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
function reset(port, headers) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/__reference/reset', method: 'POST', headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('test switches from code', () => {
  it('are off unless asked for', async () => {
    const { app, port } = await serve();
    try {
      expect(await reset(port, { Host: `127.0.0.1:${port}` })).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('test switches for the loopback names (REFERENCE_CONTROL=1)', () => {
  /** @type {Awaited<ReturnType<typeof serve>>} */
  let on;
  beforeAll(async () => {
    on = await serve({ control: true });
  });
  afterAll(() => on.app.close());

  it.each([['127.0.0.1'], ['localhost'], ['LOCALHOST'], ['[::1]']])('answer a tool asking %s', async (name) => {
    expect(await reset(on.port, { Host: `${name}:${on.port}` })).toBe(200);
  });

  it('answer a page of this server on localhost', async () => {
    expect(await reset(on.port, { Host: `localhost:${on.port}`, Origin: `http://localhost:${on.port}` })).toBe(200);
  });

  it('refuse a page whose own name was rebound to this server, though its Origin matches its Host', async () => {
    const host = `rebound.example:${on.port}`;
    expect(await reset(on.port, { Host: host, Origin: `http://${host}` })).toBe(403);
    expect(await reset(on.port, { Host: host })).toBe(403);
  });
});

describe('test switches with a per-run token', () => {
  const token = 'c0ffee-run-token';
  /** @type {Awaited<ReturnType<typeof serve>>} */
  let on;
  beforeAll(async () => {
    on = await serve({ control: { token } });
  });
  afterAll(() => on.app.close());

  it('answer a request carrying the token, whatever its host', async () => {
    expect(await reset(on.port, { Host: `127.0.0.1:${on.port}`, 'X-Reference-Token': token })).toBe(200);
    expect(await reset(on.port, { Host: `rebound.example:${on.port}`, 'X-Reference-Token': token })).toBe(200);
  });

  it('refuse one without it, or with another, even on a loopback name', async () => {
    expect(await reset(on.port, { Host: `localhost:${on.port}` })).toBe(403);
    expect(await reset(on.port, { Host: `localhost:${on.port}`, 'X-Reference-Token': `${token}x` })).toBe(403);
  });

  it('refuse a page from another origin even with the token', async () => {
    expect(
      await reset(on.port, {
        Host: `localhost:${on.port}`,
        Origin: 'http://elsewhere.example',
        'X-Reference-Token': token,
      }),
    ).toBe(403);
  });
});
