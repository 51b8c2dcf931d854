// @vitest-environment node
// `npm test -- <step>` (scripts/test.js): a step name that matches nothing runs nothing, so it must fail, not pass.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/test.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });

describe('npm test with a step name', () => {
  it('fails on a name that is no step, and lists the step names, before running any step', () => {
    for (const asked of [['nosuchstep'], ['e2e'], ['lint', 'e2e']]) {
      const { status, stdout, stderr } = run(...asked);
      expect(status, asked.join(' ')).not.toBe(0);
      expect(stderr).toContain(`no step named "${asked.at(-1)}"`);
      for (const step of ['lint', 'unit and contract tests', 'size budgets', 'browser tests', 'lighthouse'])
        expect(stderr).toContain(`  ${step}\n`);
      expect(stdout).not.toContain('▶'); // not even the steps that were named right
    }
  });
});
