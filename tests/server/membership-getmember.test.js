// @vitest-environment node
// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, addDays } from '../../server/dates.js';
import { pwd, startServer, useServer } from './helpers.js';

const server = useServer();

describe('POST /api/membership/getmember', () => {
  it('returns the member data of an active member', async () => {
    const { status, body, data } = await server().signIn('active@demo.test');
    expect(status).toBe(200);
    expect(typeof body.data).toBe('string');
    expect(data).toEqual({
      Status: 'ACTIVE',
      Username: 'active@demo.test',
      FirstName: 'Amara',
      LastName: 'Okafor',
      MemberLevel: 'Pro Artist',
      MemberNumber: '10000000001',
      ExpirationDate: `${isoDay(addDays(new Date(), 365))}T00:00:00`,
    });
  });

  it('reads the user name case-insensitively', async () => {
    const { data } = await server().call('/api/membership/getmember', {
      userName: '  Active@Demo.TEST ',
      password: pwd('active@demo.test'),
    });
    expect(data.Status).toBe('ACTIVE');
  });

  it('gives the expiring member an expiry 10 days out', async () => {
    const { data } = await server().signIn('expiring@demo.test');
    expect(data.Status).toBe('ACTIVE');
    expect(data.ExpirationDate).toBe(`${isoDay(addDays(new Date(), 10))}T00:00:00`);
  });

  it('answers FAILURE for a wrong password', async () => {
    const { data } = await server().signIn('active@demo.test', 'wrong-password');
    expect(data).toEqual({ Status: 'FAILURE' });
  });

  it('answers FAILURE for an unknown user', async () => {
    const { data } = await server().signIn('nobody@demo.test');
    expect(data).toEqual({ Status: 'FAILURE' });
  });

  it('answers FAILURE when the typed password is sent unhashed', async () => {
    const { data } = await server().call('/api/membership/getmember', {
      userName: 'active@demo.test',
      password: 'Makeup2026',
    });
    expect(data).toEqual({ Status: 'FAILURE' });
  });
});

describe('sign-in rate limit', () => {
  let clock = Date.now();
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let limited;
  beforeAll(async () => {
    limited = await startServer({ now: () => clock });
  });
  afterAll(() => limited.stop());

  it('answers 429 with the seconds left once 5 failures make the name wait, the right password too', async () => {
    for (let i = 1; i <= 5; i++) {
      const { status, data } = await limited.signIn('expired@demo.test', `wrong-${i}`);
      expect([status, data.Status]).toEqual([200, 'FAILURE']);
    }
    const sixth = await limited.signIn('expired@demo.test', 'wrong-6');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: 'too_many_attempts' });
    expect(sixth.headers.get('retry-after')).toBe('1');

    // Even the right password waits, or the wait would be an oracle for it.
    const right = await limited.signIn('expired@demo.test');
    expect(right.status).toBe(429);
    expect(right.text).not.toContain('Becker');
  });

  it('does not slow other user names', async () => {
    const { data } = await limited.signIn('suspended@demo.test');
    expect(data.Status).toBe('SUSPENDED');
  });

  it('lets the user in once the wait it was told is over', async () => {
    clock += 1000;
    const { status, data } = await limited.signIn('expired@demo.test');
    expect(status).toBe(200);
    expect(data.Status).toBe('EXPIRED');
  });
});
