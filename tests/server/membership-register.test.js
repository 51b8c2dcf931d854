// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { pwd, useServer } from './helpers.js';

const server = useServer();

/** @param {string} memberNumber @param {string} email @param {string} [password] */
const register = (memberNumber, email, password = 'NewMember1') =>
  server().call('/api/membership/registermember', { memberNumber, email, password: pwd(email, password) });

describe('POST /api/membership/registermember', () => {
  it('registers an active member, who can then sign in with the new password', async () => {
    expect((await register('10000000006', 'new@demo.test', 'Brushes2026')).data).toEqual({ Status: 'SUCCESS_ACTIVE' });
    const signIn = await server().signIn('new@demo.test', 'Brushes2026');
    expect(signIn.data).toMatchObject({ Status: 'ACTIVE', MemberNumber: '10000000006', FirstName: 'Noah' });
  });

  it('matches the e-mail case-insensitively', async () => {
    expect((await register('10000000006', ' NEW@Demo.test', 'x')).data.Status).toBe('SUCCESS_ACTIVE');
  });

  it('answers DUPLICATE_REGISTRATION the second time', async () => {
    await register('10000000006', 'new@demo.test');
    expect((await register('10000000006', 'new@demo.test')).data).toEqual({ Status: 'DUPLICATE_REGISTRATION' });
  });

  it('answers EMAIL_NOT_MATCHED for a known number with another e-mail', async () => {
    expect((await register('10000000006', 'someone.else@demo.test')).data).toEqual({ Status: 'EMAIL_NOT_MATCHED' });
  });

  it.each([['10000000099'], ['123'], ['1000000000a'], ['100000000012'], [' 10000000006']])(
    'answers INVALID_MEMBER_NUMBER for %j',
    async (number) => {
      expect((await register(number, 'new@demo.test')).data).toEqual({ Status: 'INVALID_MEMBER_NUMBER' });
    },
  );

  it('answers FAILURE_EXPIRED for a lapsed member', async () => {
    expect((await register('10000000007', 'lapsed@demo.test')).data).toEqual({ Status: 'FAILURE_EXPIRED' });
  });

  it('answers NO_EMAIL_FOUND when the member has no e-mail on file', async () => {
    expect((await register('10000000010', 'ravi@demo.test')).data).toEqual({ Status: 'NO_EMAIL_FOUND' });
  });

  it('answers DUPLICATE_EMAIL when another registered account uses the e-mail', async () => {
    expect((await register('10000000011', 'active@demo.test')).data).toEqual({ Status: 'DUPLICATE_EMAIL' });
  });

  it('lets exactly one of ten concurrent registrations of the same member succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register('10000000006', 'new@demo.test', `Pw${i}`)),
    );
    const statuses = results.map((r) => r.data.Status);
    expect(statuses.filter((s) => s === 'SUCCESS_ACTIVE')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'DUPLICATE_REGISTRATION')).toHaveLength(9);
    // The password that won is the one that works.
    const winner = statuses.indexOf('SUCCESS_ACTIVE');
    expect((await server().signIn('new@demo.test', `Pw${winner}`)).data.Status).toBe('ACTIVE');
  });
});

describe('POST /api/account/updatepassword', () => {
  /** @param {Record<string, unknown>} fields */
  const update = (fields) => server().call('/api/account/updatepassword', fields);

  it('stores the new password: the old one stops working and the new one works', async () => {
    const { data } = await update({
      userName: 'active@demo.test',
      memberNumber: '10000000001',
      email: 'active@demo.test',
      newPassword: pwd('active@demo.test', 'Fresh2027'),
    });
    expect(data).toEqual({ Status: 'SUCCESS' });
    expect((await server().signIn('active@demo.test')).data.Status).toBe('FAILURE');
    expect((await server().signIn('active@demo.test', 'Fresh2027')).data.Status).toBe('ACTIVE');
  });

  it('answers INVALID_MEMBER_NUMBER for a number not on file', async () => {
    const { data } = await update({ memberNumber: '19999999999', email: 'active@demo.test', newPassword: 'x' });
    expect(data).toEqual({ Status: 'INVALID_MEMBER_NUMBER' });
  });

  it('answers EMAIL_NOT_MATCHED when the e-mail is not that member’s', async () => {
    const { data } = await update({ memberNumber: '10000000001', email: 'expired@demo.test', newPassword: 'x' });
    expect(data).toEqual({ Status: 'EMAIL_NOT_MATCHED' });
  });

  it('answers FAILURE for a member who never registered', async () => {
    const { data } = await update({ memberNumber: '10000000006', email: 'new@demo.test', newPassword: 'x' });
    expect(data).toEqual({ Status: 'FAILURE' });
  });

  it('answers FAILURE when userName names another account', async () => {
    const { data } = await update({
      userName: 'expired@demo.test',
      memberNumber: '10000000001',
      email: 'active@demo.test',
      newPassword: 'x',
    });
    expect(data).toEqual({ Status: 'FAILURE' });
    expect((await server().signIn('active@demo.test')).data.Status).toBe('ACTIVE');
  });
});

describe('POST /api/account/getloginid', () => {
  it('returns the login e-mail of a registered member', async () => {
    const { data } = await server().call('/api/account/getloginid', {
      memberNumber: '10000000002',
      email: 'Expiring@demo.test',
    });
    expect(data).toEqual({ Status: 'SUCCESS', LoginId: 'expiring@demo.test' });
  });

  it('answers FAILURE when number and e-mail do not match', async () => {
    const { data } = await server().call('/api/account/getloginid', {
      memberNumber: '10000000002',
      email: 'active@demo.test',
    });
    expect(data).toEqual({ Status: 'FAILURE' });
  });
});
