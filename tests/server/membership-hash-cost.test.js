// @vitest-environment node
// @ts-check
// Records made before the scrypt parameters were stored (N=2^14, r=8, p=1) still sign in, and are remade with
// today's parameters on their next successful sign-in.
import { randomBytes, scryptSync } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FILE_NAME } from '../../server/membership/store.js';
import { pwd, startServer, tempDir } from './helpers.js';

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A data directory whose active@demo.test record is in the old form: `{ salt, hash }`, node's default scrypt cost. */
async function oldRecordFile() {
  const dataDir = await tempDir();
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const seeding = await startServer({ dataDir });
  await seeding.stop(true);
  const file = path.join(dataDir, FILE_NAME);
  const data = JSON.parse(await readFile(file, 'utf8'));
  const salt = randomBytes(16);
  const old = { salt: salt.toString('hex'), hash: scryptSync(pwd('active@demo.test'), salt, 32).toString('hex') };
  data.members.find((/** @type {any} */ m) => m.memberNumber === '10000000001').secret = old;
  await writeFile(file, JSON.stringify(data));
  const secret = async () =>
    JSON.parse(await readFile(file, 'utf8')).members.find((/** @type {any} */ m) => m.memberNumber === '10000000001')
      .secret;
  return { dataDir, old, secret };
}

describe('stored scrypt parameters', () => {
  it('signs in a member whose record has the old parameters, and remakes it with N=2^14, r=8, p=5', async () => {
    const { dataDir, old, secret } = await oldRecordFile();
    const srv = await startServer({ dataDir });
    cleanups.push(() => srv.stop(true));
    expect((await srv.signIn('active@demo.test')).data.Status).toBe('ACTIVE');

    const upgraded = await secret();
    expect(upgraded).toMatchObject({ N: 16384, r: 8, p: 5 });
    expect(upgraded.salt).not.toBe(old.salt);
    const { N, r, p } = upgraded;
    expect(
      scryptSync(pwd('active@demo.test'), Buffer.from(upgraded.salt, 'hex'), 32, { N, r, p }).toString('hex'),
    ).toBe(upgraded.hash);
    expect((await srv.signIn('active@demo.test')).data.Status).toBe('ACTIVE');
    expect((await srv.signIn('active@demo.test', 'wrong')).data.Status).toBe('FAILURE');
  });

  it('leaves an old record as it is after a wrong password', async () => {
    const { dataDir, old, secret } = await oldRecordFile();
    const srv = await startServer({ dataDir });
    cleanups.push(() => srv.stop(true));
    expect((await srv.signIn('active@demo.test', 'wrong')).data.Status).toBe('FAILURE');
    expect(await secret()).toEqual(old);
  });

  it('refuses a record whose parameters no record of ours has, without trying them', async () => {
    const { dataDir, secret } = await oldRecordFile();
    const file = path.join(dataDir, FILE_NAME);
    const data = JSON.parse(await readFile(file, 'utf8'));
    // N=2^30 would ask for 128 GiB
    data.members.find((/** @type {any} */ m) => m.memberNumber === '10000000001').secret = {
      ...(await secret()),
      N: 2 ** 30,
      r: 8,
      p: 1,
    };
    await writeFile(file, JSON.stringify(data));
    const srv = await startServer({ dataDir });
    cleanups.push(() => srv.stop(true));
    const res = await srv.signIn('active@demo.test');
    expect([res.status, res.data.Status]).toEqual([200, 'FAILURE']);
  });
});
