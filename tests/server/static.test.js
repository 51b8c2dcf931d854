// @vitest-environment node
// @ts-check
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../server/static.js';
import { inlineHashes } from '../../server/csp.js';
import { startServer, tempDir } from './helpers.js';

/** @param {string} text */
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const CRITICAL_CSS = 'body{margin:0;color:#111}';
const BOOT_SCRIPT = 'document.documentElement.dataset.boot=1';
const INDEX = `<!doctype html><html><head><title>Pro</title><style>${CRITICAL_CSS}</style><script>${BOOT_SCRIPT}</script><link rel="manifest" href="/manifest.webmanifest"></head><body>${'<p>shell</p>'.repeat(40)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
const BUNDLE = `export const answer = 42;\n${'console.log("bundle");\n'.repeat(50)}`;

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
/** @type {string} */
let root;
/** @type {string} */
let dir;
beforeAll(async () => {
  dir = await tempDir();
  root = path.join(dir, 'dist');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), INDEX);
  await writeFile(path.join(root, 'sw.js'), `self.addEventListener('fetch', () => {});\n${'// worker\n'.repeat(40)}`);
  await writeFile(path.join(root, 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(path.join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Pro Membership', start_url: '/' }));
  await writeFile(path.join(root, 'icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  await writeFile(path.join(root, 'assets', 'font-1.woff2'), Buffer.from('wOF2'));
  await writeFile(path.join(root, '.env'), 'SECRET=dotfile');
  await writeFile(path.join(dir, 'secret.txt'), 'TOP SECRET outside the root');
  await symlink(path.join(dir, 'secret.txt'), path.join(root, 'linked.txt'));
  srv = await startServer({ dataDir: dir, staticDir: root, connectSrc: ['http://services.localhost:8080'] });
});
afterAll(async () => {
  await srv.stop();
  await rm(dir, { recursive: true, force: true });
});

/**
 * A raw request: fetch would normalise `..` away before it ever reached the server.
 * @param {string} target
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(target, headers = {}, method = 'GET') {
  const { hostname, port } = new URL(srv.base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, headers, method }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static app serving', () => {
  it('serves index.html at / with no-cache, the strict CSP and the security headers', async () => {
    const res = await rawGet('/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(INDEX);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' '${sha256(BOOT_SCRIPT)}' 'strict-dynamic'; style-src 'self' '${sha256(CRITICAL_CSS)}'; img-src 'self' data: https://i.ytimg.com; ` +
        "frame-src https://www.youtube-nocookie.com; connect-src 'self' http://services.localhost:8080; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self'; " +
        "require-trusted-types-for 'script'; trusted-types default pm-html pm-sw pm-tag-manager",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the service worker no-cache as JavaScript', async () => {
    const res = await rawGet('/sw.js');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('marks hashed assets immutable for a year', async () => {
    const res = await rawGet('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/icon.png', /^image\/png$/],
    ['/assets/font-1.woff2', /^font\/woff2$/],
    ['/index.html', /^text\/html/],
  ])('serves %s with the right MIME type', async (route, type) => {
    const res = await rawGet(route);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
  });

  it('compresses with brotli when asked, gzip as a fallback, and says it varies', async () => {
    const br = await rawGet('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length);

    const gz = await rawGet('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BUNDLE);

    const plain = await rawGet('/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await rawGet('/', { 'Accept-Encoding': 'br' });
    const again = await rawGet('/', { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404, not the app shell, for a missing file', async () => {
    for (const route of ['/missing.js', '/dashboard', '/assets/']) {
      const res = await rawGet(route);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('<html');
    }
  });

  it.each([
    ['/../secret.txt'],
    ['/%2e%2e/secret.txt'],
    ['/assets/..%2f..%2fsecret.txt'],
    ['/..%5csecret.txt'],
    ['//secret.txt'],
    ['/linked.txt'],
    ['/.env'],
    ['/index.html%00.js'],
  ])('does not serve %s from outside the root', async (target) => {
    const res = await rawGet(target);
    expect([400, 403, 404]).toContain(res.status);
    expect(res.body.toString()).not.toMatch(/SECRET/);
  });

  it('answers HEAD without a body and refuses POST', async () => {
    const head = await rawGet('/', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    expect((await rawGet('/', {}, 'POST')).status).toBe(405);
  });

  it('puts the security headers on service answers too', async () => {
    const res = await rawGet('/wp-json/wp/v2/location');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('without a build', () => {
  it('answers 503 at / saying to run npm run build', async () => {
    const bare = await startServer();
    try {
      const res = await fetch(`${bare.base}/`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      await bare.stop();
    }
  });
});

describe('buildContentSecurityPolicy', () => {
  it("allows no inline style or script but the document's own: no 'unsafe-inline' anywhere", () => {
    const html = `<style>a{}</style><script>go()</script><p>x</p><style>\nb{color:red}\n</style><script src="/x.js"></script>`;
    const hashes = inlineHashes(html);
    expect(hashes).toEqual({
      styleHashes: [`'${sha256('a{}')}'`, `'${sha256('\nb{color:red}\n')}'`],
      scriptHashes: [`'${sha256('go()')}'`],
    });
    const csp = buildContentSecurityPolicy(hashes);
    expect(csp).toContain(`style-src 'self' '${sha256('a{}')}' '${sha256('\nb{color:red}\n')}';`);
    expect(csp).toContain(`script-src 'self' '${sha256('go()')}' 'strict-dynamic';`);
    expect(csp).not.toContain('unsafe');
  });

  it("trusts what the document's own script loads and no origin ('strict-dynamic'); none without one", () => {
    expect(buildContentSecurityPolicy({ scriptHashes: [`'${sha256('go()')}'`] })).toMatch(
      /script-src 'self' '[^']+' 'strict-dynamic';/,
    );
    // 'strict-dynamic' with no hash would let no script run at all; 'self' keeps such a document's scripts
    expect(buildContentSecurityPolicy()).toContain("script-src 'self';");
  });

  it("requires Trusted Types for script sinks and allows only the app's policies", () => {
    const csp = buildContentSecurityPolicy();
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types default pm-html pm-sw pm-tag-manager');
    expect(csp).not.toContain("'allow-duplicates'");
  });

  it('hashes the document served: a rebuilt index.html gets a policy for its new style', async () => {
    const next = 'body{margin:0;color:#222}';
    await writeFile(path.join(root, 'index.html'), INDEX.replace(CRITICAL_CSS, next));
    try {
      const res = await rawGet('/');
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' '${sha256(next)}';`);
    } finally {
      await writeFile(path.join(root, 'index.html'), INDEX);
    }
  });

  it('adds extra connect-src and img-src origins', () => {
    const csp = buildContentSecurityPolicy({ connectSrc: ['https://api.example'], imgSrc: ['https://cdn.example'] });
    expect(csp).toContain("connect-src 'self' https://api.example;");
    expect(csp).toContain("img-src 'self' data: https://i.ytimg.com https://cdn.example;");
    expect(buildContentSecurityPolicy()).toContain("connect-src 'self';");
  });
});
