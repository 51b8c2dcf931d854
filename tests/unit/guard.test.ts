import { describe, expect, it } from 'vitest';
import { decide, RECHECK_AFTER_MS, SIGN_OUT_AFTER_MS } from '../../src/app/guard';
import type { MembershipStatus, StoredMember } from '../../src/state/member';

const NOW = Date.UTC(2026, 10, 22, 12);
const MINUTE = 60_000;
const memberWith = (status: MembershipStatus, age: number): StoredMember => ({
  username: 'm@demo.test', firstName: 'A', lastName: 'B', level: 'Pro', number: '10000000001',
  expiration: '2027-01-01', status, lastLogin: NOW - age,
});
const at = (path: string, isProtected: boolean, member: StoredMember | null, online = true) =>
  decide({ path, isProtected, member, online, now: NOW });

describe('route guard', () => {
  it('sends a visitor from a protected route to /', () => {
    expect(at('/card', true, null)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a visitor reach visitor routes', () => {
    expect(at('/register', false, null)).toEqual({ kind: 'allow' });
  });

  it('sends an active member on a visitor route to /dashboard', () => {
    expect(at('/sign-in', false, memberWith('ACTIVE', MINUTE))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('signs out a member with no last login', () => {
    expect(at('/card', true, { ...memberWith('ACTIVE', 0), lastLogin: 0 })).toEqual({ kind: 'sign-out' });
  });

  it('re-checks online only after two hours', () => {
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS - MINUTE))).toEqual({ kind: 'allow' });
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS + MINUTE))).toEqual({ kind: 'recheck' });
    expect(at('/card', true, memberWith('ACTIVE', RECHECK_AFTER_MS + MINUTE), false)).toEqual({ kind: 'allow' });
  });

  it('signs out after seven days once online; offline the offline screen covers the page instead', () => {
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS - MINUTE))).toEqual({ kind: 'recheck' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS + MINUTE))).toEqual({ kind: 'sign-out' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS - MINUTE), false)).toEqual({ kind: 'allow' });
    expect(at('/card', true, memberWith('ACTIVE', SIGN_OUT_AFTER_MS + MINUTE), false)).toEqual({ kind: 'allow' });
  });

  it.each(['EXPIRED', 'DEACTIVATED', 'SUSPENDED'] as const)('routes a %s member by status offline too', (status) => {
    expect(at('/card', true, memberWith(status, MINUTE), false).kind).toBe('redirect');
  });

  it('sends an expired member to the expired screen, unless there', () => {
    expect(at('/card', true, memberWith('EXPIRED', MINUTE))).toEqual({ kind: 'redirect', to: '/membership-expired' });
    expect(at('/membership-expired', true, memberWith('EXPIRED', MINUTE))).toEqual({ kind: 'allow' });
  });

  it.each(['DEACTIVATED', 'SUSPENDED'] as const)('sends a %s member to the deactivated screen', (status) => {
    expect(at('/dashboard', true, memberWith(status, MINUTE))).toEqual({ kind: 'redirect', to: '/membership-deactivated' });
  });
});
