// @vitest-environment node
// @ts-check
import { scryptSync } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../../server/dates.js';
import { FILE_NAME } from '../../server/membership/store.js';
import { pwd, startServer, tempDir } from './helpers.js';

/** @type {string[]} */
const dirs = [];
const newDir = async () => {
  const dir = await tempDir();
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** @param {Awaited<ReturnType<typeof startServer>>} srv @param {string} [password] */
const registerNew = (srv, password = 'Brushes2026') =>
  srv.call('/api/membership/registermember', {
    memberNumber: '10000000006',
    email: 'new@demo.test',
    password: pwd('new@demo.test', password),
  });

describe('membership.json', () => {
  it('keeps a registration across a restart', async () => {
    const dataDir = await newDir();
    const first = await startServer({ dataDir });
    expect((await registerNew(first)).data.Status).toBe('SUCCESS_ACTIVE');
    await first.stop();

    const second = await startServer({ dataDir });
    expect((await registerNew(second)).data.Status).toBe('DUPLICATE_REGISTRATION');
    expect((await second.signIn('new@demo.test', 'Brushes2026')).data.Status).toBe('ACTIVE');
    await second.stop();
  });

  it('restores the seed when started fresh', async () => {
    const dataDir = await newDir();
    const first = await startServer({ dataDir });
    await registerNew(first);
    await first.stop();

    const fresh = await startServer({ dataDir, fresh: true });
    expect((await registerNew(fresh)).data.Status).toBe('SUCCESS_ACTIVE');
    await fresh.stop();
  });

  it('leaves the previous file intact when a write is interrupted midway', async () => {
    const dataDir = await newDir();
    let interrupt = false;
    const srv = await startServer({
      dataDir,
      persistHooks: {
        async beforeRename(tmpPath) {
          if (!interrupt) return;
          // Simulate a crash half-way: the temp file holds half a document, then the write dies.
          const text = await readFile(tmpPath, 'utf8');
          await writeFile(tmpPath, text.slice(0, text.length / 2));
          throw new Error('disk pulled out');
        },
      },
    });
    const file = path.join(dataDir, FILE_NAME);
    const before = await readFile(file, 'utf8');

    interrupt = true;
    const failed = await registerNew(srv);
    expect([failed.status, failed.body]).toEqual([500, { error: 'internal_error' }]);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await readdir(dataDir)).filter((n) => n.endsWith('.tmp'))).toEqual([]);

    // Memory did not move ahead of the disk either: the registration simply did not happen.
    interrupt = false;
    expect((await registerNew(srv)).data.Status).toBe('SUCCESS_ACTIVE');
    await srv.stop();
  });

  it('ignores a truncated temp file left by a crashed write', async () => {
    const dataDir = await newDir();
    const first = await startServer({ dataDir });
    await registerNew(first);
    await first.stop();
    const whole = await readFile(path.join(dataDir, FILE_NAME), 'utf8');
    await writeFile(path.join(dataDir, `${FILE_NAME}.4242.dead.tmp`), whole.slice(0, 200));

    const second = await startServer({ dataDir });
    expect((await registerNew(second)).data.Status).toBe('DUPLICATE_REGISTRATION');
    expect(await readdir(dataDir)).not.toContain(`${FILE_NAME}.4242.dead.tmp`);
    await second.stop();
  });

  it('moves an unreadable file aside and starts from the seed', async () => {
    const dataDir = await newDir();
    await writeFile(path.join(dataDir, FILE_NAME), '{"version":1,"members":[');
    const srv = await startServer({ dataDir });
    expect((await srv.signIn('active@demo.test')).data.Status).toBe('ACTIVE');
    expect((await readdir(dataDir)).some((n) => n.startsWith(`${FILE_NAME}.corrupt-`))).toBe(true);
    await srv.stop();
  });

  it('never stores the password value it received, only a salted scrypt', async () => {
    const dataDir = await newDir();
    const srv = await startServer({ dataDir });
    const sent = pwd('new@demo.test', 'Brushes2026');
    await registerNew(srv);
    const reset = pwd('active@demo.test', 'Changed2027');
    await srv.call('/api/account/updatepassword', {
      memberNumber: '10000000001',
      email: 'active@demo.test',
      newPassword: reset,
    });
    const text = await readFile(path.join(dataDir, FILE_NAME), 'utf8');
    for (const secret of [sent, reset, pwd('expired@demo.test'), 'Makeup2026', 'Brushes2026']) {
      expect(text).not.toContain(secret);
    }
    const members = JSON.parse(text).members;
    const secretOf = (/** @type {string} */ n) => members.find((/** @type {any} */ m) => m.memberNumber === n).secret;
    // recomputed here with node:crypto's scrypt at OWASP's N=2^14, r=8, p=5, stored with the record (16-byte salt, 32-byte key)
    for (const [number, value] of [
      ['10000000006', sent],
      ['10000000001', reset],
      ['10000000003', pwd('expired@demo.test')],
    ]) {
      const { salt, hash, ...params } = secretOf(number);
      expect([salt, hash]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
      expect(params).toEqual({ N: 16384, r: 8, p: 5 });
      expect(scryptSync(value, Buffer.from(salt, 'hex'), 32, params).toString('hex'), number).toBe(hash);
    }
    // salted: the same kind of value never gives the same record twice
    expect(
      new Set(members.filter((/** @type {any} */ m) => m.secret).map((/** @type {any} */ m) => m.secret.salt)).size,
    ).toBe(members.filter((/** @type {any} */ m) => m.secret).length);
    await srv.stop();
  });

  it('moves seed dates forward when the file was written on an earlier day', async () => {
    const dataDir = await newDir();
    const first = await startServer({ dataDir });
    await first.stop();
    const file = path.join(dataDir, FILE_NAME);
    const data = JSON.parse(await readFile(file, 'utf8'));
    // Pretend it was seeded five days ago.
    data.anchorDay = isoDay(addDays(new Date(), -5));
    for (const m of data.members) m.expirationDate = isoDay(addDays(new Date(m.expirationDate + 'T00:00:00'), -5));
    await writeFile(file, JSON.stringify(data));

    const second = await startServer({ dataDir });
    const { data: member } = await second.signIn('expiring@demo.test');
    expect(member.ExpirationDate).toBe(`${isoDay(addDays(new Date(), 10))}T00:00:00`);
    await second.stop();
  });
});
