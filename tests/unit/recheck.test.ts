// Spec section 4, Guard: the silent status re-check with the stored credential, against a mocked provider.
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInAnswer } from '../../src/services/membership-api';
import { readCredential, saveCredential } from '../../src/services/storage/credentials-record';
import { memberRecord } from '../../src/services/storage/member-record';
import { member } from '../../src/state/app-state';
import type { MembershipStatus } from '../../src/state/member';
import { changePassword, checkStatusNow, recheckStatus } from '../../src/state/membership';
import { storageRefused } from '../../src/state/frame-state';
import { hashPassword } from '../../src/services/password-hash';
import { signOut, storeMember } from '../../src/state/session';
import { ACTIVE_MEMBER as data } from './demo-member';
import { KEPT_SCREEN } from '../../src/names';

const getMember = vi.hoisted(() => vi.fn());
const updatePassword = vi.hoisted(() => vi.fn());
vi.mock('../../src/services/membership-api', async (original) => ({
  ...(await original<typeof import('../../src/services/membership-api')>()),
  getMember,
  updatePassword,
}));

const NOW = Date.UTC(2026, 10, 22, 12);
const SIGNED_IN = NOW - 3 * 3_600_000;
const answer = (status: MembershipStatus) => ({
  ok: true,
  value: { status, member: { ...data, status } } satisfies SignInAnswer,
});
const credential = { username: 'active@demo.test', passwordHash: 'a'.repeat(64) };
const DAY = 86_400_000;
let faults = 0;

describe('status re-check', () => {
  beforeEach(async () => {
    await clear();
    getMember.mockReset();
    await storeMember({ ...data, status: 'ACTIVE' }, SIGNED_IN);
    await saveCredential(credential);
  });

  it('asks the provider with the stored credential, and an ACTIVE answer moves the last login to now', async () => {
    getMember.mockResolvedValue(answer('ACTIVE'));
    expect(await recheckStatus('/card', NOW)).toBeNull();
    expect(getMember).toHaveBeenCalledWith(credential.username, credential.passwordHash);
    expect(member.lastLogin.value).toBe(NOW);
    expect((await memberRecord.read())?.lastLogin).toBe(NOW);
  });

  it('drops an answer that comes after a sign-out: the member stays signed out, nothing is stored again', async () => {
    let answerNow: (value: unknown) => void = () => {};
    getMember.mockReturnValue(new Promise((done) => (answerNow = done)));
    const asked = recheckStatus('/card', NOW);
    await vi.waitFor(() => expect(getMember).toHaveBeenCalled());
    await signOut();
    answerNow(answer('EXPIRED'));
    expect(await asked).toBeNull();
    expect(member.signedIn.value).toBe(false);
    expect(await memberRecord.read()).toBeNull();
  });

  it('signs out to / on FAILURE', async () => {
    getMember.mockResolvedValue({ ok: true, value: { status: 'FAILURE' } });
    expect(await recheckStatus('/card', NOW)).toBe('/');
    expect(member.signedIn.value).toBe(false);
    expect(await memberRecord.read()).toBeNull();
    expect(await readCredential()).toBeNull();
  });

  it('sends an EXPIRED answer to /membership-expired, unless there, and drops the active card kept for the next start', async () => {
    localStorage.setItem(`${KEPT_SCREEN}card`, '{"a kept card":1}');
    getMember.mockResolvedValue(answer('EXPIRED'));
    expect(await recheckStatus('/card', NOW)).toBe('/membership-expired');
    expect(localStorage.getItem(`${KEPT_SCREEN}card`)).toBeNull(); // the boot script would paint it "Active"
    expect(member.status.value).toBe('EXPIRED');
    expect(await recheckStatus('/membership-expired', NOW)).toBeNull();
  });

  it.each(['DEACTIVATED', 'SUSPENDED'] as const)('sends a %s answer to /membership-deactivated', async (status) => {
    getMember.mockResolvedValue(answer(status));
    expect(await recheckStatus('/dashboard', NOW)).toBe('/membership-deactivated');
  });

  it.each(['/membership-expired', '/membership-deactivated'])(
    'sends an ACTIVE answer on %s to /dashboard',
    async (path) => {
      getMember.mockResolvedValue(answer('ACTIVE'));
      expect(await recheckStatus(path, NOW)).toBe('/dashboard');
      expect(member.status.value).toBe('ACTIVE');
    },
  );

  it.each([
    ['a network error', { kind: 'service-failed' }],
    ['maintenance', { kind: 'unavailable' }],
    ['a rate limit', { kind: 'rate-limited', retryAfterS: 60 }],
  ])('changes nothing when the re-check fails with %s', async (_, error) => {
    getMember.mockResolvedValue({ ok: false, error });
    // each case a day apart: a fault keeps the re-check quiet for a minute
    expect(await recheckStatus('/card', NOW + ++faults * DAY)).toBeNull();
    expect(getMember).toHaveBeenCalledTimes(1);
    expect(member.lastLogin.value).toBe(SIGNED_IN);
    expect((await memberRecord.read())?.lastLogin).toBe(SIGNED_IN);
    expect(await readCredential()).toEqual(credential);
  });

  it('does nothing without a stored credential', async () => {
    await clear();
    await storeMember({ ...data, status: 'ACTIVE' }, SIGNED_IN);
    expect(await recheckStatus('/card', NOW + 10 * DAY)).toBeNull();
    expect(getMember).not.toHaveBeenCalled();
    expect(member.lastLogin.value).toBe(SIGNED_IN);
  });

  it('asks once for re-checks that overlap (every route change runs the guard)', async () => {
    let reply!: (a: unknown) => void;
    getMember.mockReturnValue(new Promise((ok) => (reply = ok)));
    const at = NOW + 20 * DAY;
    const both = Promise.all([recheckStatus('/card', at), recheckStatus('/help', at)]);
    reply(answer('ACTIVE'));
    expect(await both).toEqual([null, null]);
    expect(getMember).toHaveBeenCalledTimes(1);
    expect(member.lastLogin.value).toBe(at); // the ACTIVE answer was handled, not taken for a transport fault
  });

  it('after a transport fault, asks again only a minute later', async () => {
    const at = NOW + 30 * DAY;
    getMember.mockResolvedValue({ ok: false, error: { kind: 'service-failed' } });
    await recheckStatus('/card', at);
    await recheckStatus('/card', at + 59_000);
    expect(getMember).toHaveBeenCalledTimes(1);
    getMember.mockResolvedValue(answer('ACTIVE'));
    await recheckStatus('/card', at + 61_000);
    expect(getMember).toHaveBeenCalledTimes(2);
    expect(member.lastLogin.value).toBe(at + 61_000);
  });

  describe('check again, on a status screen', () => {
    it('asks at once, even in the quiet minute after a fault, and follows an ACTIVE answer to the dashboard', async () => {
      const at = NOW + 40 * DAY;
      getMember.mockResolvedValue({ ok: false, error: { kind: 'service-failed' } });
      await recheckStatus('/membership-expired', at);
      getMember.mockResolvedValue(answer('ACTIVE'));
      expect(await checkStatusNow('/membership-expired', at + 1000)).toEqual({ go: '/dashboard' });
      expect(getMember).toHaveBeenCalledTimes(2);
      expect(member.status.value).toBe('ACTIVE');
      expect(member.lastLogin.value).toBe(at + 1000);
    });

    it('says nothing changed when the provider still answers EXPIRED', async () => {
      getMember.mockResolvedValue(answer('EXPIRED'));
      expect(await checkStatusNow('/membership-expired', NOW)).toBeNull();
    });

    it.each([
      ['a network error', { kind: 'service-failed' }, { message: 'errors.serviceFailed' }],
      ['maintenance', { kind: 'unavailable' }, { go: '/membership-unavailable' }],
      [
        'a rate limit',
        { kind: 'rate-limited', retryAfterS: 120 },
        { message: 'errors.tooManyTries', params: { minutes: 2 } },
      ],
    ])('tells the member of %s instead of pretending nothing changed', async (_, error, outcome) => {
      getMember.mockResolvedValue({ ok: false, error });
      expect(await checkStatusNow('/membership-expired', NOW)).toEqual(outcome);
      expect(member.lastLogin.value).toBe(SIGNED_IN);
    });
  });

  describe('after a change of password on the Security screen', () => {
    beforeEach(() => {
      getMember.mockResolvedValue(answer('ACTIVE')); // the current password, proved
      updatePassword.mockResolvedValue({ ok: true, value: 'SUCCESS' });
      storageRefused.value = false;
    });

    it('asks with the new password', async () => {
      expect(await changePassword('Makeup2026', 'Brushes2027')).toEqual({ done: true });
      expect(await readCredential()).toEqual({
        username: credential.username,
        passwordHash: await hashPassword(credential.username, 'Brushes2027'),
      });
    });

    it('keeps the new one when the change was made but its answer was lost, as the provider then takes only it', async () => {
      updatePassword.mockResolvedValue({ ok: false, error: { kind: 'service-failed' } }); // a timeout
      const newHash = await hashPassword(credential.username, 'Brushes2027');
      getMember.mockImplementation(async (_: string, hash: string) =>
        hash === newHash ? answer('ACTIVE') : { ok: true, value: { status: 'FAILURE' } },
      );
      // the current password is proved with its own hash first: here the provider has it still, once
      getMember.mockResolvedValueOnce(answer('ACTIVE'));
      expect(await changePassword('Makeup2026', 'Brushes2027')).toEqual({ done: true });
      expect(await readCredential()).toEqual({ username: credential.username, passwordHash: newHash });
    });

    it('says the service failed, and keeps the old one, when the change was not made', async () => {
      updatePassword.mockResolvedValue({ ok: false, error: { kind: 'service-failed' } });
      getMember.mockImplementation(async (_: string, hash: string) =>
        hash === credential.passwordHash ? answer('ACTIVE') : { ok: true, value: { status: 'FAILURE' } },
      );
      getMember.mockResolvedValueOnce(answer('ACTIVE'));
      expect(await changePassword('Makeup2026', 'Brushes2027')).toEqual({ message: 'errors.serviceFailed' });
      expect(await readCredential()).toEqual(credential);
    });

    it('does not ask with the old one when the device refused to keep the new one: no sign-out at the next check', async () => {
      vi.spyOn(crypto.subtle, 'encrypt').mockRejectedValueOnce(new DOMException('refused', 'OperationError'));
      expect(await changePassword('Makeup2026', 'Brushes2027')).toEqual({ done: true });
      expect(await readCredential()).toBeNull();
      expect(storageRefused.value).toBe(true);
      getMember.mockReset();
      getMember.mockResolvedValue({ ok: true, value: { status: 'FAILURE' } }); // the old hash, were it sent
      expect(await recheckStatus('/card', NOW + 3 * 3_600_000)).toBeNull();
      expect(getMember).not.toHaveBeenCalled();
      expect(member.signedIn.value).toBe(true);
    });
  });
});
