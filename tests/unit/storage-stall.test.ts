// IndexedDB that does not answer (an open blocked by another tab's version change, a wedged backing store):
// records give up after STORAGE_WAIT_MS and report what they report for a refusal; while that operation
// stays unanswered the next ones are refused at once; once it answers, storage is waited for again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every idb-keyval call hangs until the test answers it (a read with `stored[key]`, when given). */
const pending: Array<() => void> = [];
const stored: Record<string, unknown> = {};
vi.mock('idb-keyval', () => {
  const hang = (key?: unknown) => new Promise<unknown>((resolve) => pending.push(() => resolve(stored[String(key)])));
  return { get: hang, set: hang, del: hang, createStore: () => hang };
});

const { SIGNED_IN_WAIT_MS, STORAGE_WAIT_MS } = await import('../../src/services/storage/record');
const { restoreSession } = await import('../../src/state/session');
const { member: memberState } = await import('../../src/state/app-state');
const { storageRefused } = await import('../../src/state/frame-state');
const { KEPT_SCREEN, SIGNED_IN_FLAG } = await import('../../src/names');
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

/** Milliseconds of fake time `p` took to settle (up to a little more than `most`, the storage wait by default). */
async function elapsed(p: Promise<unknown>, most = STORAGE_WAIT_MS): Promise<number> {
  let done = false;
  void p.finally(() => (done = true));
  for (let ms = 0; ms <= most + 10; ms += 10) {
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

  describe("a signed-in member's start", () => {
    const KEPT_CARD = `${KEPT_SCREEN}card`;
    beforeEach(() => {
      localStorage.setItem(SIGNED_IN_FLAG, '1');
      localStorage.setItem(KEPT_CARD, '{"a kept screen":1}');
      storageRefused.value = false;
    });
    afterEach(() => {
      localStorage.clear();
      delete stored.member;
      memberState.clear();
    });

    it('waits past the usual wait for a slow storage, and brings the member back', async () => {
      stored.member = member;
      const restoring = restoreSession();
      await vi.advanceTimersByTimeAsync(STORAGE_WAIT_MS + 2000); // a slow phone's first read
      while (pending.length) pending.shift()!();
      await restoring;
      expect(memberState.username.value).toBe('active@demo.test');
      expect(localStorage.getItem(SIGNED_IN_FLAG)).not.toBeNull();
      expect(storageRefused.value).toBe(false);
    });

    it('gives up on a storage that never answers without signing the member out or dropping the kept screens', async () => {
      const restoring = restoreSession();
      expect(await elapsed(restoring, SIGNED_IN_WAIT_MS)).toBe(SIGNED_IN_WAIT_MS);
      expect(memberState.username.value).toBe('');
      expect(localStorage.getItem(SIGNED_IN_FLAG)).toBe('1'); // the next start reads storage again
      expect(localStorage.getItem(KEPT_CARD)).not.toBeNull();
      expect(storageRefused.value).toBe(true); // the frame's notice
    });
  });
});
