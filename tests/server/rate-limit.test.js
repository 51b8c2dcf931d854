// @vitest-environment node
// @ts-check
// The throttle's counters: bounded memory that never refuses a key (a full table would be a lock on everyone).
import { describe, expect, it } from 'vitest';
import { createBackoff, createRateLimiter } from '../../server/membership/rate-limit.js';

const WINDOW = 15 * 60_000;
const RULE = { free: 5, baseMs: 1000, capMs: WINDOW, leakMs: WINDOW };

describe('backoff', () => {
  it('keeps a waiting key while fewer names than the table holds are sprayed at it', () => {
    let clock = 0;
    const backoff = createBackoff({ ...RULE, maxKeys: 10_000, now: () => clock });
    for (let i = 0; i < 10; i++) backoff.record('victim@demo.test');
    for (let i = 0; i < 9_999; i++) {
      clock += 1;
      backoff.record(`invented-${i}@spray.test`);
    }
    expect(backoff.status('victim@demo.test').blocked).toBe(true);
  });

  it('bounds memory by forgetting the least recently failed key, and never refuses a new one', () => {
    let clock = 0;
    const backoff = createBackoff({ ...RULE, free: 1, maxKeys: 100, now: () => clock });
    for (let i = 0; i < 1_000; i++) backoff.record(`invented-${i}`);
    expect(backoff.size).toBe(100);
    expect(backoff.status('invented-999').blocked).toBe(true);
    expect(backoff.status('invented-0').blocked).toBe(false);
    clock += 1;
    expect(backoff.record('newcomer')).toEqual({ blocked: false });
  });

  it('drops a key whose wait is over and whose failures have all leaked away', () => {
    let clock = 0;
    const backoff = createBackoff({ ...RULE, now: () => clock });
    backoff.record('k');
    clock += WINDOW;
    expect(backoff.status('k').blocked).toBe(false);
    expect(backoff.size).toBe(0);
  });
});

describe('call cap', () => {
  it('lifts when the hit that crossed the limit ages out', () => {
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

  it('takes new keys while every slot is over its limit: a full table stops no one else', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: WINDOW, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.record(key);
      limiter.record(key);
    }
    expect(limiter.record('newcomer')).toEqual({ blocked: false });
    expect(limiter.size).toBe(3);
  });
});
