// @vitest-environment node
// The Lighthouse comparison's per-run verdict (scripts/bench/report.js): each run of the app, and of the floor, against
// React's run of the same round.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a bench script in plain JavaScript with JSDoc types
import { lastLongTasks, ttiRatios, verdicts } from '../../scripts/bench/report.js';
// @ts-expect-error: likewise
import { withSpread } from '../../scripts/bench/lighthouse.js';

const sample = (tti: number, fcp = 100) => ({ tti, fcp, lcp: fcp, bytes: 0, tbt: 0 });
const result = (ttis: number[]) => {
  const samples = ttis.map((t) => sample(t));
  const sorted = [...ttis].sort((a, b) => a - b);
  return { samples, median: sample(sorted[sorted.length >> 1]), detail: {}, details: [] };
};

describe('the Lighthouse comparison', () => {
  const r = {
    floor: result([700, 880, 720]),
    react: result([1800, 1700, 1900]),
    app: result([720, 900, 760]),
  };

  it("pairs each run with React's run of the same round, the app's or the floor's", () => {
    expect(ttiRatios(r).map((v: number) => v.toFixed(3))).toEqual(['0.400', '0.529', '0.400']);
    expect(ttiRatios(r, 'floor').map((v: number) => v.toFixed(3))).toEqual(['0.389', '0.518', '0.379']);
  });

  it("names what set the app's TTI in the rounds asked for: the code's files the last long task waited for, or none", () => {
    const task = (end: number, observed: number, ...files: string[]) => ({ end, observed, files });
    const details = [
      { lastLongTask: task(22123, 19, 'http://127.0.0.1:4173/assets/index-abc.js') },
      { lastLongTask: task(941, 14) },
      { lastLongTask: null },
    ];
    const withTasks = { ...r, app: { ...r.app, details } };
    expect(lastLongTasks(withTasks, [0, 1, 2])).toBe(
      'run 1: 19 ms observed, ending at 22,123 ms, after `/assets/index-abc.js`; ' +
        "run 2: 14 ms observed, ending at 941 ms, the document's own; run 3: not known",
    );
    expect(lastLongTasks(withTasks, [1])).toBe("run 2: 14 ms observed, ending at 941 ms, the document's own");
  });

  it('misses "every run" on the worst run even when the median is met', () => {
    const [, median, every] = verdicts(r);
    expect(median.ok).toBe(true);
    expect(every.ok).toBe(false);
    expect(every.ratio).toBeCloseTo(900 / 1700);
  });
});

describe('the spread beside a median', () => {
  it('gives the lowest and the highest run, lost runs (NaN) left out', () => {
    expect(withSpread([812.4, 690, NaN, 1234.6, 740])).toBe('776 ms (690–1,235)');
    expect(withSpread([2048, 1024, 3072], 'KB')).toBe('2.0 KB (1.0–3.0)');
  });

  it('is a dash when no run counts', () => {
    expect(withSpread([NaN, NaN])).toBe('–');
    expect(withSpread([])).toBe('–');
  });
});
