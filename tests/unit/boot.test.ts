// index.html's boot script (server/boot-script.js): which first loads keep the prerendered sign-in hidden.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_SCRIPT, DB_NAME as BOOT_DB, EARLY_DB_GLOBAL, SIGNED_IN_FLAG as BOOT_FLAG, STORE_NAME as BOOT_STORE,
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
} from '../../server/boot-script.js';
import { DB_NAME, STORE_NAME } from '../../src/services/storage/record';
import { SIGNED_IN_FLAG } from '../../src/state/session';

const STORED = {
  username: 'active@demo.test', firstName: 'Ana', lastName: 'Silva', level: 'Pro Artist', number: '10000000001',
  expiration: '2027-03-09', status: 'ACTIVE' as const, lastLogin: 1_700_000_000_000,
};

function boot(hash: string, signedIn: boolean): boolean {
  history.replaceState(null, '', `/${hash}`);
  if (signedIn) localStorage.setItem(SIGNED_IN_FLAG, '1');
  document.documentElement.classList.remove('deep');
  new Function(BOOT_SCRIPT as string)();
  return document.documentElement.classList.contains('deep');
}

describe('boot script', () => {
  afterEach(() => {
    localStorage.clear();
    delete globalThis.pmEarlyDb;
  });

  it('reads the flag the app writes', () => expect(BOOT_FLAG).toBe(SIGNED_IN_FLAG));

  it.each(['', '#', '#/', '#/sign-in'])('shows the prerendered sign-in to a visitor at "%s"', (hash) => {
    expect(boot(hash, false)).toBe(false);
  });

  it.each(['#/card', '#/register', '#/dashboard', '#/nowhere'])('hides it for another screen, "%s"', (hash) => {
    expect(boot(hash, false)).toBe(true);
  });

  it('shows it after all when the app has not replaced it in 4 s', () => {
    vi.useFakeTimers();
    try {
      expect(boot('#/card', false)).toBe(true);
      vi.advanceTimersByTime(3900);
      expect(document.documentElement.classList.contains('deep')).toBe(true);
      vi.advanceTimersByTime(100);
      expect(document.documentElement.classList.contains('deep')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides it from a signed-in member, even at the root', () => {
    expect(boot('#/', true)).toBe(true);
  });

  it('opens the database the app uses, for a signed-in member only', async () => {
    expect([BOOT_DB, BOOT_STORE, EARLY_DB_GLOBAL]).toEqual([DB_NAME, STORE_NAME, 'pmEarlyDb']);
    boot('#/card', false);
    expect(globalThis.pmEarlyDb).toBeUndefined();
    boot('#/card', true);
    const db = await globalThis.pmEarlyDb!;
    expect(db.name).toBe(DB_NAME);
    expect([...db.objectStoreNames]).toEqual([STORE_NAME]);
    db.close();
  });

  it('hands its connection to the app, which reads and writes through it', async () => {
    boot('#/card', true);
    const db = await globalThis.pmEarlyDb!;
    const transaction = vi.spyOn(db, 'transaction');
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    expect(transaction).toHaveBeenCalledTimes(2);
    // once the connection closes (Safari is known to close it), the app opens its own and goes on
    db.close();
    db.onclose?.(new Event('close'));
    expect(await memberRecord.read()).toEqual(STORED);
    expect(transaction).toHaveBeenCalledTimes(2);
    await memberRecord.clear();
  });

  it('a connection closed before the app heard of it costs nothing: the app opens its own', async () => {
    boot('#/card', true);
    const db = await globalThis.pmEarlyDb!;
    db.close(); // no close event: the app cannot know
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });

  it('a failed early open costs nothing: the app opens its own', async () => {
    globalThis.pmEarlyDb = Promise.reject(new Error('refused'));
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.read()).toBeNull();
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });
});
