// @ts-check
/**
 * A sliding-window counter per key: more than `limit` hits within `windowMs` blocks that key until
 * enough of them age out. Kept in memory; a restart forgets it, as a reference service may.
 */

/**
 * @typedef {{ blocked: false } | { blocked: true, retryAfterSeconds: number }} LimitStatus
 */

/**
 * @param {{ limit: number, windowMs: number, maxKeys?: number, now?: () => number }} options
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000, now = Date.now }) {
  /** @type {Map<string, number[]>} hit times, oldest first; at most limit + 1 are kept, all that matter */
  const hits = new Map();

  /** @param {string} key */
  function recent(key) {
    const cutoff = now() - windowMs;
    const times = (hits.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length) hits.set(key, times);
    else hits.delete(key);
    return times;
  }

  /** @param {number} freesAt @returns {LimitStatus} */
  const blockedUntil = (freesAt) => ({
    blocked: true,
    retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now()) / 1000)),
  });

  /**
   * Blocked while more than `limit` hits are inside the window; it lifts when the one that pushed
   * the count over the limit ages out.
   * @param {string} key
   * @returns {LimitStatus}
   */
  function keyStatus(key) {
    const times = recent(key);
    if (times.length <= limit) return { blocked: false };
    return blockedUntil(times[times.length - limit - 1] + windowMs);
  }

  /**
   * Frees a slot for a new key: first keys whose hits have all aged out, then the oldest key that is
   * not blocking. A blocking key is never dropped, so spraying invented keys cannot lift a lock.
   * @returns {LimitStatus} blocked when every slot holds a lock (then new keys wait too: fail closed)
   */
  function makeRoom() {
    for (const key of hits.keys()) recent(key);
    if (hits.size < maxKeys) return { blocked: false };
    let soonest = Infinity;
    for (const key of hits.keys()) {
      const status = keyStatus(key);
      if (!status.blocked) {
        hits.delete(key);
        return status;
      }
      soonest = Math.min(soonest, now() + status.retryAfterSeconds * 1000);
    }
    return blockedUntil(soonest);
  }

  /** @param {string} key @returns {LimitStatus} */
  function status(key) {
    if (!hits.has(key) && hits.size >= maxKeys) return makeRoom();
    return keyStatus(key);
  }

  return {
    status,
    /**
     * Counts one hit for `key` and returns its status after it.
     * @param {string} key
     * @returns {LimitStatus}
     */
    record(key) {
      if (!hits.has(key) && hits.size >= maxKeys) {
        const full = makeRoom();
        if (full.blocked) return full;
      }
      const times = recent(key);
      times.push(now());
      if (times.length > limit + 1) times.shift();
      hits.delete(key); // re-insert so Map order tracks recency for makeRoom
      hits.set(key, times);
      return keyStatus(key);
    },
    /** @param {string} key */
    forget(key) {
      hits.delete(key);
    },
    clear() {
      hits.clear();
    },
    /** How many keys are held; for tests of the memory bound. */
    get size() {
      return hits.size;
    },
  };
}
