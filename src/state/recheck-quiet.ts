// Part of the membership chunk (./membership.ts): how long the guard's silent re-check keeps quiet after a fault.
import type { TransportError } from '../services/membership-api';
import { RECHECK_AFTER_MS } from '../time/membership-rules';
import { recheckDue } from './session';

/** After a transport fault, not again for a minute: every route change runs the guard. */
const QUIET_AFTER_FAULT_MS = 60_000;

/** A 429's wait, bounded: a provider asking for none is not asked again at once, nor one asking for days left until
 * long after the re-check is due anyway. */
export const RATE_LIMIT_QUIET_MS = { min: 10_000, max: RECHECK_AFTER_MS };

let quietUntil = 0;
let dueTimer: ReturnType<typeof setTimeout> | undefined;

/** Whether the re-check keeps quiet at `now`. */
export const keepingQuiet = (now: number): boolean => now < quietUntil;

/**
 * Keeps the re-check quiet after a fault. A 429 (the provider making this name or address wait) is neither a failed
 * check nor a success: the re-check waits what its Retry-After asks, bounded, and then asks again by itself (the
 * guard decides again when the wait is over, ./session.ts `recheckDue`), not before.
 */
export function keepQuiet(error: TransportError, now: number): void {
  const rateLimited = error.kind === 'rate-limited';
  const quiet = rateLimited
    ? Math.min(RATE_LIMIT_QUIET_MS.max, Math.max(RATE_LIMIT_QUIET_MS.min, error.retryAfterS * 1000))
    : QUIET_AFTER_FAULT_MS;
  quietUntil = now + quiet;
  if (!rateLimited) return;
  clearTimeout(dueTimer);
  // due at quietUntil, not `quiet` after the answer: `now` is when the re-check began (a slow answer moves neither)
  dueTimer = setTimeout(() => recheckDue.value++, Math.max(0, quietUntil - Date.now()));
}
