// @vitest-environment node
// @ts-check
// An idle connection outlives a client's pause: with Node's 5 s default the server closed it as a client reused it,
// and the browser tests' control request on it was reset (ECONNRESET).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
beforeAll(async () => void (server = await startServer()));
afterAll(() => server.stop());

describe('keep-alive', () => {
  it('keeps an idle connection for a request 6 s later, on the same socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    /** @returns {Promise<{ status: number | undefined, reused: boolean }>} */
    const get = () =>
      new Promise((resolve, reject) => {
        const req = http.get(`${server.base}/manifest.webmanifest`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      expect((await get()).reused).toBe(false);
      await new Promise((done) => setTimeout(done, 6000));
      expect(await get()).toEqual({ status: expect.any(Number), reused: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
