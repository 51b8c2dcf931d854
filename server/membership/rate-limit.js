// @ts-check
/**
 * Failed sign-ins per user name: more than `limit` failures within `windowMs` locks that name
 * until enough of them age out. Kept in memory; a restart forgets it, as a reference service may.
 */

/** Bounds memory if someone sprays random user names. */
const MAX_KEYS = 10_000;

/**
 * @param {{ limit?: number, windowMs?: number, now?: () => number }} [options]
 */
export function createRateLimiter({ limit = 10, windowMs = 15 * 60_000, now = Date.now } = {}) {
  /** @type {Map<string, number[]>} failure times, oldest first */
  const failures = new Map();

  /** @param {string} key */
  function recent(key) {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  }

  /**
   * Blocked while more than `limit` failures are inside the window; it lifts when the one that
   * pushed the count over the limit ages out.
   * @param {string} key
   * @returns {{ blocked: false } | { blocked: true, retryAfterSeconds: number }}
   */
  function status(key) {
    const times = recent(key);
    if (times.length <= limit) return { blocked: false };
    const freesAt = times[times.length - limit - 1] + windowMs;
    return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now()) / 1000)) };
  }

  return {
    status,
    /** @param {string} key */
    recordFailure(key) {
      const times = recent(key);
      times.push(now());
      failures.delete(key); // re-insert so Map order tracks recency for eviction
      failures.set(key, times);
      if (failures.size > MAX_KEYS) failures.delete(/** @type {string} */ (failures.keys().next().value));
      return status(key);
    },
    /** A good password clears the count, so a member who finally remembers is not locked later. */
    /** @param {string} key */
    recordSuccess(key) {
      failures.delete(key);
    },
    clear() {
      failures.clear();
    },
  };
}
