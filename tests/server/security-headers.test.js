// @vitest-environment node
// @ts-check
// The security headers are on every kind of answer the server gives (HSTS only over HTTPS), and docs/deploy.md's
// static-host instructions list each with its value.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import https from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_HEADERS, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../../server/security-headers.js';
import { CLIENT, pwd, startServer, tempDir } from './helpers.js';

/** @typedef {{ status: number, headers: http.IncomingHttpHeaders }} Answer */

/**
 * @param {string} base @param {string} method @param {string} target
 * @param {{ headers?: Record<string, string>, body?: string, ca?: Buffer }} [init]
 * @returns {Promise<Answer>}
 */
function request(base, method, target, { headers = {}, body, ca } = {}) {
  const url = new URL(target, base);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers, ca }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'Content-Type': 'application/json' };
const signIn = (/** @type {string} */ userName, password = pwd(userName)) => ({
  headers: json,
  body: JSON.stringify({ ...CLIENT, userName, password }),
});

/** @param {Answer} answer */
const securityHeaders = (answer) =>
  Object.fromEntries(
    [...Object.keys(SECURITY_HEADERS), ...Object.keys(DOCUMENT_HEADERS), 'Strict-Transport-Security'].map((h) => [
      h,
      answer.headers[h.toLowerCase()],
    ]),
  );
const OVER_HTTP = { ...SECURITY_HEADERS, ...DOCUMENT_HEADERS, 'Strict-Transport-Security': undefined };
/** A hashed asset is never a document: the document-only policies stay off it. */
const ASSET_OVER_HTTP = {
  ...SECURITY_HEADERS,
  ...Object.fromEntries(Object.keys(DOCUMENT_HEADERS).map((h) => [h, undefined])),
  'Strict-Transport-Security': undefined,
};

let dir = '';
/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
beforeAll(async () => {
  dir = await tempDir();
  await mkdir(path.join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(
    path.join(dir, 'dist', 'index.html'),
    '<!doctype html><title>headers</title><style>p{}</style><p>app</p>',
  );
  await writeFile(path.join(dir, 'dist', 'assets', 'app-abc.js'), 'console.log(1);\n'.repeat(100));
  srv = await startServer({
    dataDir: dir,
    staticDir: path.join(dir, 'dist'),
    limits: { signIn: { free: 1, baseMs: 60_000, capMs: 60_000, leakMs: 60_000 } },
  });
});
afterAll(async () => {
  await srv.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('security headers over HTTP', () => {
  /** @type {Array<[string, number, () => Promise<Answer>]>} */
  const KINDS = [
    ['the app document', 200, () => request(srv.base, 'GET', '/')],
    ['a missing file', 404, () => request(srv.base, 'GET', '/nothing.js')],
    ['a POST to a file', 405, () => request(srv.base, 'POST', '/')],
    [
      'a provider answer',
      200,
      () => request(srv.base, 'POST', '/api/membership/getmember', signIn('active@demo.test')),
    ],
    [
      'a provider preflight',
      204,
      () =>
        request(srv.base, 'OPTIONS', '/api/membership/getmember', {
          headers: { Origin: 'http://app.example', 'Access-Control-Request-Method': 'POST' },
        }),
    ],
    ['bad JSON', 400, () => request(srv.base, 'POST', '/api/membership/getmember', { headers: json, body: '{' })],
    [
      'wrong client credentials',
      401,
      () => request(srv.base, 'POST', '/api/membership/getmember', { headers: json, body: '{}' }),
    ],
    [
      'an unknown provider path',
      404,
      () => request(srv.base, 'POST', '/api/membership/nothing', { headers: json, body: '{}' }),
    ],
    ['a GET to the provider', 405, () => request(srv.base, 'GET', '/api/membership/getmember')],
    [
      'an oversized body',
      413,
      () => request(srv.base, 'POST', '/api/membership/getmember', { headers: json, body: 'x'.repeat(17 * 1024) }),
    ],
    [
      'a throttled sign-in',
      429,
      async () => {
        // the first failure makes the name wait; the next try is the one answered 429
        await request(srv.base, 'POST', '/api/membership/getmember', signIn('expired@demo.test', 'wrong'));
        return request(srv.base, 'POST', '/api/membership/getmember', signIn('expired@demo.test', 'wrong'));
      },
    ],
    [
      'an injected fault',
      502,
      async () => {
        await request(srv.base, 'POST', '/__reference/fault', {
          headers: json,
          body: JSON.stringify({ path: '/api/', status: 502 }),
        });
        return request(srv.base, 'POST', '/api/membership/getmember', signIn('active@demo.test'));
      },
    ],
    [
      'maintenance',
      503,
      async () => {
        await request(srv.base, 'POST', '/__reference/maintenance', { headers: json, body: '{"on":true}' });
        const answer = await request(srv.base, 'POST', '/api/membership/getmember', signIn('active@demo.test'));
        await request(srv.base, 'POST', '/__reference/maintenance', { headers: json, body: '{"on":false}' });
        return answer;
      },
    ],
    ['a content feed', 200, () => request(srv.base, 'GET', '/wp-json/wp/v2/location')],
    ['an unknown content route', 404, () => request(srv.base, 'GET', '/wp-json/wp/v2/nothing')],
    ['a content image', 200, () => request(srv.base, 'GET', '/wp-content/uploads/2026/06/video-1-150x150.jpg')],
    ['a test switch', 200, () => request(srv.base, 'GET', '/__reference/hostile')],
    [
      'a refused test switch',
      403,
      () => request(srv.base, 'POST', '/__reference/reset', { headers: { Origin: 'http://elsewhere.example' } }),
    ],
    ['an unknown test switch', 404, () => request(srv.base, 'GET', '/__reference/nothing')],
  ];

  it.each(KINDS)('are on %s (%i)', async (_, status, send) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(securityHeaders(answer)).toEqual(OVER_HTTP);
  });

  /** @type {Array<[string, number, () => Promise<Answer>]>} */
  const ASSETS = [
    [
      'a hashed asset',
      200,
      () => request(srv.base, 'GET', '/assets/app-abc.js', { headers: { 'Accept-Encoding': 'br' } }),
    ],
    [
      'a revalidated asset',
      304,
      async () => {
        const first = await request(srv.base, 'GET', '/assets/app-abc.js');
        return request(srv.base, 'GET', '/assets/app-abc.js', {
          headers: { 'If-None-Match': String(first.headers.etag) },
        });
      },
    ],
    ['a missing asset', 404, () => request(srv.base, 'GET', '/assets/nothing.js')],
  ];

  it.each(ASSETS)('are on %s (%i), without the document-only policies', async (_, status, send) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(securityHeaders(answer)).toEqual(status === 404 ? OVER_HTTP : ASSET_OVER_HTTP);
  });

  /** What comes back to raw bytes sent on a socket, parsed as far as the status line and headers. */
  const raw = (/** @type {string} */ bytes) =>
    new Promise((resolve, reject) => {
      const socket = net.connect(Number(new URL(srv.base).port), '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve(/** @type {Answer} */ ({ status: Number(statusLine.split(' ')[1]), headers }));
      });
      socket.end(bytes);
    });

  it.each(
    /** @type {Array<[string, number, string]>} */ ([
      ['a request Node cannot parse', 400, 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
      ['headers too large', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ]),
  )('are on the answer Node gives itself: %s (%i)', async (_, status, bytes) => {
    const answer = /** @type {Answer} */ (await raw(bytes));
    expect(answer.status).toBe(status);
    expect(securityHeaders(answer)).toEqual(OVER_HTTP);
  });

  it('are on the answer of a server with no build yet (503)', async () => {
    const unbuilt = await startServer();
    try {
      const answer = await request(unbuilt.base, 'GET', '/');
      expect(answer.status).toBe(503);
      expect(securityHeaders(answer)).toEqual(OVER_HTTP);
    } finally {
      await unbuilt.stop();
    }
  });
});

describe('security headers over HTTPS', () => {
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let secure;
  /** @type {Buffer} */
  let cert;
  beforeAll(async () => {
    // a throw-away self-signed certificate for this run (openssl ships with Debian)
    const key = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(certFile);
    secure = await startServer({
      dataDir: path.join(dir, 'tls'),
      staticDir: path.join(dir, 'dist'),
      tls: { key: await readFile(key), cert },
    });
  });
  afterAll(() => secure.stop());

  it.each([
    ['the app document', 200, 'GET', '/', {}],
    ['a provider answer', 200, 'POST', '/api/membership/getmember', signIn('active@demo.test')],
    ['a missing file', 404, 'GET', '/nothing.js', {}],
    ['a content feed', 200, 'GET', '/wp-json/wp/v2/location', {}],
  ])('add HSTS to %s (%i)', async (_, status, method, target, init) => {
    const answer = await request(secure.base.replace('http:', 'https:'), method, target, { ...init, ca: cert });
    expect(answer.status).toBe(status);
    expect(securityHeaders(answer)).toEqual({
      ...SECURITY_HEADERS,
      ...DOCUMENT_HEADERS,
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    });
  });
});

describe("docs/deploy.md's static-host instructions", () => {
  it('list every header with the value the server sends', () => {
    const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
    const deploying = doc.slice(doc.indexOf('## What the host must send'));
    for (const [name, value] of Object.entries({
      ...SECURITY_HEADERS,
      ...DOCUMENT_HEADERS,
      'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    })) {
      expect(deploying).toContain(`${name}: ${value}`);
    }
  });
});
