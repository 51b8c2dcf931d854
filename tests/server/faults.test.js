// @vitest-environment node
// @ts-check
// The test switches' stalled and dripping answers: headers, then a body that never ends (nothing, or a byte now and
// then), for the membership provider's calls and the content service's alike.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
beforeAll(async () => void (server = await startServer()));
afterAll(() => server.stop());

/** @param {Record<string, unknown>} fault */
async function inject(fault) {
  const res = await fetch(`${server.base}/__reference/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Sends a request and collects its answer until `bytes` bytes of body have come (or the answer ends): the status, the
 * body so far and whether it ended.
 * @param {string} route
 * @param {number} bytes
 * @returns {Promise<{ status: number | undefined, type: string | undefined, body: string, ended: boolean }>}
 */
function answerUntil(route, bytes) {
  return new Promise((resolve, reject) => {
    const post = route.startsWith('/api/');
    const req = http.request(
      `${server.base}${route}`,
      { method: post ? 'POST' : 'GET', headers: post ? { 'Content-Type': 'application/json' } : {} },
      (res) => {
        let body = '';
        const done = (/** @type {boolean} */ ended) => {
          resolve({ status: res.statusCode, type: res.headers['content-type'], body, ended });
          req.destroy();
        };
        res.setEncoding('utf8');
        if (bytes === 0) return done(false);
        res.on('data', (chunk) => {
          body += chunk;
          if (body.length >= bytes) done(false);
        });
        res.on('end', () => done(true));
      },
    );
    req.on('error', (e) => (req.destroyed ? undefined : reject(e)));
    req.end(post ? JSON.stringify({ ...CLIENT, userName: 'active@demo.test', password: 'x' }) : undefined);
  });
}

describe('stalled and dripping answers', () => {
  for (const route of ['/api/membership/getmember', '/wp-json/wp/v2/video?wpml_language=en&page=1']) {
    it(`stall on ${route}: 200 JSON headers come, and no byte of a body`, async () => {
      const path = route.split('?')[0];
      expect((await inject({ path, stall: true })).body).toEqual({ fault: { path, stall: true, count: 1 } });
      const answer = await answerUntil(route, 0);
      expect(answer).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: '', ended: false });
      // it answered once: the next request is answered in full
      expect((await answerUntil(route, Infinity)).ended).toBe(true);
    });

    it(`drip on ${route}: 200 JSON headers, then a byte at a time, never the end`, async () => {
      const path = route.split('?')[0];
      expect((await inject({ path, drip: 20 })).body).toEqual({ fault: { path, drip: 20, count: 1 } });
      const answer = await answerUntil(route, 3);
      expect(answer).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: '   ', ended: false });
    });
  }

  it('a stall names no other kind; a drip is a whole number of milliseconds', async () => {
    expect((await inject({ path: '/api/', stall: true, status: 500 })).status).toBe(400);
    expect((await inject({ path: '/api/', drip: 'slow' })).status).toBe(400);
    expect((await inject({ path: '/api/', drip: 5 })).status).toBe(400);
  });
});
