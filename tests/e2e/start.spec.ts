// `npm install && npm start` (issue 3): the real start script serves the built app and both services on one
// port, answers the README's examples, and stops on SIGTERM without leaving a process behind. No browser needed.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
// @ts-expect-error: plain JavaScript with JSDoc types, shared with the README's contract test
import { checkedExamples, documentedAnswer, normalize, parseJson, sendExample } from '../server/readme-examples.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = resolve(ROOT, process.env.DIST_DIR ?? 'dist');
// the server's switches: the test sets its own, and none from the caller's shell may change the documented answers
const SWITCHES =
  /^(PORT|HOST|DATA_DIR|FRESH|MEMBERSHIP_UNAVAILABLE|HOSTILE_CONTENT|REFERENCE_CONTROL(_TOKEN)?|TLS_KEY_FILE|TLS_CERT_FILE|STATIC_DIR|DIST_DIR|PUBLIC_BASE|CSP_CONNECT_SRC|MEMBERSHIP_CLIENT_\w+)$/;

type Example = { request: { method: string; url: string }; expected: { text: string } };
const examples = checkedExamples() as Example[];
const example = (route: string, piece: string): Example => {
  const found = examples.find((e) => e.request.url.endsWith(route) && e.expected.text.includes(piece));
  if (!found) throw new Error(`server/README.md has no checked example for ${route} with ${piece}`);
  return found;
};

/** Sends a README example to the started server and compares the answer with the document, as the contract test does. */
async function answersAsDocumented(base: string, ex: Example): Promise<void> {
  const want = documentedAnswer(ex.expected);
  const res = await sendExample(ex, base);
  const text = await res.text();
  if (want.statusLine) expect(`HTTP/1.1 ${res.status} ${res.statusText}`, want.at).toBe(want.statusLine);
  for (const [name, value] of want.headers as [string, string][])
    expect(res.headers.get(name), `${want.at}: ${name}`).toBe(value);
  if (want.body === undefined) return;
  const live = normalize(parseJson(text, `${want.at} live answer`));
  if (want.subset) expect(live, want.at).toMatchObject(want.body);
  else expect(live, want.at).toEqual(want.body);
}

interface Started {
  base: string;
  output: () => string;
  stop: () => Promise<{ code: number | null; signal: string | null }>;
}
const running = new Set<ChildProcess>();
let work = '';

test.beforeEach(() => {
  expect(existsSync(join(BUILT, 'index.html')), `${BUILT} holds no build: run npm run build first`).toBe(true);
  work = mkdtempSync(join(tmpdir(), 'pro-start-'));
  // the build this test serves: a copy, so a stale-build case can age it and nothing touches the real one
  cpSync(BUILT, join(work, 'dist'), { recursive: true });
  // start.js runs `npm run build` through PATH; this one only reports the call, so no test ever starts a real build
  mkdirSync(join(work, 'bin'));
  writeFileSync(
    join(work, 'bin', 'npm'),
    [
      '#!/bin/sh',
      'echo "npm $* DIST_DIR=$DIST_DIR" >> "$NPM_LOG"',
      '[ -n "$FAKE_BUILD_OK" ] || exit 1',
      'touch "$DIST_DIR/index.html"',
      '',
    ].join('\n'),
  );
  chmodSync(join(work, 'bin', 'npm'), 0o755);
});

/** A test that failed midway still leaves nothing running: each start is its own process group. */
function killLeftovers() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}
// also when the run is interrupted: a detached group would not get the terminal's Ctrl-C
process.once('exit', killLeftovers);

test.afterEach(() => {
  killLeftovers();
  rmSync(work, { recursive: true, force: true });
});

/** `npm start` is `node scripts/start.js`; PORT=0 picks a free port, which the start line names. */
async function start(args: string[], env: Record<string, string> = {}): Promise<Started> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SWITCHES.test(name)));
  const child = spawn(process.execPath, ['scripts/start.js', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...base,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      DIST_DIR: join(work, 'dist'),
      PATH: `${join(work, 'bin')}:${process.env.PATH}`,
      NPM_LOG: join(work, 'npm.log'),
      ...env,
    },
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: string | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const port = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no start line within 20 s:\n${output}`)), 20_000);
    child.stdout!.on('data', () => {
      const m = /Reference services and app: http:\/\/localhost:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    });
    void exited.then(
      ({ code }) => (clearTimeout(timer), fail(new Error(`start.js exited (${code}) before serving:\n${output}`))),
    );
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const result = await exited;
      // the server start.js spawned is in the same group: the group is gone only if it is gone too
      // (if not, the group stays listed for afterEach to kill)
      expect(() => process.kill(-child.pid!, 0), 'a process of npm start outlived it').toThrow(/ESRCH/);
      running.delete(child);
      return result;
    },
  };
}

const npmCalls = () =>
  existsSync(join(work, 'npm.log')) ? readFileSync(join(work, 'npm.log'), 'utf8').trim().split('\n') : [];

test.describe('npm start', () => {
  test('serves the app, the membership provider and the content service on one port, and stops on SIGTERM', async () => {
    // the build is newer than every source (as right after `npm run build`), even one saved while the test runs
    const ahead = new Date(Date.now() + 3_600_000);
    utimesSync(join(work, 'dist', 'index.html'), ahead, ahead);
    const server = await start(['--fresh']);

    const page = await fetch(`${server.base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    // the sign-in screen is in the document itself, before any script runs
    expect(html).toMatch(/<h1 id="page-heading"[^>]*><bdi>Welcome Back<\/bdi><\/h1>/);
    expect(html).toContain('<label for="email">Membership e-mail</label>');
    expect(html).toMatch(/<button type="submit"[^>]*><span class="when-idle">Sign In<\/span>/);

    await answersAsDocumented(server.base, example('/api/membership/getmember', '\\"Status\\":\\"ACTIVE\\"'));
    await answersAsDocumented(server.base, example('/wp-json/wp/v2/video?wpml_language=en&page=1', 'X-WP-Total: 25'));

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    await expect(fetch(`${server.base}/`)).rejects.toThrow();
    expect(npmCalls(), 'an up-to-date build is not rebuilt').toEqual([]);
    expect(server.output()).not.toContain('Building the app');
  });

  test('builds first when the build is older than its sources', async () => {
    utimesSync(join(work, 'dist', 'index.html'), new Date(0), new Date(0));
    const server = await start([], { FAKE_BUILD_OK: '1' });
    expect(npmCalls()).toEqual([`npm run build DIST_DIR=${join(work, 'dist')}`]);
    expect(server.output()).toContain('Building the app');
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });

  test('keeps a registration across a restart, and starts from the seed with --fresh', async () => {
    const ahead = new Date(Date.now() + 3_600_000);
    utimesSync(join(work, 'dist', 'index.html'), ahead, ahead);
    const register = example('/api/membership/registermember', 'SUCCESS_ACTIVE');
    const status = async (base: string) => JSON.parse((await (await sendExample(register, base)).json()).data).Status;

    let server = await start([]);
    expect(await status(server.base)).toBe('SUCCESS_ACTIVE');
    await server.stop();
    server = await start([]);
    expect(await status(server.base)).toBe('DUPLICATE_REGISTRATION');
    await server.stop();
    server = await start(['--fresh']);
    expect(await status(server.base)).toBe('SUCCESS_ACTIVE');
    expect(await server.stop()).toEqual({ code: 0, signal: null });
  });
});
