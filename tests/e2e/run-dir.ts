// Where this browser run keeps its output (Playwright's outputDir, the summary counts). A lone run uses
// test-results/; a run started while another one in this checkout is still going gets test-results/also-<pid>/,
// so neither clears, fills or counts into the other's (Playwright empties its output folder as it starts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One file per checkout, outside it: the process id of the run that owns test-results/. */
const OWNER = join(tmpdir(), `pro-e2e-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}.pid`);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Decided once, in the process that runs the suite; its workers inherit the answer through the environment. */
export function runOutputDir(): string {
  if (!process.env.E2E_OUTPUT_DIR) {
    let owner = NaN;
    try {
      owner = Number(readFileSync(OWNER, 'utf8'));
    } catch {
      // no run owns it
    }
    // a run still going in an also- folder would lose it if this run took test-results/ and emptied it
    let others: number[] = [];
    try {
      others = readdirSync('test-results')
        .map((d) => Number(/^also-(\d+)$/.exec(d)?.[1]))
        .filter(Boolean);
    } catch {
      // no output yet
    }
    if ([owner, ...others].some((pid) => pid && pid !== process.pid && alive(pid)))
      process.env.E2E_OUTPUT_DIR = `test-results/also-${process.pid}`;
    else {
      writeFileSync(OWNER, String(process.pid));
      process.env.E2E_OUTPUT_DIR = 'test-results';
    }
  }
  return process.env.E2E_OUTPUT_DIR;
}

/** At the run's end: test-results/ is free for the next run. */
export function releaseOutputDir(): void {
  try {
    if (Number(readFileSync(OWNER, 'utf8')) === process.pid) rmSync(OWNER, { force: true });
  } catch {
    // never claimed
  }
}
