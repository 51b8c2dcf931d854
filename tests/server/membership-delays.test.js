// @vitest-environment node
// @ts-check
// Delays, not locks, over real HTTP from several loopback addresses, on a clock the test moves: failures slow the
// account and the address they came from, the right password is heard once the wait it was told is over, and
// nothing one address does stops a member elsewhere (throttle.test.js spreads thousands of failures over
// hundreds of addresses, without the scrypt each costs here).
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT, pwd, useServer } from './helpers.js';

const clock = { now: Date.UTC(2026, 10, 22, 12) };
const server = useServer({ now: () => clock.now });
const wait = (/** @type {number} */ seconds) => void (clock.now += seconds * 1000);

/**
 * A sign-in sent from a loopback address of the test's choice (Linux routes all of 127.0.0.0/8 to the loopback).
 * @param {string} from e.g. 127.0.0.2
 * @param {string} userName
 * @param {string} [password]
 * @returns {Promise<{ status: number, retryAfter: number, answer: string | undefined }>}
 */
function signInFrom(from, userName, password = 'Wrong-password') {
  const body = JSON.stringify({ ...CLIENT, userName, password: pwd(userName, password) });
  const url = new URL('/api/membership/getmember', server().base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress: from, headers: { 'Content-Type': 'application/json' }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const parsed = JSON.parse(text);
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after']),
            answer: parsed.data ? JSON.parse(parsed.data).Status : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const RIGHT = 'Makeup2026';
/** Each sign-in costs a real scrypt: tens of them take a while on a busy machine. */
const SLOW = { timeout: 120_000 };

describe('delays instead of locks', () => {
  it('makes the delays grow with each failure for a name: 1 s after the 5th, then 2, 4, 8 s', SLOW, async () => {
    /** @type {Array<string | number>} */
    const seen = [];
    for (let failures = 0; failures < 9;) {
      const res = await signInFrom(`127.0.0.${2 + (failures % 4)}`, 'active@demo.test');
      if (res.status === 429) {
        seen.push(res.retryAfter);
        wait(res.retryAfter);
      } else {
        seen.push(/** @type {string} */ (res.answer));
        failures++;
      }
    }
    expect(seen).toEqual([...Array(5).fill('FAILURE'), 1, 'FAILURE', 2, 'FAILURE', 4, 'FAILURE', 8, 'FAILURE']);
  });

  it('signs the right password in once the wait it was told is over, after 11 wrong ones', SLOW, async () => {
    for (let failures = 0; failures < 11;) {
      const res = await signInFrom(`127.0.0.${10 + failures}`, 'active@demo.test');
      if (res.status === 429) wait(res.retryAfter);
      else failures++;
    }
    const early = await signInFrom('127.0.0.50', 'active@demo.test', RIGHT);
    expect(early.status).toBe(429);
    expect(early.retryAfter).toBeLessThanOrEqual(64); // not a quarter of an hour
    wait(early.retryAfter);
    const res = await signInFrom('127.0.0.50', 'active@demo.test', RIGHT);
    expect([res.status, res.answer]).toEqual([200, 'ACTIVE']);
  });

  it(
    "slows only the address that fails: after its 20 failures it waits, and another address's member does not",
    SLOW,
    async () => {
      for (let i = 0; i < 20; i++) {
        expect((await signInFrom('127.0.0.7', `nobody-${i}@demo.test`)).answer).toBe('FAILURE');
      }
      const slowed = await signInFrom('127.0.0.7', 'expiring@demo.test', RIGHT);
      expect([slowed.status, slowed.retryAfter]).toEqual([429, 1]);
      const elsewhere = await signInFrom('127.0.0.8', 'active@demo.test', RIGHT);
      expect([elsewhere.status, elsewhere.answer]).toEqual([200, 'ACTIVE']);
      wait(1);
      const later = await signInFrom('127.0.0.7', 'expiring@demo.test', RIGHT);
      expect([later.status, later.answer]).toEqual([200, 'ACTIVE']);
    },
  );
});
