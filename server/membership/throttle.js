// @ts-check
/**
 * Who must wait before trying again. Failed tries make their account (user name, member number, e-mail) and their
 * client address wait, longer with each failure (growing delays, never a lock: once the wait is over the next try is
 * heard, the right password signs in); calls of any kind are capped per address. Nothing is counted server-wide, so
 * no amount of failures can stop members everywhere. Numbers and reasons are in SECURITY.md and server/README.md.
 */
import { HttpError } from '../http-util.js';
import { createBackoff, createRateLimiter } from './rate-limit.js';

const SECOND = 1000;
const MINUTES_15 = 15 * 60_000;

/** @typedef {import('./rate-limit.js').BackoffRule} BackoffRule */
/**
 * @typedef {object} Limits
 * @property {BackoffRule} signIn failed sign-ins per user name
 * @property {BackoffRule} lookup failed register, reset and login-id tries per member number and per e-mail
 * @property {BackoffRule} addressFailures failed tries of any call per client address
 * @property {{ limit: number, windowMs: number }} addressCalls calls of any kind per client address
 */

/** @type {Limits} */
export const DEFAULT_LIMITS = Object.freeze({
  // an account: 5 tries at once, then 1 s, 2 s, 4 s … up to 15 minutes; one failure leaks out every 15 minutes, so
  // whoever keeps trying at the longest wait stays there, and a member's typos are forgotten within hours
  signIn: { free: 5, baseMs: SECOND, capMs: MINUTES_15, leakMs: MINUTES_15 },
  lookup: { free: 5, baseMs: SECOND, capMs: MINUTES_15, leakMs: MINUTES_15 },
  // an address (an office, a school, a carrier's shared address): 20 at once, and 30 per 15 minutes sustained
  addressFailures: { free: 20, baseMs: SECOND, capMs: MINUTES_15, leakMs: 30 * SECOND },
  addressCalls: { limit: 300, windowMs: MINUTES_15 },
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
  const { signIn, lookup, addressFailures, addressCalls } = { ...DEFAULT_LIMITS, ...limits };
  const delays = {
    signIn: createBackoff({ ...signIn, now }),
    lookup: createBackoff({ ...lookup, now }),
    addressFailures: createBackoff({ ...addressFailures, now }),
  };
  const calls = createRateLimiter({ ...addressCalls, now });

  /**
   * The [counter, key] pairs a failure of this try counts against.
   * @param {Attempt} attempt
   * @returns {Array<[ReturnType<typeof createBackoff>, string]>}
   */
  function failureKeys({ address, userName, memberNumber, email }) {
    return [
      ...(userName !== undefined ? /** @type {const} */ ([[delays.signIn, normal(userName)]]) : []),
      ...(memberNumber !== undefined ? /** @type {const} */ ([[delays.lookup, `#${memberNumber.trim()}`]]) : []),
      ...(email !== undefined ? /** @type {const} */ ([[delays.lookup, `@${normal(email)}`]]) : []),
      [delays.addressFailures, address],
    ];
  }

  /** Throws 429 with the longest wait among the statuses given, if any is waiting. */
  /** @param {import('./rate-limit.js').LimitStatus[]} statuses */
  function throwIfBlocked(statuses) {
    const waits = statuses.flatMap((s) => (s.blocked ? [s.retryAfterSeconds] : []));
    if (waits.length) throw tooManyAttempts(Math.max(...waits));
  }

  return {
    /**
     * Before any work: refuses a try whose account or address must still wait (the right password included, or
     * the wait would tell it), then counts the call against its address.
     * @param {Attempt} attempt
     */
    admit(attempt) {
      throwIfBlocked([...failureKeys(attempt).map(([d, key]) => d.status(key)), calls.status(attempt.address)]);
      throwIfBlocked([calls.record(attempt.address)]);
    },
    /**
     * A failed try: counts it everywhere it belongs. A try that was let in together with one that failed first
     * and made its account or address wait answers 429, as it would have had it come a moment later.
     * @param {Attempt} attempt
     */
    fail(attempt) {
      throwIfBlocked(failureKeys(attempt).map(([d, key]) => d.record(key)));
    },
    /** A good password clears that user name's delay, so a member who finally remembers waits no longer later. */
    /** @param {string} userName */
    signedIn(userName) {
      delays.signIn.forget(normal(userName));
    },
    clear() {
      for (const delay of Object.values(delays)) delay.clear();
      calls.clear();
    },
  };
}
