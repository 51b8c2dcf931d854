// @vitest-environment node
// @ts-check
// `npm start` runs `node server/index.js` (scripts/start.js, after an optional build): this starts that entry
// as its own process, configured only by the environment, and talks to it over HTTP.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, pwd, tempDir } from './helpers.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const INDEX_HTML = '<!doctype html><title>entry test</title><p>served from STATIC_DIR</p>';
const STARTUP_MS = 10_000;
const SHUTDOWN_MS = 5_000;

/** @type {import('node:child_process').ChildProcess} */
let child;
let dir = '';
let base = '';
let output = '';

/** Resolves with the URL the entry prints once it listens; rejects if it exits or stays silent. */
function printedUrl() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within ${STARTUP_MS} ms:\n${output}`)), STARTUP_MS);
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      const m = /Reference services and app: (http:\/\/\S+?)\/?$/m.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (/** @type {Buffer} */ chunk) => void (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server/index.js exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Waits for the child to exit, up to `ms`; resolves with its exit code, or null if it is still running. */
async function exited(ms) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms, null)));
  const code = await Promise.race([once(child, 'exit').then(([c]) => c), timeout]);
  clearTimeout(timer);
  return code;
}

beforeAll(async () => {
  dir = await tempDir();
  const staticDir = path.join(dir, 'static');
  await mkdir(staticDir);
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  // Only what the entry reads: no REFERENCE_CONTROL, so the test switches must be off.
  const env = {
    PATH: process.env.PATH,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    STATIC_DIR: staticDir,
  };
  child = spawn(process.execPath, ['server/index.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await printedUrl();
  // The entry prints localhost; it is bound to 127.0.0.1, so ask there (localhost may mean ::1 first).
  base = `http://127.0.0.1:${new URL(url).port}`;
}, STARTUP_MS + 2_000);

afterAll(async () => {
  if (child && (await exited(0)) === null) {
    child.kill('SIGTERM');
    if ((await exited(SHUTDOWN_MS)) === null) {
      child.kill('SIGKILL');
      await exited(SHUTDOWN_MS);
    }
  }
  if (dir) await rm(dir, { recursive: true, force: true });
}, 3 * SHUTDOWN_MS);

describe('node server/index.js', () => {
  it('prints the URL it listens on, on the port the system picked for PORT=0', () => {
    expect(output).toMatch(/^Reference services and app: http:\/\/localhost:[1-9]\d*\/$/m);
  });

  it('signs in a demo member with the demo client credentials', async () => {
    const res = await fetch(`${base}/api/membership/getmember`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, userName: 'active@demo.test', password: pwd('active@demo.test') }),
    });
    expect(res.status).toBe(200);
    const data = JSON.parse((await res.json()).data);
    expect(data).toMatchObject({ Status: 'ACTIVE', Username: 'active@demo.test', MemberNumber: '10000000001' });
  });

  it('serves a content feed with its paging headers', async () => {
    const res = await fetch(`${base}/wp-json/wp/v2/article?wpml_language=en&page=1`);
    expect([res.status, res.headers.get('x-wp-total'), res.headers.get('x-wp-totalpages')]).toEqual([200, '27', '3']);
    expect(await res.json()).toHaveLength(10);
  });

  it('serves the app from STATIC_DIR with its CSP', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('writes the member file into DATA_DIR', async () => {
    const file = JSON.parse(await readFile(path.join(dir, 'data', 'membership.json'), 'utf8'));
    expect(JSON.stringify(file)).toContain('active@demo.test');
  });

  it('keeps the test switches off without REFERENCE_CONTROL', async () => {
    expect((await fetch(`${base}/__reference/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/__reference/hostile`)).status).toBe(404);
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    expect(await exited(SHUTDOWN_MS)).toBe(0);
  });
});
