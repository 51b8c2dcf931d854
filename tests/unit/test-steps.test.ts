// @vitest-environment node
// `npm test -- <step>` (scripts/test.js): a step name that matches nothing runs nothing, so it must fail, not pass.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (args: string[], env = process.env) =>
  spawnSync(process.execPath, ['scripts/test.js', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 90_000, env });

describe('npm test with a step name', () => {
  it('fails on a name that is no step, and lists the step names, before running any step', () => {
    for (const asked of [['nosuchstep'], ['e2e'], ['lint', 'e2e']]) {
      const { status, stdout, stderr } = run(asked);
      expect(status, asked.join(' ')).not.toBe(0);
      expect(stderr).toContain(`no step named "${asked.at(-1)}"`);
      for (const step of ['lint', 'unit and contract tests', 'size budgets', 'browser tests', 'lighthouse'])
        expect(stderr).toContain(`  ${step}\n`);
      expect(stdout).not.toContain('▶'); // not even the steps that were named right
    }
  });
});

describe('the size step (npm test -- size)', () => {
  // a build of its own beside dist/ (DIST_DIR, as vite.config.ts and scripts/build-sw.js read it; dist-*/ is ignored)
  const DIST = `dist-size-step-${process.pid}`;
  afterAll(() => rmSync(join(ROOT, DIST), { recursive: true, force: true }));

  it('passes the whole build, and fails it once its service worker is gone', { timeout: 180_000 }, () => {
    // as a shell would run them: Vitest's NODE_ENV=test would make Vite build for tests, not the production build
    const shell = Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST'));
    const env = { ...Object.fromEntries(shell), DIST_DIR: DIST };
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, encoding: 'utf8', env });
    expect(build.status, build.stderr).toBe(0);
    const whole = run(['size'], env);
    expect(whole.status, `${whole.stdout}${whole.stderr}${String(whole.error ?? '')}`).toBe(0);
    rmSync(join(ROOT, DIST, 'sw.js'));
    const without = run(['size'], env);
    expect(without.status).not.toBe(0);
    expect(without.stdout).toMatch(/FAILED: .*service worker/);
  });
});
