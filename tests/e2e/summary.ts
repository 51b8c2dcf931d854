// Counts across the whole browser suite (every worker): faults injected, payloads tried, violations found.
// Tests add to a JSON-lines file; the global teardown adds it up and prints one line.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// this run's own output folder (run-dir.ts): a run beside it neither clears nor adds to these counts
const dir = () => process.env.E2E_OUTPUT_DIR ?? 'test-results';
const file = () => join(dir(), 'summary.jsonl');
type Counts = { faults?: number; payloads?: number; violations?: number };

export function record(counts: Counts): void {
  mkdirSync(dir(), { recursive: true });
  appendFileSync(file(), `${JSON.stringify(counts)}\n`);
}

export function clearSummary(): void {
  rmSync(file(), { force: true });
  mkdirSync(dir(), { recursive: true }); // there from the start: a run starting beside this one sees it is taken
}

export function printSummary(): void {
  let total = { faults: 0, payloads: 0, violations: 0 };
  try {
    for (const line of readFileSync(file(), 'utf8').split('\n').filter(Boolean)) {
      const c = JSON.parse(line) as Counts;
      total = {
        faults: total.faults + (c.faults ?? 0),
        payloads: total.payloads + (c.payloads ?? 0),
        violations: total.violations + (c.violations ?? 0),
      };
    }
  } catch {
    // no test recorded anything
  }
  console.log(
    `summary: faults injected ${total.faults}, payloads tried ${total.payloads}, violations found ${total.violations}`,
  );
}
