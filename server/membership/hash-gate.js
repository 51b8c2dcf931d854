// @ts-check
/**
 * Caps how many password hashes run at once. scrypt runs on libuv's thread pool (4 threads by default),
 * which static files, compression and DNS wait on too: a flood of sign-ins must not take all of it.
 */
import { HttpError } from '../http-util.js';

/** Past the queue the provider answers this: the server is busy, not the client at fault. */
export const busy = () => new HttpError(503, { error: 'busy' }, { 'Retry-After': '5' });

/**
 * @param {{ concurrency: number, queue: number }} limits
 */
export function createHashGate({ concurrency, queue }) {
  let running = 0;
  /** @type {Array<() => void>} */
  const waiting = [];

  /** Hands the slot straight to the next waiter, so no newcomer can slip in between. */
  const release = () => {
    const waiter = waiting.shift();
    if (waiter) waiter();
    else running -= 1;
  };

  return {
    /**
     * Runs `task` when a slot is free. With `mustRun` false, a full queue throws 503 at once instead of
     * waiting: that is a caller from outside. Work already admitted (seeding, an upgrade) waits.
     * @template T
     * @param {() => Promise<T>} task
     * @param {{ mustRun?: boolean }} [how]
     * @returns {Promise<T>}
     */
    async run(task, { mustRun = false } = {}) {
      if (running < concurrency) running += 1;
      else {
        if (!mustRun && waiting.length >= queue) throw busy();
        await new Promise((resolve) => waiting.push(() => resolve(undefined)));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Hashes running and waiting, for tests. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
