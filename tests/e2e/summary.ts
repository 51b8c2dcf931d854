// Counts across the whole browser suite (every worker): faults injected, payloads tried, violations found.
// Tests add to a JSON-lines file; the global teardown adds it up and prints one line.
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const FILE = 'test-results/summary.jsonl';
type Counts = { faults?: number; payloads?: number; violations?: number };

export function record(counts: Counts): void {
  mkdirSync('test-results', { recursive: true });
  appendFileSync(FILE, `${JSON.stringify(counts)}\n`);
}

export function clearSummary(): void {
  rmSync(FILE, { force: true });
}

export function printSummary(): void {
  let total = { faults: 0, payloads: 0, violations: 0 };
  try {
    for (const line of readFileSync(FILE, 'utf8').split('\n').filter(Boolean)) {
      const c = JSON.parse(line) as Counts;
      total = { faults: total.faults + (c.faults ?? 0), payloads: total.payloads + (c.payloads ?? 0), violations: total.violations + (c.violations ?? 0) };
    }
  } catch {
    // no test recorded anything
  }
  console.log(`summary: faults injected ${total.faults}, payloads tried ${total.payloads}, violations found ${total.violations}`);
}
