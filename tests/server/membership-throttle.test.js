// @vitest-environment node
// @ts-check
// Register, reset and login id are throttled like sign-in: a walk over member numbers or e-mails meets 429
// within a handful of tries (the answers stay the specification's, so the throttle is what slows it). The server's
// clock stands still unless a test moves it, so a wait of a second is still a wait however slow the machine.
import { describe, expect, it } from 'vitest';
import { pwd, startServer, useServer } from './helpers.js';

const clock = { now: Date.UTC(2026, 10, 22, 12) };
const server = useServer({ now: () => clock.now });

/** Each lookup call with the fields it takes, for one (number, e-mail) pair. */
const LOOKUPS = {
  '/api/account/updatepassword': (/** @type {string} */ memberNumber, /** @type {string} */ email) => ({
    memberNumber,
    email,
    newPassword: pwd(email, 'Taken2026'),
  }),
  '/api/membership/registermember': (/** @type {string} */ memberNumber, /** @type {string} */ email) => ({
    memberNumber,
    email,
    password: pwd(email, 'Taken2026'),
  }),
  '/api/account/getloginid': (/** @type {string} */ memberNumber, /** @type {string} */ email) => ({
    memberNumber,
    email,
  }),
};

/** Tries pairs in order until one answers something other than 200; returns the answers' statuses. */
async function walk(/** @type {string} */ route, /** @type {Array<[string, string]>} */ pairs) {
  const seen = [];
  for (const [number, email] of pairs) {
    const res = await server().call(route, LOOKUPS[/** @type {keyof typeof LOOKUPS} */ (route)](number, email));
    seen.push(res.status === 200 ? res.data.Status : res.status);
    if (res.status !== 200) return { seen, last: res };
  }
  return { seen, last: undefined };
}

/** What each call answers the first five tries of the walk below (10000000002 to 10000000006 with active@demo.test). */
const WALK_ANSWERS = {
  '/api/account/updatepassword': Array(5).fill('EMAIL_NOT_MATCHED'),
  '/api/membership/registermember': [...Array(4).fill('DUPLICATE_REGISTRATION'), 'EMAIL_NOT_MATCHED'],
  '/api/account/getloginid': Array(5).fill('FAILURE'),
};

const numbers = (/** @type {number} */ from, /** @type {number} */ count) =>
  Array.from({ length: count }, (_, i) => String(from + i));

describe.each(Object.keys(LOOKUPS))('%s', (route) => {
  it("stops a walk over member numbers with one member's e-mail on the 6th try, before it reaches the member", async () => {
    // active@demo.test is 10000000001; the walk starts past it and wraps round, as an attacker would not know
    const pairs = /** @type {Array<[string, string]>} */ (
      [...numbers(10000000002, 12), '10000000001'].map((n) => [n, 'active@demo.test'])
    );
    const { seen, last } = await walk(route, pairs);
    expect(seen).toEqual([...WALK_ANSWERS[/** @type {keyof typeof WALK_ANSWERS} */ (route)], 429]);
    expect(last?.body).toEqual({ error: 'too_many_attempts' });
    expect(Number(last?.headers.get('retry-after'))).toBe(1);
    // the true pair now waits too, so the wait tells nothing
    const right = await server().call(
      route,
      LOOKUPS[/** @type {keyof typeof LOOKUPS} */ (route)]('10000000001', 'active@demo.test'),
    );
    expect(right.status).toBe(429);
    expect((await server().signIn('active@demo.test')).data.Status).toBe('ACTIVE');
  });

  it('stops a walk over e-mails for one member number (printed on the card) on the 6th try', async () => {
    const pairs = /** @type {Array<[string, string]>} */ (
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => ['10000000002', `${x}@demo.test`])
    );
    const { seen } = await walk(route, pairs);
    expect(seen).toHaveLength(6);
    expect(seen.at(-1)).toBe(429);
  });
});

describe('lookup throttle', () => {
  it("never locks a member's own number and e-mail, whatever the answer", async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await server().call('/api/account/getloginid', { memberNumber: '10000000006', email: 'new@demo.test' })).data
          .Status,
      );
    }
    expect(statuses).toEqual(Array(8).fill('FAILURE')); // 10000000006 has not registered yet
  });

  it("does not lift a sign-in's wait with a successful reset", async () => {
    for (let i = 0; i < 5; i++) await server().signIn('expired@demo.test', `wrong-${i}`);
    expect((await server().signIn('expired@demo.test')).status).toBe(429);
    const reset = await server().call(
      '/api/account/updatepassword',
      LOOKUPS['/api/account/updatepassword']('10000000003', 'expired@demo.test'),
    );
    expect(reset.data.Status).toBe('SUCCESS');
    expect((await server().signIn('expired@demo.test', 'Taken2026')).status).toBe(429);
  });

  it('is cleared by the reset switch', async () => {
    await walk(
      '/api/account/getloginid',
      numbers(10000000002, 6).map((n) => [n, 'active@demo.test']),
    );
    await server().reset();
    const res = await server().call('/api/account/getloginid', {
      memberNumber: '10000000001',
      email: 'active@demo.test',
    });
    expect(res.data).toEqual({ Status: 'SUCCESS', LoginId: 'active@demo.test' });
  });
});

describe('per-address throttle', () => {
  it('counts failures of every call from the socket address together', async () => {
    const limited = await startServer({
      limits: { addressFailures: { free: 2, baseMs: 60_000, capMs: 60_000, leakMs: 60_000 } },
    });
    try {
      expect((await limited.signIn('nobody@demo.test')).data.Status).toBe('FAILURE');
      const lookup = await limited.call('/api/account/getloginid', {
        memberNumber: '10000000002',
        email: 'active@demo.test',
      });
      expect(lookup.data.Status).toBe('FAILURE');
      expect((await limited.signIn('someone@demo.test')).status).toBe(429);
      // a right password from that address waits as well
      expect((await limited.signIn('active@demo.test')).status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
