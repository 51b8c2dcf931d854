// `npm start`: builds the app when the build is missing or older than its sources, then serves it
// together with the reference membership provider and content service on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// everything `npm run build` reads: the boot script's hash must match the CSP the server sends
const SOURCES = [
  'src',
  'sw',
  'i18n',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

// DIST_DIR, as for `npm run build`, puts the build beside dist/; the server then serves that one
const DIST = process.env.DIST_DIR || 'dist';
const INDEX = join(DIST, 'index.html');
const built = existsSync(INDEX) ? statSync(INDEX).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['server/index.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { STATIC_DIR: DIST, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
