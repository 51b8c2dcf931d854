// @vitest-environment node
// @ts-check
// Limits on every route, over real sockets: a body is refused past its size before it is read, whatever its route and
// type; slow headers and slow bodies are cut; one address holds only so many connections; the app's files and
// normal calls are served as before.
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { CLIENT, startServer } from './helpers.js';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** The bounds are small here so that each case takes a fraction of a second; the defaults are in server/index.js. */
const BOUNDS = { headersMs: 400, requestMs: 800, checkMs: 100 };

beforeAll(async () => {
  server = await startServer({ bounds: BOUNDS, appOrigins: ['http://localhost:5173'] });
  const dist = path.join(server.dataDir, 'no-dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>App</title><p>app</p>');
});
afterAll(() => server.stop());

/**
 * A raw connection to the server: what it has been sent so far, and whether the server has closed it.
 * @param {string} base
 * @returns {Promise<{ socket: net.Socket, received: () => string, closed: Promise<string> }>}
 */
async function connectTo(base) {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  let text = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (text += chunk));
  socket.on('error', () => {}); // a reset after the server's close is a close too
  const closed = new Promise((resolve) => socket.on('close', () => resolve(text)));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => text, closed: /** @type {Promise<string>} */ (closed) };
}

const connect = () => connectTo(server.base);

const HUGE = 500 * 1024 * 1024;

describe('a body past its size is refused before it is read', () => {
  for (const [name, head] of [
    ['GET / with a 500 MB body', `GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${HUGE}\r\n`],
    [
      'POST /wp-json/ with a 500 MB body',
      `POST /wp-json/wp/v2/video HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${HUGE}\r\n`,
    ],
    [
      'a text/plain 500 MB body to /api/',
      `POST /api/membership/getmember HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${HUGE}\r\n`,
    ],
    [
      'a JSON 500 MB body to /api/',
      `POST /api/membership/getmember HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${HUGE}\r\n`,
    ],
    [
      'a 500 MB body to the test switches',
      `POST /__reference/fault HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${HUGE}\r\n`,
    ],
  ]) {
    it(`${name}: 413 and the connection closed after a few bytes of it`, async () => {
      const { socket, closed } = await connect();
      socket.write(`${head}\r\n`);
      socket.write('x'.repeat(1000)); // a little of the body, nowhere near its length: the answer cannot wait for it
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('payload_too_large');
    });
  }

  it('a chunked body of unknown size on a route that reads none: 413 and closed', async () => {
    const { socket, closed } = await connect();
    socket.write(
      `GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n3e8\r\n${'x'.repeat(1000)}\r\n`,
    );
    expect(await closed).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('a chunked JSON body to /api/ is refused once it passes 16 KB, not read to its end', async () => {
    const { socket, closed } = await connect();
    socket.write(
      'POST /api/membership/getmember HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'x'.repeat(4096);
    for (let i = 0; i < 5; i++) socket.write(`1000\r\n${chunk}\r\n`); // 20 KB, and never the last chunk
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('a text/plain body of unknown size to /api/: 400, and the connection closed unread', async () => {
    const { socket, closed } = await connect();
    socket.write(
      'POST /api/membership/getmember HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n3e8\r\n${'x'.repeat(1000)}\r\n`,
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('the 413 of /api/ carries its CORS headers, so the app on its configured origin can read it', async () => {
    const res = await fetch(`${server.base}/api/membership/getmember`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ ...CLIENT, pad: 'x'.repeat(20_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('slow requests are cut', () => {
  it('headers that stop coming: 408 and closed once headersMs has passed', async () => {
    const { socket, closed } = await connect();
    const started = performance.now();
    socket.write('GET / HTTP/1.1\r\nHost: local'); // and nothing more
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // the bound is 400 ms checked every 100 ms: a generous margin either side, the old 15 s far outside
    expect(performance.now() - started).toBeGreaterThanOrEqual(BOUNDS.headersMs - 50);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a body that stops coming: 408 and closed once requestMs has passed', async () => {
    const { socket, closed } = await connect();
    const started = performance.now();
    socket.write(
      'POST /api/membership/getmember HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"clientAppId":',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(performance.now() - started).toBeGreaterThanOrEqual(BOUNDS.requestMs - 50);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('the defaults cut within about 10 s', async () => {
    const { DEFAULT_BOUNDS } = await import('../../server/index.js');
    expect(Math.max(DEFAULT_BOUNDS.headersMs, DEFAULT_BOUNDS.requestMs) + DEFAULT_BOUNDS.checkMs).toBeLessThanOrEqual(
      10_000,
    );
  });
});

describe('connections per address', () => {
  const CAP = 8;
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let capped;
  // the default time bounds: connections that send nothing are held for seconds, longer than this test takes
  beforeAll(async () => void (capped = await startServer({ bounds: { connectionsPerAddress: CAP } })));
  afterAll(() => capped.stop());
  const connect = () => connectTo(capped.base);

  it('past the cap a new connection is closed unanswered; one freed lets the next in', async () => {
    const held = [];
    for (let i = 0; i < CAP; i++) held.push(await connect());
    // each of them is open: a request on the last one is answered
    held.at(-1)?.socket.write('GET /wp-json/ HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => held.at(-1)?.received()).toMatch(/^HTTP\/1\.1 /);

    const refused = await connect();
    refused.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await refused.closed).toBe('');

    const first = /** @type {(typeof held)[number]} */ (held.shift());
    first.socket.destroy();
    await first.closed;
    // the server hears of the close a moment later: the next connection gets in once it has
    await expect
      .poll(async () => {
        const next = await connect();
        next.socket.write('GET /wp-json/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
        return (await next.closed).slice(0, 9);
      })
      .toBe('HTTP/1.1 ');
    for (const h of held) h.socket.destroy();
    await Promise.all(held.map((h) => h.closed));
  });

  it('MAX_CONNECTIONS_PER_ADDRESS sets the cap', () => {
    expect(configFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '200' }).options.bounds).toEqual({
      connectionsPerAddress: 200,
    });
    expect(() => configFromEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
    expect(configFromEnv({}).options.bounds).toBeUndefined();
  });
});

describe('normal use is unaffected', () => {
  it('the app file, a content page and a sign-in are answered as before, on one kept connection', async () => {
    const page = await fetch(`${server.base}/`);
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('<p>app</p>')]);
    const feed = await fetch(`${server.base}/wp-json/wp/v2/video?wpml_language=en&page=1`);
    expect(feed.status).toBe(200);
    expect(Array.isArray(await feed.json())).toBe(true);
    const signIn = await server.signIn('active@demo.test');
    expect([signIn.status, signIn.data?.Status]).toEqual([200, 'ACTIVE']);
  });

  it('a 16 KB sign-in body is still read (the limit is past it)', async () => {
    const res = await server.call('/api/membership/getmember', { userName: 'x'.repeat(15_000), password: 'p' });
    expect(res.status).not.toBe(413);
  });
});
