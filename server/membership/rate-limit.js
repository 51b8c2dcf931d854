// @ts-check
/**
 * The throttle's two counters, both kept in memory (a restart forgets them, as a reference service may) and both
 * bounded in size without ever refusing a key for want of room: a full table forgets its least recently used key,
 * so no amount of traffic can make the counters stop everyone (no global lock).
 *
 * - `createBackoff`: growing delays after failures. Failures fill a bucket that leaks one every `leakMs`; once it
 *   holds `free` of them, each failure makes its key wait `baseMs`, doubled for every failure past `free`, at most
 *   `capMs`. The key is never locked: once the wait has passed, the next try is heard (the right password signs in).
 * - `createRateLimiter`: a sliding-window cap on calls; more than `limit` within `windowMs` wait until the oldest
 *   ages out.
 */

/**
 * @typedef {{ blocked: false } | { blocked: true, retryAfterSeconds: number }} LimitStatus
 */

/** @param {number} freesAt @param {number} now @returns {LimitStatus} */
const waitUntil = (freesAt, now) =>
  freesAt > now
    ? { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) }
    : { blocked: false };

/**
 * Keeps at most `maxKeys`: puts `key` last (most recent), dropping the first (least recent) when full.
 * @template V @param {Map<string, V>} map @param {string} key @param {V} value @param {number} maxKeys
 */
function touch(map, key, value, maxKeys) {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxKeys) map.delete(/** @type {string} */ (map.keys().next().value));
}

/**
 * @typedef {object} BackoffRule
 * @property {number} free failures in the bucket before any wait
 * @property {number} baseMs the first wait, doubled for each failure past `free`
 * @property {number} capMs the longest wait
 * @property {number} leakMs one failure leaks out of the bucket every this long
 */

/**
 * @param {BackoffRule & { maxKeys?: number, now?: () => number }} options
 */
export function createBackoff({ free, baseMs, capMs, leakMs, maxKeys = 100_000, now = Date.now }) {
  /** @type {Map<string, { level: number, at: number, readyAt: number }>} least recently failed first */
  const entries = new Map();

  /** The bucket's level now, after what leaked since its last failure. @param {string} key */
  function level(key) {
    const entry = entries.get(key);
    return entry ? Math.max(0, entry.level - (now() - entry.at) / leakMs) : 0;
  }

  /** @param {number} failures @returns {number} the wait after this many failures in the bucket */
  const delayFor = (failures) => (failures < free ? 0 : Math.min(capMs, baseMs * 2 ** Math.min(failures - free, 40)));

  /** @param {string} key @returns {LimitStatus} */
  function status(key) {
    const entry = entries.get(key);
    if (!entry) return { blocked: false };
    // spent: its wait is over and nothing is left in the bucket
    if (entry.readyAt <= now() && level(key) === 0) entries.delete(key);
    return waitUntil(entry.readyAt, now());
  }

  return {
    status,
    /**
     * Counts one failure for `key`; returns the status it had before (blocked: the try came in while it waited,
     * alongside another one that failed first).
     * @param {string} key
     * @returns {LimitStatus}
     */
    record(key) {
      const before = status(key);
      const filled = level(key) + 1;
      const at = now();
      touch(entries, key, { level: filled, at, readyAt: at + delayFor(Math.ceil(filled - 1e-9)) }, maxKeys);
      return before;
    },
    /** @param {string} key */
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    /** How many keys are held; for tests of the memory bound. */
    get size() {
      return entries.size;
    },
  };
}

/**
 * @param {{ limit: number, windowMs: number, maxKeys?: number, now?: () => number }} options
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 100_000, now = Date.now }) {
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

  /**
   * Waits while more than `limit` hits are inside the window; it lifts when the one that pushed the count over
   * the limit ages out.
   * @param {string} key
   * @returns {LimitStatus}
   */
  function status(key) {
    const times = recent(key);
    if (times.length <= limit) return { blocked: false };
    return waitUntil(times[times.length - limit - 1] + windowMs, now());
  }

  return {
    status,
    /**
     * Counts one hit for `key` and returns its status after it.
     * @param {string} key
     * @returns {LimitStatus}
     */
    record(key) {
      const times = recent(key);
      times.push(now());
      if (times.length > limit + 1) times.shift();
      touch(hits, key, times, maxKeys);
      return status(key);
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
