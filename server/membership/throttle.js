// @ts-check
/**
 * Who may try again: every provider call is counted per client address, and failed tries per account
 * (user name, member number, e-mail), per address and across the whole server. Numbers and reasons
 * are in SECURITY.md; only failures lock an account, so a member's own successful calls never do.
 */
import { HttpError } from '../http-util.js';
import { createRateLimiter } from './rate-limit.js';

const MINUTES_15 = 15 * 60_000;

/** @typedef {{ limit: number, windowMs: number }} Limit */
/**
 * @typedef {object} Limits
 * @property {Limit} signIn failed sign-ins per user name
 * @property {Limit} lookup failed register, reset and login-id tries per member number and per e-mail
 * @property {Limit} addressFailures failed tries of any call per client address
 * @property {Limit} addressCalls calls of any kind per client address
 * @property {Limit} globalFailures failed tries of any call, server-wide
 */

/** @type {Limits} */
export const DEFAULT_LIMITS = Object.freeze({
  signIn: { limit: 10, windowMs: MINUTES_15 },
  lookup: { limit: 5, windowMs: MINUTES_15 },
  addressFailures: { limit: 50, windowMs: MINUTES_15 },
  addressCalls: { limit: 300, windowMs: MINUTES_15 },
  globalFailures: { limit: 1_000, windowMs: MINUTES_15 },
});

/**
 * One try: the client's address key and the account keys it names.
 * @typedef {{ address: string, userName?: string, memberNumber?: string, email?: string }} Attempt
 */

/** @param {number} seconds */
export const tooManyAttempts = (seconds) =>
  new HttpError(429, { error: 'too_many_attempts' }, { 'Retry-After': String(seconds) });

const normal = (/** @type {string} */ s) => s.trim().toLowerCase();

/**
 * @param {{ now?: () => number, limits?: Partial<Limits> }} [options]
 */
export function createThrottle({ now = Date.now, limits = {} } = {}) {
  const { signIn, lookup, addressFailures, addressCalls, globalFailures } = { ...DEFAULT_LIMITS, ...limits };
  const limiters = {
    signIn: createRateLimiter({ ...signIn, now }),
    lookup: createRateLimiter({ ...lookup, now }),
    addressFailures: createRateLimiter({ ...addressFailures, now }),
    addressCalls: createRateLimiter({ ...addressCalls, now }),
    globalFailures: createRateLimiter({ ...globalFailures, now, maxKeys: 1 }),
  };

  /**
   * The [limiter, key] pairs a failure of this try counts against.
   * @param {Attempt} attempt
   * @returns {Array<[ReturnType<typeof createRateLimiter>, string]>}
   */
  function failureKeys({ address, userName, memberNumber, email }) {
    return [
      ...(userName !== undefined ? /** @type {const} */ ([[limiters.signIn, normal(userName)]]) : []),
      ...(memberNumber !== undefined ? /** @type {const} */ ([[limiters.lookup, `#${memberNumber.trim()}`]]) : []),
      ...(email !== undefined ? /** @type {const} */ ([[limiters.lookup, `@${normal(email)}`]]) : []),
      [limiters.addressFailures, address],
      [limiters.globalFailures, '*'],
    ];
  }

  /** Throws 429 with the longest wait among the statuses given, if any is blocked. */
  /** @param {import('./rate-limit.js').LimitStatus[]} statuses */
  function throwIfBlocked(statuses) {
    const waits = statuses.flatMap((s) => (s.blocked ? [s.retryAfterSeconds] : []));
    if (waits.length) throw tooManyAttempts(Math.max(...waits));
  }

  return {
    /**
     * Before any work: refuses a try whose account, address or the server is locked (the right
     * password included, or the lock would tell it), then counts the call against its address.
     * @param {Attempt} attempt
     */
    admit(attempt) {
      throwIfBlocked([
        ...failureKeys(attempt).map(([l, key]) => l.status(key)),
        limiters.addressCalls.status(attempt.address),
      ]);
      throwIfBlocked([limiters.addressCalls.record(attempt.address)]);
    },
    /**
     * A failed try: counts it everywhere it belongs; the one that crosses a limit answers 429 itself.
     * @param {Attempt} attempt
     */
    fail(attempt) {
      throwIfBlocked(failureKeys(attempt).map(([l, key]) => l.record(key)));
    },
    /** A good password clears that user name's count, so a member who finally remembers is not locked later. */
    /** @param {string} userName */
    signedIn(userName) {
      limiters.signIn.forget(normal(userName));
    },
    clear() {
      for (const limiter of Object.values(limiters)) limiter.clear();
    },
  };
}
