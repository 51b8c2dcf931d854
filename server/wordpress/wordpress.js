// @ts-check
/**
 * A real WordPress from Debian's packages, for the WordPress lane (tests/wordpress/) or by hand: MariaDB with a
 * temporary datadir on a socket only, WordPress's files from /usr/share/wordpress as symlinks in a root of its own
 * with our wp-config.php and the must-use plugin, installed (install.php) and seeded (seed.php; the feeds come from
 * the reference server's modules, ./feeds.js) through WordPress's own APIs, served by PHP's built-in server on
 * loopback. Every wait is for a state (a socket, an open port, an exit), and bounded.
 *
 *   node server/wordpress/wordpress.js     # http://127.0.0.1:<port>/wp-json/ until Ctrl-C, then all removed
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { laneFeeds } from './feeds.js';

const WORDPRESS = '/usr/share/wordpress';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const STATE_MS = 60_000;

/** @typedef {{ feeds: Record<string, Record<string, number>>, classes: number, upcoming: number, contacts: number, attachments: number[] }} Seeded */
/** @typedef {{ port: number, dir: string, seeded: Seeded, close: () => Promise<void> }} WordPress */

/**
 * Runs a command to its end; its output is kept and shown only if it fails.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] @param {number} [timeoutMs]
 * @returns {Promise<string>}
 */
export function run(command, args, env = process.env, timeoutMs = 300_000) {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) ok(out);
      else fail(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}:\n${out.slice(-4000)}`));
    });
  });
}

/**
 * Polls a state until it holds; fails after `ms`.
 * @param {string} what @param {() => boolean | Promise<boolean>} holds @param {number} [ms]
 */
async function until(what, holds, ms = STATE_MS) {
  const deadline = Date.now() + ms;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** @param {number} port @returns {Promise<boolean>} */
const portOpen = (port) =>
  new Promise((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), ok(true)));
    s.once('error', () => ok(false));
  });

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A long-running service in its own process group, so that stopping it stops its children too (PHP's server
 * workers outlive their parent otherwise). The last of its output is kept in `log`.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env @param {string[]} log
 */
function daemon(command, args, env, log) {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (/** @type {Buffer} */ c) => {
    log.push(String(c));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/**
 * Stops a daemon: SIGTERM to its group, SIGKILL if it has not ended within 20 s.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stop(child) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const pid = child.pid;
  const gone = new Promise((ok) => child.once('exit', ok));
  const signal = (/** @type {NodeJS.Signals} */ s) => {
    try {
      process.kill(-pid, s);
    } catch {}
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts WordPress on a free loopback port, installed and seeded. `home` is the origin the site is seen under (its
 * `home` and `siteurl`, so every media URL names it): a front that proxies to `port`, or WordPress's own origin
 * when left out.
 * @param {{ home?: (port: number) => string }} [options]
 * @returns {Promise<WordPress>}
 */
export async function startWordPress({ home = (port) => `http://127.0.0.1:${port}` } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pm-wordpress-'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const daemons = [];
  /** @type {Array<() => unknown>} */
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  // should this process end without close(), its services do not outlive it
  const onExit = () => {
    for (const d of daemons)
      try {
        if (d.pid) process.kill(-d.pid, 'SIGKILL');
      } catch {}
  };
  process.once('exit', onExit);
  const close = async () => {
    process.removeListener('exit', onExit);
    for (const step of cleanups.reverse()) await step();
  };
  /** @type {Record<'mariadb' | 'php', string[]>} */
  const logs = { mariadb: [], php: [] };
  try {
    const socket = path.join(dir, 'mysqld.sock');
    const datadir = path.join(dir, 'db');
    await run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--user=root',
      '--skip-test-db',
    ]);
    const mariadb = daemon(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        `--socket=${socket}`,
        '--skip-networking',
        '--user=root',
        `--pid-file=${path.join(dir, 'mysqld.pid')}`,
        '--innodb-buffer-pool-size=64M',
        '--skip-log-bin',
      ],
      process.env,
      logs.mariadb,
    );
    daemons.push(mariadb);
    cleanups.push(() => stop(mariadb));
    await until('the MariaDB socket', () => {
      if (mariadb.exitCode !== null) throw new Error(`mariadbd ended:\n${logs.mariadb.join('')}`);
      return existsSync(socket);
    });
    await run('mariadb', ['--no-defaults', '-S', socket, '-u', 'root', '-e', 'CREATE DATABASE wordpress']);

    // the root: Debian's files as symlinks, our wp-config.php, a wp-content of its own with the must-use plugin
    const root = path.join(dir, 'root');
    mkdirSync(path.join(root, 'wp-content', 'mu-plugins'), { recursive: true });
    mkdirSync(path.join(root, 'wp-content', 'uploads'));
    for (const name of readdirSync(WORDPRESS))
      if (name !== 'wp-config.php' && name !== 'wp-content')
        symlinkSync(path.join(WORDPRESS, name), path.join(root, name));
    for (const name of ['themes', 'plugins'])
      symlinkSync(path.join(WORDPRESS, 'wp-content', name), path.join(root, 'wp-content', name));
    symlinkSync(path.join(HERE, 'wp-config.php'), path.join(root, 'wp-config.php'));
    symlinkSync(
      path.join(HERE, 'pro-membership.php'),
      path.join(root, 'wp-content', 'mu-plugins', 'pro-membership.php'),
    );

    // the feeds from the reference server's modules: types and fields for the plugin, posts for seed.php
    const feeds = laneFeeds();
    const feedTypes = path.join(dir, 'feeds.json');
    const feedPosts = path.join(dir, 'feed-posts.json');
    writeFileSync(feedTypes, JSON.stringify(feeds.types));
    writeFileSync(feedPosts, JSON.stringify(feeds.seed));

    const port = await freePort();
    const env = {
      ...process.env,
      PM_WP_FEEDS: feedTypes,
      PM_WP_ROOT: root,
      PM_WP_DB_NAME: 'wordpress',
      PM_WP_DB_SOCKET: socket,
      PM_WP_SALT: randomBytes(24).toString('hex'),
      PM_WP_HOME: home(port),
      // PHP's server answers one request at a time unless it has workers
      PHP_CLI_SERVER_WORKERS: '4',
    };
    // the port is taken at once; the site answers once installed
    const php = daemon('php', ['-S', `127.0.0.1:${port}`, '-t', root, path.join(HERE, 'router.php')], env, logs.php);
    daemons.push(php);
    cleanups.push(() => stop(php));
    await until('WordPress on its port', () => {
      if (php.exitCode !== null) throw new Error(`php -S ended:\n${logs.php.join('')}`);
      return portOpen(port);
    });

    await run('php', [path.join(HERE, 'install.php')], env);
    const out = await run('php', [path.join(HERE, 'seed.php'), feedPosts], env);
    const seeded = /** @type {Seeded} */ (JSON.parse(out.trim().split('\n').pop() ?? '{}'));
    return { port, dir, seeded, close };
  } catch (e) {
    await close();
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const wp = await startWordPress();
  console.log(`WordPress at http://127.0.0.1:${wp.port}/wp-json/ (Ctrl-C ends it): ${JSON.stringify(wp.seeded)}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.once(signal, () => void wp.close().then(() => process.exit(0)));
}
