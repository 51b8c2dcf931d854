// `npm test`: everything, in order of cost: types, unit and contract tests, build, browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and contract tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['size budgets', 'node', ['scripts/size.js']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // three runs a page: scores are judged on the median, so a busy machine does not decide the result
  ['lighthouse', 'node', ['scripts/lighthouse.js', '--runs', '3']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
