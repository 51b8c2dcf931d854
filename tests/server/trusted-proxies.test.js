// @vitest-environment node
// @ts-check
// Behind the app's own proxy (deploy/'s nginx), the provider throttles the caller the proxy forwards, not the
// proxy: one visitor's failures slow that visitor only. From anywhere else `X-Forwarded-For` is ignored, so a
// caller cannot name itself a fresh address for every try. Over real HTTP from two loopback addresses.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT, pwd, useServer } from './helpers.js';
import { callerAddress } from '../../server/membership/client-address.js';

const clock = { now: Date.UTC(2026, 10, 22, 12) };
// 127.0.0.9 plays nginx; 127.0.0.2 a visitor who calls directly
// an address is slowed after 3 failures here (20 by default), as each failed sign-in costs a real scrypt
const addressFailures = { free: 3, baseMs: 60_000, capMs: 900_000, leakMs: 900_000 };
const server = useServer({ now: () => clock.now, trustedProxies: ['127.0.0.9'], limits: { addressFailures } });

/**
 * A look-up of a login id that fails (no such member), from `from`, with an `X-Forwarded-For` if given.
 * @param {string} from
 * @param {string} [forwarded]
 * @returns {Promise<number>} the HTTP status
 */
function failFrom(from, forwarded) {
  const body = JSON.stringify({ ...CLIENT, userName: `nobody-${Math.random()}@demo.test`, password: pwd('x', 'y') });
  const url = new URL('/api/membership/getmember', server().base);
  const headers = { 'Content-Type': 'application/json', ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', localAddress: from, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {string} from @param {string} [forwarded] */
async function failUntilSlowed(from, forwarded) {
  for (let i = 0; i < 8; i++) if ((await failFrom(from, forwarded)) === 429) return i;
  return -1;
}

describe('the caller behind a trusted proxy', () => {
  it("slows the visitor the proxy forwards, not the proxy's other visitors", { timeout: 60_000 }, async () => {
    const failures = await failUntilSlowed('127.0.0.9', '203.0.113.7');
    expect(failures).toBe(3); // the address's free failures, then a wait
    expect(await failFrom('127.0.0.9', '203.0.113.7')).toBe(429);
    expect(await failFrom('127.0.0.9', '198.51.100.4')).toBe(200); // another visitor through the same proxy
    clock.now += 3_600_000;
  });

  it('ignores X-Forwarded-For from a caller that is no trusted proxy', { timeout: 60_000 }, async () => {
    let slowed = -1;
    for (let i = 0; i < 8 && slowed < 0; i++) {
      // a fresh forged address on every try: all of them are the caller's own
      if ((await failFrom('127.0.0.2', `192.0.2.${i + 1}`)) === 429) slowed = i;
    }
    expect(slowed).toBe(3);
    clock.now += 3_600_000;
  });
});

describe('callerAddress', () => {
  const trusted = new Set(['10.0.0.1', '10.0.0.2']);
  /** @param {string} socket @param {string} [xff] */
  const req = (socket, xff) =>
    /** @type {import('node:http').IncomingMessage} */ (
      /** @type {unknown} */ ({ socket: { remoteAddress: socket }, headers: xff ? { 'x-forwarded-for': xff } : {} })
    );
  it('takes the right-most address that is no proxy of ours', () => {
    expect(callerAddress(req('::ffff:10.0.0.1', '1.1.1.1, 203.0.113.5, 10.0.0.2'), trusted)).toBe('203.0.113.5');
    expect(callerAddress(req('10.0.0.1', '2001:db8::1'), trusted)).toBe('2001:db8::1');
  });
  it('falls back to the socket on a missing or unreadable header, and trusts no header from elsewhere', () => {
    expect(callerAddress(req('10.0.0.1'), trusted)).toBe('10.0.0.1');
    expect(callerAddress(req('10.0.0.1', 'not-an-address'), trusted)).toBe('10.0.0.1');
    expect(callerAddress(req('203.0.113.9', '198.51.100.1'), trusted)).toBe('203.0.113.9');
  });
});
