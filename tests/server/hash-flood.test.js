// @vitest-environment node
// @ts-check
// A load test on loopback, bounded in count: a flood of unauthenticated sign-ins, each a scrypt, must not
// starve the static files, which wait on the same libuv thread pool for stat, realpath and reads.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT, startServer, tempDir } from './helpers.js';

/** Far more sign-ins at once than the hash cap admits and queues (at most 2 + 16), so it must turn some away. */
const FLOOD = 200;
/** Static requests timed, all at once, before and during the flood. */
const SAMPLES = 9;
/**
 * Generous on purpose, so a busy machine does not fail it: under the flood a static file may take this many
 * times its quiet time. Without the cap it waited behind every queued hash (seconds, hundreds of times).
 */
const FACTOR = 20;
/** A floor for that bound: a quiet answer on loopback can take well under a millisecond. */
const FLOOR_MS = 100;

const OPEN = { limit: 1e6, windowMs: 60_000 };
const NO_DELAY = { free: 1e6, baseMs: 0, capMs: 0, leakMs: 60_000 };

/** @type {Awaited<ReturnType<typeof startServer>>} */
let srv;
let dir = '';
beforeAll(async () => {
  dir = await tempDir();
  await mkdir(path.join(dir, 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>flood</title>');
  await writeFile(path.join(dir, 'dist', 'assets', 'app-abc.js'), 'console.log("app");\n'.repeat(2000));
  // the per-address limits and the name's delays are lifted: a flood from many addresses is what the cap is for
  srv = await startServer({
    dataDir: dir,
    staticDir: path.join(dir, 'dist'),
    limits: { addressCalls: OPEN, addressFailures: NO_DELAY, signIn: NO_DELAY },
  });
});
afterAll(async () => {
  await srv.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Times one static file's whole answer, in ms. */
async function staticTime() {
  const started = performance.now();
  const res = await fetch(`${srv.base}/assets/app-abc.js`, { headers: { 'Accept-Encoding': 'br' } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

const median = (/** @type {number[]} */ xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];

it('keeps static files answering within their usual time while scrypt is flooded, and turns the excess away with 503', async () => {
  await staticTime(); // the first answer compresses and memoises the file
  const sample = () => Promise.all(Array.from({ length: SAMPLES }, staticTime));
  const quiet = await sample();

  let received = 0;
  const counting = (/** @type {import('node:http').IncomingMessage} */ req) =>
    void (req.url?.startsWith('/api/') && received++);
  srv.app.server.on('request', counting);
  let settled = 0;
  const flood = Array.from({ length: FLOOD }, (_, i) =>
    fetch(`${srv.base}/api/membership/getmember`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...CLIENT, userName: `flood-${i}@demo.test`, password: 'x'.repeat(64) }),
    })
      .then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }))
      .finally(() => void settled++),
  );
  // the state to measure in: every flood request has reached the server
  await expect.poll(() => received, { timeout: 60_000 }).toBe(FLOOD);
  srv.app.server.off('request', counting);

  const loaded = await sample();
  const stillFlooding = settled < FLOOD;
  const answers = await Promise.all(flood);

  // without the cap each of them waited for the whole flood to be hashed (the thread pool is first come, first served)
  expect(median(loaded), `quiet ${quiet.map(Math.round)} ms, flooded ${loaded.map(Math.round)} ms`).toBeLessThan(
    Math.max(FACTOR * median(quiet), FLOOR_MS),
  );
  expect(stillFlooding, 'the static files were timed while the flood was still being hashed').toBe(true);
  const busy = answers.filter((a) => a.status === 503);
  expect(busy.length, 'answers past the cap').toBeGreaterThan(0);
  expect(busy.every((a) => a.body.error === 'busy' && a.retryAfter === '5')).toBe(true);
  // everything else was hashed and answered as usual; nothing failed
  expect(answers.filter((a) => a.status === 200).every((a) => JSON.parse(a.body.data).Status === 'FAILURE')).toBe(true);
  expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
}, 120_000); // the admitted hashes take seconds of CPU, many more on a busy machine
