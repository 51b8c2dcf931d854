// Spec section 4, Sign-in: what is stored, which credential is kept, and the request that storage persists.
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInAnswer } from '../../src/services/membership-api';
import { hashPassword } from '../../src/services/password-hash';
import { readCredential, saveCredential } from '../../src/services/storage/credentials-record';
import { memberRecord } from '../../src/services/storage/member-record';
import { signIn } from '../../src/state/membership';
import { member } from '../../src/state/app-state';
import { ACTIVE_MEMBER as data } from './demo-member';
import { countDateFormats } from './date-formats';

const getMember = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/membership-api', async (original) => ({
  ...(await original<typeof import('../../src/services/membership-api')>()),
  getMember,
}));

const NOW = Date.UTC(2026, 10, 22, 12);
const active = { ok: true, value: { status: 'ACTIVE', member: data } satisfies SignInAnswer };

describe('sign-in', () => {
  const persist = vi.fn(async () => true);
  beforeEach(async () => {
    await clear();
    getMember.mockReset().mockResolvedValue(active);
    persist.mockClear();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { persist } }));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('stores the member with the last login now and keeps the credential when none is kept yet', async () => {
    expect(await signIn('Active@Demo.test ', 'Makeup2026', NOW)).toEqual({ go: '/dashboard', stored: true });
    expect(await memberRecord.read()).toMatchObject({ number: '10000000001', lastLogin: NOW });
    expect(await readCredential()).toEqual({
      username: 'active@demo.test',
      passwordHash: await hashPassword('active@demo.test', 'Makeup2026'),
    });
  });

  it('asks the browser to keep storage (the offline card) after a sign-in', async () => {
    await signIn('active@demo.test', 'Makeup2026', NOW);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it("never reuses another member's kept credential", async () => {
    await saveCredential({ username: 'someone@demo.test', passwordHash: 'b'.repeat(64) });
    await signIn('active@demo.test', 'Makeup2026', NOW);
    expect((await readCredential())?.username).toBe('active@demo.test');
  });

  it("leaves no other member's credential when this one's cannot be kept (the re-check would answer with it)", async () => {
    await saveCredential({ username: 'someone@demo.test', passwordHash: 'b'.repeat(64) });
    const encrypt = vi.spyOn(crypto.subtle, 'encrypt').mockRejectedValueOnce(new Error('quota'));
    expect(await signIn('active@demo.test', 'Makeup2026', NOW)).toEqual({ go: '/dashboard', stored: false });
    expect(encrypt).toHaveBeenCalled();
    expect(await readCredential()).toBeNull();
    encrypt.mockRestore();
  });

  it('replaces a stale kept credential of the same member (password changed elsewhere), so the re-check keeps working', async () => {
    await saveCredential({
      username: 'active@demo.test',
      passwordHash: await hashPassword('active@demo.test', 'Oldpass2025'),
    });
    expect(await signIn('active@demo.test', 'Makeup2026', NOW)).toEqual({ go: '/dashboard', stored: true });
    expect(await readCredential()).toEqual({
      username: 'active@demo.test',
      passwordHash: await hashPassword('active@demo.test', 'Makeup2026'),
    });
  });

  it("makes the dashboard's date format while the provider answers, not after (the first one costs a long task)", async () => {
    let answer: (value: typeof active) => void = () => {};
    getMember.mockReturnValue(new Promise<typeof active>((resolve) => (answer = resolve)));
    const { made, restore } = countDateFormats();
    try {
      const signedIn = signIn('active@demo.test', 'Makeup2026', NOW);
      await vi.waitFor(() => expect(getMember).toHaveBeenCalled());
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      expect(made).toContainEqual([member.locale.value, expect.objectContaining({ dateStyle: 'long' })]);
      answer(active);
      await signedIn;
    } finally {
      restore();
    }
  });

  it("says 'Your login is incorrect' on FAILURE and stores nothing", async () => {
    getMember.mockResolvedValue({ ok: true, value: { status: 'FAILURE' } });
    expect(await signIn('active@demo.test', 'wrong-pass1', NOW)).toEqual({ message: 'errors.loginIncorrect' });
    expect(await memberRecord.read()).toBeNull();
    expect(await readCredential()).toBeNull();
    expect(persist).not.toHaveBeenCalled();
  });

  it('sends a member expiring within 30 days to the warning', async () => {
    getMember.mockResolvedValue({
      ok: true,
      value: { status: 'ACTIVE', member: { ...data, expiration: '2026-12-10' } },
    });
    expect(await signIn('active@demo.test', 'Makeup2026', NOW)).toMatchObject({ go: '/expiration-warning' });
  });

  it("keeps an empty answer from blanking the member's own fields, but never shows one member's fields for another", async () => {
    await signIn('active@demo.test', 'Makeup2026', NOW);
    getMember.mockResolvedValue({ ok: true, value: { status: 'ACTIVE', member: { ...data, level: '' } } });
    await signIn('active@demo.test', 'Makeup2026', NOW + 1);
    expect(member.level.value).toBe('Pro Artist'); // the same member: spec section 5
    getMember.mockResolvedValue({
      ok: true,
      value: { status: 'ACTIVE', member: { ...data, username: 'other@demo.test', number: '10000000009', level: '' } },
    });
    await signIn('other@demo.test', 'Makeup2026', NOW + 2);
    expect([member.number.value, member.level.value]).toEqual(['10000000009', '']);
  });
});
