// IndexedDB that does not answer (an open blocked by another tab's version change, a wedged backing store):
// records give up after STORAGE_WAIT_MS and report what they report for a refusal; while that operation
// stays unanswered the next ones are refused at once; once it answers, storage is waited for again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every idb-keyval call hangs until the test answers it. */
const pending: Array<() => void> = [];
vi.mock('idb-keyval', () => {
  const hang = () => new Promise<undefined>((resolve) => pending.push(() => resolve(undefined)));
  return { get: hang, set: hang, del: hang, createStore: () => hang };
});

const { STORAGE_WAIT_MS } = await import('../../src/services/storage/record');
const { memberRecord } = await import('../../src/services/storage/member-record');
const { settingsRecord } = await import('../../src/services/storage/settings-record');
const { clearCredential, readCredential, saveCredential } =
  await import('../../src/services/storage/credentials-record');

const member = {
  username: 'active@demo.test',
  firstName: 'Ana',
  lastName: 'Silva',
  level: 'Pro Artist',
  number: '10000000001',
  expiration: '2027-03-09',
  status: 'ACTIVE' as const,
  lastLogin: 1_700_000_000_000,
};

/** Milliseconds of fake time `p` took to settle (up to a little more than the storage wait). */
async function elapsed(p: Promise<unknown>): Promise<number> {
  let done = false;
  void p.finally(() => (done = true));
  for (let ms = 0; ms <= STORAGE_WAIT_MS + 10; ms += 10) {
    await vi.advanceTimersByTimeAsync(ms === 0 ? 0 : 10);
    if (done) return ms;
  }
  throw new Error('never settled');
}

describe('storage that does not answer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    while (pending.length) pending.shift()!(); // storage answers at last: the next test starts unstalled
    vi.useRealTimers();
  });

  it('waits, then reads the defaults; later calls are refused at once until storage answers', async () => {
    const first = memberRecord.read();
    expect(await elapsed(first)).toBe(STORAGE_WAIT_MS);
    expect(await first).toBeNull();

    const settings = settingsRecord.read();
    expect(await elapsed(settings)).toBe(0);
    expect((await settings).language).toBe('english');
    expect(await memberRecord.write(member)).toBe(false);

    while (pending.length) pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    const again = memberRecord.clear();
    expect(await elapsed(again)).toBe(STORAGE_WAIT_MS); // waited for again, not refused out of hand
    expect(await again).toBe(false);
  });

  it('gives up on the credential: not saved, not read, and clearing it still finishes', async () => {
    const save = saveCredential({ username: 'active@demo.test', passwordHash: 'x' });
    expect(await elapsed(save)).toBe(STORAGE_WAIT_MS);
    expect(await save).toBe(false);
    expect(await readCredential()).toBeNull();
    await clearCredential();
  });
});
