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
/** @type {{ ci: { assert: { assertMatrix: { matchingUrlPattern: string, aggregationMethod?: string, assertions: Record<string, any> }[] } } }} */
export const RC = read('lighthouserc.json');
/**
 * budgets.json as lhci's assertions, judged as lighthouserc.json judges the scores: on the median of the runs, not
 * on the best, which would let a slower build or a flaky one pass on its one lucky run (`lhci assert --budgetsFile`
 * takes the best: its default, optimistic). `median`, not `median-run`: lhci 0.15 judges categories under
 * `median-run` on all runs, optimistically (getCategoryAssertionResults), so the minimum scores would take the best.
 * @type {{ assertMatrix: { matchingUrlPattern: string, aggregationMethod: string, assertions: Record<string, any> }[] }}
 */
export const BUDGETS = await convertBudgetsToAssertions(read('budgets.json')).then((/** @type {any} */ b) => ({
  assertMatrix: b.assertMatrix.map((/** @type {object} */ e) => ({ ...e, aggregationMethod: 'median' })),
}));

/** What either `lhci assert` would fail on one page's runs, judged on their medians, as "categories.performance
 * 0.91, expected >= 0.95" or "interactive 2253.03, expected <= 2200", or ''. @param {LHR[]} lhrs */
export function missed(lhrs) {
  for (const options of [RC.ci.assert, BUDGETS]) {
    const failed = getAllAssertionResults(options, lhrs).find((r) => r.level === 'error');
    if (failed)
      return `${[failed.auditId, failed.auditProperty].filter(Boolean).join('.')} ${Math.round(failed.actual * 100) / 100}, expected ${failed.operator} ${failed.expected}`;
  }
  return '';
}
