// @vitest-environment node
// @ts-check
// The limiter's memory bound must never cost a lock: spraying invented names used to evict the oldest key.
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../server/membership/rate-limit.js';

const WINDOW = 15 * 60_000;

describe('rate limiter', () => {
  it('keeps a lock in place after 10,000 invented names are sprayed at it', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 10, windowMs: WINDOW, now: () => clock });
    for (let i = 0; i < 11; i++) limiter.record('victim@demo.test');
    expect(limiter.status('victim@demo.test').blocked).toBe(true);
    for (let i = 0; i < 10_000; i++) {
      clock += 1;
      limiter.record(`invented-${i}@spray.test`);
    }
    expect(limiter.status('victim@demo.test').blocked).toBe(true);
  });

  it('still bounds memory: names that lock nothing make room', () => {
    const limiter = createRateLimiter({ limit: 10, windowMs: WINDOW, maxKeys: 100 });
    for (let i = 0; i < 11; i++) limiter.record('victim');
    for (let i = 0; i < 1_000; i++) limiter.record(`invented-${i}`);
    expect(limiter.size).toBe(100);
    expect(limiter.status('victim').blocked).toBe(true);
  });

  it('refuses new names while every slot holds a lock, and takes them again once one lifts', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: WINDOW, maxKeys: 3, now: () => clock });
    for (const key of ['a', 'b', 'c']) {
      limiter.record(key);
      limiter.record(key);
    }
    const full = limiter.record('newcomer');
    expect(full.blocked).toBe(true);
    expect(limiter.status('newcomer').blocked).toBe(true);
    expect(full.blocked && full.retryAfterSeconds).toBe(WINDOW / 1000);
    clock += WINDOW;
    expect(limiter.record('newcomer')).toEqual({ blocked: false });
  });

  it('lifts a lock when the hit that crossed the limit ages out', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => clock });
    limiter.record('k');
    clock = 500;
    limiter.record('k');
    const crossed = limiter.record('k');
    expect(crossed).toEqual({ blocked: true, retryAfterSeconds: 1 });
    clock = 1000;
    expect(limiter.status('k').blocked).toBe(false);
  });
});
