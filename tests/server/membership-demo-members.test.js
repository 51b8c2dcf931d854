// @vitest-environment node
// @ts-check
// Every membership call against every demo member, as the table in server/README.md promises.
import { describe, expect, it } from 'vitest';
import { pwd, useServer } from './helpers.js';

const server = useServer();

// [member number, e-mail used, getmember, registermember, updatepassword, getloginid, signs in as]
const TABLE = [
  ['10000000001', 'active@demo.test', 'ACTIVE', 'DUPLICATE_REGISTRATION', 'SUCCESS', 'SUCCESS'],
  ['10000000002', 'expiring@demo.test', 'ACTIVE', 'DUPLICATE_REGISTRATION', 'SUCCESS', 'SUCCESS'],
  ['10000000003', 'expired@demo.test', 'EXPIRED', 'DUPLICATE_REGISTRATION', 'SUCCESS', 'SUCCESS'],
  ['10000000004', 'deactivated@demo.test', 'DEACTIVATED', 'DUPLICATE_REGISTRATION', 'SUCCESS', 'SUCCESS'],
  ['10000000005', 'suspended@demo.test', 'SUSPENDED', 'DUPLICATE_REGISTRATION', 'SUCCESS', 'SUCCESS'],
  ['10000000006', 'new@demo.test', 'FAILURE', 'SUCCESS_ACTIVE', 'FAILURE', 'FAILURE'],
  ['10000000007', 'lapsed@demo.test', 'FAILURE', 'FAILURE_EXPIRED', 'FAILURE', 'FAILURE'],
  ['10000000008', 'closed@demo.test', 'FAILURE', 'FAILURE_DEACTIVATED', 'FAILURE', 'FAILURE'],
  ['10000000009', 'paused@demo.test', 'FAILURE', 'FAILURE_SUSPENDED', 'FAILURE', 'FAILURE'],
  ['10000000010', 'ravi@demo.test', 'FAILURE', 'NO_EMAIL_FOUND', 'EMAIL_NOT_MATCHED', 'FAILURE'],
  // Shares active@demo.test with 10000000001, so signing in with it reaches member 1, not this one.
  ['10000000011', 'active@demo.test', 'ACTIVE', 'DUPLICATE_EMAIL', 'FAILURE', 'FAILURE', '10000000001'],
];

describe.each(TABLE)('demo member %s (%s)', (memberNumber, email, signIn, register, update, loginId, signsInAs) => {
  it(`answers ${signIn} to a sign-in with the demo password`, async () => {
    const { status, data } = await server().signIn(email);
    expect(status).toBe(200);
    expect(data.Status).toBe(signIn);
    if (signIn !== 'FAILURE') expect(data.MemberNumber).toBe(signsInAs ?? memberNumber);
    else expect(Object.keys(data)).toEqual(['Status']);
  });

  it(`answers ${register} to a registration`, async () => {
    const { status, data } = await server().call('/api/membership/registermember', {
      memberNumber,
      email,
      password: pwd(email),
    });
    expect(status).toBe(200);
    expect(data).toEqual({ Status: register });
  });

  it(`answers ${update} to a password update`, async () => {
    const body = { memberNumber, email, newPassword: pwd(email, 'Another2027') };
    const { status, data } = await server().call('/api/account/updatepassword', body);
    expect(status).toBe(200);
    expect(data).toEqual({ Status: update });
  });

  it(`answers ${loginId} to a login id lookup`, async () => {
    const { status, data } = await server().call('/api/account/getloginid', { memberNumber, email });
    expect(status).toBe(200);
    expect(data).toEqual(loginId === 'SUCCESS' ? { Status: 'SUCCESS', LoginId: email } : { Status: 'FAILURE' });
  });
});
