// @vitest-environment node
// @ts-check
// The provider's throttle at its real numbers (SECURITY.md), without HTTP or scrypt in the way, on a clock of its own.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/membership/client-address.js';
import { createThrottle, DEFAULT_LIMITS } from '../../server/membership/throttle.js';

/** @param {() => void} action @returns {'ok' | number} 'ok', or the seconds a 429 asks to wait */
const answers = (action) => {
  try {
    action();
    return 'ok';
  } catch (error) {
    const e = /** @type {any} */ (error);
    if (e.status !== 429) throw error;
    return Number(e.headers['Retry-After']);
  }
};

/** @param {ReturnType<typeof createThrottle>} throttle @param {import('../../server/membership/throttle.js').Attempt} attempt */
const failedTry = (throttle, attempt) => answers(() => (throttle.admit(attempt), throttle.fail(attempt)));

/** A throttle on a clock the test moves. */
function clocked() {
  const clock = { now: 1_000_000 };
  const throttle = createThrottle({ now: () => clock.now });
  return { clock, throttle, wait: (/** @type {number} */ seconds) => void (clock.now += seconds * 1000) };
}

describe('throttle', () => {
  it('makes a user name wait 1 s after its 5th failed sign-in, then twice as long after each, up to 15 minutes', () => {
    const { throttle, wait } = clocked();
    const waits = [];
    for (let failures = 0; failures < 30;) {
      const answer = failedTry(throttle, { address: `10.0.0.${failures}`, userName: 'a@demo.test' });
      if (answer === 'ok') failures++;
      else {
        waits.push(answer);
        wait(answer);
      }
    }
    expect(waits.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(waits.every((w, i) => w <= 900 && (i === 0 || w >= waits[i - 1]))).toBe(true);
    expect(waits.slice(-10)).toEqual(Array(10).fill(900));
  });

  it('hears the right password once the wait is over, however many failed, and a good one clears the name', () => {
    const { throttle, wait } = clocked();
    for (let failures = 0; failures < 40;) {
      const answer = failedTry(throttle, { address: `10.0.${failures}.1`, userName: 'a@demo.test' });
      if (answer === 'ok') failures++;
      else wait(answer);
    }
    expect(answers(() => throttle.admit({ address: '10.9.9.9', userName: ' A@Demo.test ' }))).toBe(900);
    wait(899);
    expect(answers(() => throttle.admit({ address: '10.9.9.9', userName: 'a@demo.test' }))).toBe(1);
    wait(1);
    expect(answers(() => throttle.admit({ address: '10.9.9.9', userName: 'a@demo.test' }))).toBe('ok');
    throttle.signedIn('a@demo.test');
    expect(failedTry(throttle, { address: '10.9.9.9', userName: 'a@demo.test' })).toBe('ok');
  });

  it("forgets a name's failures one every 15 minutes: a member's typos cost nothing hours later", () => {
    const { throttle, wait } = clocked();
    for (let failures = 0; failures < 8;) {
      const answer = failedTry(throttle, { address: '10.0.0.1', userName: 'a@demo.test' });
      if (answer === 'ok') failures++;
      else wait(answer);
    }
    wait(8 * 15 * 60);
    const again = Array.from({ length: 5 }, () =>
      failedTry(throttle, { address: '10.0.0.2', userName: 'a@demo.test' }),
    );
    expect(again).toEqual(Array(5).fill('ok'));
  });

  it('gives whoever fails at a name each time its wait ends about 4 tries an hour, each wait at most 15 minutes', () => {
    const { clock, throttle, wait } = clocked();
    const start = clock.now;
    /** @type {number[]} */
    const failedAt = [];
    let longest = 0;
    while (clock.now - start < 6 * 3_600_000) {
      const answer = failedTry(throttle, { address: `10.1.${failedAt.length % 200}.1`, userName: 'a@demo.test' });
      if (answer === 'ok') failedAt.push(clock.now);
      else {
        longest = Math.max(longest, answer);
        wait(answer);
      }
    }
    expect(longest).toBe(900);
    const lastHour = failedAt.filter((t) => t >= start + 5 * 3_600_000);
    expect(lastHour.length).toBeGreaterThanOrEqual(4);
    expect(lastHour.length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['member number', (/** @type {number} */ i) => ({ memberNumber: '10000000001', email: `guess-${i}@demo.test` })],
    ['e-mail', (/** @type {number} */ i) => ({ memberNumber: String(10000000001 + i), email: 'active@demo.test' })],
  ])('makes a %s wait after its 5th failed lookup, from any address', (_, fields) => {
    const { throttle } = clocked();
    const tries = Array.from({ length: 6 }, (_, i) => failedTry(throttle, { address: `10.0.0.${i}`, ...fields(i) }));
    expect(tries).toEqual([...Array(5).fill('ok'), 1]);
  });

  it("slows an address after 20 failed tries of any kind, only that address, and not its members' names", () => {
    const { throttle, wait } = clocked();
    const tries = Array.from({ length: 21 }, (_, i) =>
      failedTry(
        throttle,
        i % 2
          ? { address: '10.0.0.1', userName: `u${i}@x.test` }
          : { address: '10.0.0.1', memberNumber: `${i}`, email: `e${i}@x.test` },
      ),
    );
    expect(tries).toEqual([...Array(20).fill('ok'), 1]);
    expect(answers(() => throttle.admit({ address: '10.0.0.1', userName: 'new@x.test' }))).toBe(1);
    expect(answers(() => throttle.admit({ address: '10.0.0.2', userName: 'new@x.test' }))).toBe('ok');
    wait(1);
    expect(answers(() => throttle.admit({ address: '10.0.0.1', userName: 'new@x.test' }))).toBe('ok');
  });

  it('lets an address make 300 calls in 15 minutes, then answers 429 until they age out', () => {
    const { throttle, wait } = clocked();
    const calls = Array.from({ length: 301 }, (_, i) =>
      answers(() => throttle.admit({ address: '10.0.0.1', userName: `u${i}@x.test` })),
    );
    expect(calls.filter((a) => a === 'ok')).toHaveLength(300);
    expect(calls[300]).toBe(900);
    wait(DEFAULT_LIMITS.addressCalls.windowMs / 1000);
    expect(answers(() => throttle.admit({ address: '10.0.0.1', userName: 'u@x.test' }))).toBe('ok');
  });

  it('never stops a member who failed nothing, after 5,000 failed tries over 250 addresses and as many names', () => {
    const { throttle, wait } = clocked();
    for (let i = 0; i < 5_000; i++) {
      const attempt = { address: `10.${i % 250}.0.1`, memberNumber: `${i}`, email: `${i}@x.test` };
      const answer = failedTry(throttle, attempt);
      if (answer !== 'ok') {
        wait(answer);
        failedTry(throttle, attempt);
      }
    }
    expect(answers(() => throttle.admit({ address: '192.0.2.1', userName: 'active@demo.test' }))).toBe('ok');
  });

  it('answers 429 to a try let in alongside one that failed first and made the name wait', () => {
    const { throttle } = clocked();
    for (let i = 0; i < 4; i++) failedTry(throttle, { address: 'a', userName: 'n@x.test' });
    const first = { address: 'b', userName: 'n@x.test' };
    const second = { address: 'c', userName: 'n@x.test' };
    throttle.admit(first);
    throttle.admit(second);
    expect(answers(() => throttle.fail(first))).toBe('ok');
    expect(answers(() => throttle.fail(second))).toBe(1);
  });

  it('gives the longest wait among the delays a try runs into', () => {
    const { throttle, wait } = clocked();
    for (let i = 0; i < 5; i++) failedTry(throttle, { address: `b${i}`, userName: 'n@x.test' });
    wait(1);
    failedTry(throttle, { address: 'b5', userName: 'n@x.test' }); // the name now waits 2 s
    for (let i = 0; i < 20; i++) failedTry(throttle, { address: 'a', memberNumber: `${i}`, email: `${i}@x.test` });
    expect(answers(() => throttle.admit({ address: 'a', userName: 'fresh@x.test' }))).toBe(1);
    expect(answers(() => throttle.admit({ address: 'z', userName: 'n@x.test' }))).toBe(2);
    expect(answers(() => throttle.admit({ address: 'a', userName: 'n@x.test' }))).toBe(2);
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
