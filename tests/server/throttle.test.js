// @vitest-environment node
// @ts-check
// The provider's throttle at its real numbers (SECURITY.md), without HTTP or scrypt in the way.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/membership/client-address.js';
import { createThrottle, DEFAULT_LIMITS } from '../../server/membership/throttle.js';

/** @param {() => void} action */
const answers = (action) => {
  try {
    action();
    return 'ok';
  } catch (error) {
    return /** @type {any} */ (error).status;
  }
};

/** @param {ReturnType<typeof createThrottle>} throttle @param {import('../../server/membership/throttle.js').Attempt} attempt */
const failedTry = (throttle, attempt) => answers(() => (throttle.admit(attempt), throttle.fail(attempt)));

describe('throttle', () => {
  it('locks a user name on its 11th failed sign-in, and a good one clears only that name', () => {
    const throttle = createThrottle();
    const tries = Array.from({ length: 11 }, (_, i) =>
      failedTry(throttle, { address: `10.0.0.${i}`, userName: 'a@demo.test' }),
    );
    expect(tries).toEqual([...Array(10).fill('ok'), 429]);
    expect(answers(() => throttle.admit({ address: '10.0.1.1', userName: ' A@Demo.test ' }))).toBe(429);
    throttle.signedIn('a@demo.test');
    expect(answers(() => throttle.admit({ address: '10.0.1.1', userName: 'a@demo.test' }))).toBe('ok');
  });

  it.each([
    ['member number', (/** @type {number} */ i) => ({ memberNumber: '10000000001', email: `guess-${i}@demo.test` })],
    ['e-mail', (/** @type {number} */ i) => ({ memberNumber: String(10000000001 + i), email: 'active@demo.test' })],
  ])('locks a %s on its 6th failed lookup, from any address', (_, fields) => {
    const throttle = createThrottle();
    const tries = Array.from({ length: 6 }, (_, i) => failedTry(throttle, { address: `10.0.0.${i}`, ...fields(i) }));
    expect(tries).toEqual([...Array(5).fill('ok'), 429]);
  });

  it('locks an address after 50 failed tries of any kind, and only that address', () => {
    const throttle = createThrottle();
    const tries = Array.from({ length: 51 }, (_, i) =>
      failedTry(
        throttle,
        i % 2
          ? { address: '10.0.0.1', userName: `u${i}@x.test` }
          : { address: '10.0.0.1', memberNumber: `${i}`, email: `e${i}@x.test` },
      ),
    );
    expect(tries).toEqual([...Array(50).fill('ok'), 429]);
    expect(answers(() => throttle.admit({ address: '10.0.0.1', userName: 'new@x.test' }))).toBe(429);
    expect(answers(() => throttle.admit({ address: '10.0.0.2', userName: 'new@x.test' }))).toBe('ok');
  });

  it('lets an address make 300 calls in 15 minutes, then answers 429 until they age out', () => {
    let clock = 0;
    const throttle = createThrottle({ now: () => clock });
    const calls = Array.from({ length: 301 }, (_, i) =>
      answers(() => throttle.admit({ address: '10.0.0.1', userName: `u${i}@x.test` })),
    );
    expect(calls.filter((a) => a === 'ok')).toHaveLength(300);
    expect(calls[300]).toBe(429);
    clock += DEFAULT_LIMITS.addressCalls.windowMs;
    expect(answers(() => throttle.admit({ address: '10.0.0.1', userName: 'u@x.test' }))).toBe('ok');
  });

  it('stops everyone after 1,000 failed tries server-wide, from any number of addresses and names', () => {
    const throttle = createThrottle();
    for (let i = 0; i < 1_000; i++)
      expect(failedTry(throttle, { address: `a${i}`, memberNumber: `${i}`, email: `${i}@x.test` })).toBe('ok');
    expect(failedTry(throttle, { address: 'fresh', userName: 'fresh@x.test' })).toBe(429);
    throttle.clear();
    expect(failedTry(throttle, { address: 'fresh', userName: 'fresh@x.test' })).toBe('ok');
  });

  it('gives the longest wait among the locks a try runs into', () => {
    let clock = 0;
    const throttle = createThrottle({
      now: () => clock,
      limits: { lookup: { limit: 1, windowMs: 60_000 }, addressFailures: { limit: 1, windowMs: 600_000 } },
    });
    failedTry(throttle, { address: 'a', memberNumber: '1', email: 'e@x.test' });
    clock += 1000;
    try {
      throttle.fail({ address: 'a', memberNumber: '1', email: 'e@x.test' });
      expect.unreachable();
    } catch (error) {
      expect(/** @type {any} */ (error).headers['Retry-After']).toBe('599');
    }
  });
});

describe('clientKey', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
  ])('throttles %s as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
