// `npm test`: everything, in order of cost: lint, types, unit and contract tests, build, browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and contract tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  // the whole build: the service worker and every screen and language of the checkout (scripts/size.js)
  ['size budgets', 'node', ['scripts/size.js', '--complete']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // the member journeys in Firefox and WebKit (tests/engines/); `npm test -- engines webkit` runs one engine
  ['engines', 'npx', ['vitest', 'run', '--config', 'tests/engines/vitest.config.ts']],
  // the production build against a real WordPress (Debian's packages, .ci/run installs them): tests/wordpress/
  ['wordpress', 'npx', ['playwright', 'test', '--config', 'tests/wordpress/playwright.config.ts']],
  // the build behind Debian's nginx with deploy/'s configuration (.ci/run installs it): tests/deploy/
  ['deploy', 'npx', ['playwright', 'test', '--config', 'tests/deploy/playwright.config.ts']],
  // three runs a page, judged on the median run: the best would pass a slower or flaky build (docs/notes.md)
  ['lighthouse', 'node', ['scripts/lighthouse.js', '--runs', '3']],
];

const ENGINES = ['firefox', 'webkit'];
const asked = process.argv.slice(2);
const engines = asked.filter((a) => ENGINES.includes(a));
const only = asked.filter((a) => !ENGINES.includes(a));
const env = engines.length ? { ...process.env, ENGINES: engines.join(',') } : process.env;
// a name that matches no step would run nothing and pass: it fails, with the names there are
const unknown = only.filter((o) => !steps.some(([name]) => name.startsWith(o)));
if (unknown.length) {
  console.error(`no step named ${unknown.map((o) => `"${o}"`).join(', ')}; the steps are:`);
  for (const [name] of steps) console.error(`  ${name}`);
  console.error(`(the start of a step's name is enough; ${ENGINES.join(' or ')} picks an engine for the engines step)`);
  process.exit(2);
}
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}${engines.length ? ` (${engines.join(', ')})` : ''}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`◀ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
