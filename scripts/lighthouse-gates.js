// @ts-check
// The gates `npm run lighthouse` hands to `lhci assert` (lighthouserc.json's minimum scores, budgets.json), read
// through lhci's own assertion engine and budgets converter: scripts/lighthouse.js asks them after a page's runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @typedef {import('lighthouse').Result} LHR */
/** @typedef {{ auditId: string, auditProperty?: string, operator: string, actual: number, expected: number, level: string }} AssertionResult */
/** lhci's own assertion engine, the one `lhci assert` runs (CommonJS without types) */
const { getAllAssertionResults } =
  /** @type {{ getAllAssertionResults(options: object, lhrs: LHR[]): AssertionResult[] }} */ (
    require('@lhci/utils/src/assertions.js')
  );
/** lhci's conversion of budgets.json into assertions, the one `lhci assert --budgetsFile` makes */
const { convertBudgetsToAssertions } = /** @type {{ convertBudgetsToAssertions(budgets: object): Promise<object> }} */ (
  require('@lhci/utils/src/budgets-converter.js')
);

const read = (/** @type {string} */ file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
/** @type {{ ci: { assert: { assertMatrix: { matchingUrlPattern: string, assertions: Record<string, any> }[] } } }} */
export const RC = read('lighthouserc.json');
const BUDGETS = await convertBudgetsToAssertions(read('budgets.json'));

/** What either `lhci assert` would fail on one page's runs, as "categories.performance 0.91, expected >= 0.95" or
 * "interactive 2253.03, expected <= 2200", or ''. @param {LHR[]} lhrs */
export function missed(lhrs) {
  for (const options of [RC.ci.assert, BUDGETS]) {
    const failed = getAllAssertionResults(options, lhrs).find((r) => r.level === 'error');
    if (failed)
      return `${[failed.auditId, failed.auditProperty].filter(Boolean).join('.')} ${Math.round(failed.actual * 100) / 100}, expected ${failed.operator} ${failed.expected}`;
  }
  return '';
}

/** How many more runs a page gets when its first ones miss a gate. */
const MORE_RUNS = 2;

/**
 * A page's runs: `runs` of them, then, with three or more, two more when they miss a minimum or a budget. A busy host
 * only ever stretches a run's tasks (Lantern multiplies what it observed), so one busy spell alone does not decide it.
 * @template {object} R a run's result (an LHR)
 * @param {number} runs @param {() => Promise<R>} measureOnce
 * @param {(results: R[]) => string} missedBy what the runs miss, '' for nothing (`missed`)
 * @param {(message: string) => void} log
 * @returns {Promise<R[]>}
 */
export async function runsOf(runs, measureOnce, missedBy, log) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) lhrs.push(await measureOnce());
  const miss = runs >= 3 && missedBy(lhrs);
  if (miss) {
    log(`${miss}; ${MORE_RUNS} more runs`);
    for (let i = 0; i < MORE_RUNS; i++) lhrs.push(await measureOnce());
  }
  return lhrs;
}
