// The deploy lane's services (tests/deploy/): Debian's nginx with deploy/'s configuration, as a normal program (its
// own prefix, pid file, logs and temporary paths in the lane's directory), serving a copy of the build in front of
// the reference server, over HTTP and HTTPS; and the reference server itself, serving the same copy, whose answers
// nginx's are held to.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli filter (libnginx-mod-http-brotli-filter), which a Debian nginx loads from modules-enabled/. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** What the lane's processes share, through the environment (Playwright's global setup to its tests). */
export interface Lane {
  /** nginx, plain and TLS */
  front: string;
  frontTls: string;
  /** the reference server, plain and TLS, serving the same build */
  node: string;
  nodeTls: string;
  /** the build nginx serves (a copy of dist/) */
  live: string;
  /** the lane's directory; nginx's prefix is its nginx/ */
  dir: string;
  /** the reference server's control token */
  token: string;
}

export const lane = (): Lane => JSON.parse(process.env.PM_DEPLOY_LANE ?? 'null') as Lane;

/** Loopback ports free now, all different (each held until all are picked): nginx cannot be given port 0. */
async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((ok, fail) => {
          probe.once('error', fail);
          probe.listen(0, '127.0.0.1', () => ok((probe.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((ok) => probe.close(ok))));
  return ports;
}

/**
 * The Content-Security-Policy include for the build in `dist`, made from `npm run csp` (scripts/print-csp.js, run
 * without npm's start-up) as an operator does (deploy/README.md): `add_header Content-Security-Policy "<policy>" always;`.
 */
export function cspInclude(dist: string): string {
  const policy = execFileSync(process.execPath, ['scripts/print-csp.js'], {
    env: { ...process.env, DIST_DIR: dist },
    encoding: 'utf8',
  }).trim();
  if (!policy.startsWith("default-src 'self'") || /["\n$]/.test(policy))
    throw new Error(`npm run csp printed no policy nginx can quote: ${policy}`);
  return `add_header Content-Security-Policy "${policy}" always;\n`;
}

/** The main configuration: the server block deploy/README.md shows, on loopback, with the lane's own paths. */
function mainConf(o: { prefix: string; live: string; port: number; tlsPort: number; upstream: number }): string {
  const tmp = (name: string) => `${name}_temp_path ${join(o.prefix, 'tmp', name)};`;
  return `# written by tests/deploy/nginx.ts for one run of the deploy lane
${existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '# no brotli module: deploy/app.conf will not load'}
daemon off;
worker_processes 1;
pid ${join(o.prefix, 'nginx.pid')};
error_log ${join(o.prefix, 'error.log')} notice;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(tmp).join('\n    ')}
    upstream membership_provider { server 127.0.0.1:${o.upstream}; keepalive 4; }
    upstream content_service { server 127.0.0.1:${o.upstream}; keepalive 4; }
    limit_conn_zone $binary_remote_addr zone=per_address:10m;
    server {
        listen 127.0.0.1:${o.port};
        listen 127.0.0.1:${o.tlsPort} ssl;
        server_name localhost;
        ssl_certificate ${join(o.prefix, 'cert.pem')};
        ssl_certificate_key ${join(o.prefix, 'key.pem')};
        root ${o.live};
        include pro-membership/app.conf;
    }
}
`;
}

/** The lines nginx has logged so far. */
const log = (prefix: string) =>
  existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';

/** Resolves once `done(log)` holds, re-checking as nginx writes to its log; fails on an [emerg] or after 20 s. */
function untilLogged(prefix: string, done: (log: string) => boolean, what: string, since = 0): Promise<void> {
  return new Promise((ok, fail) => {
    const watcher = watch(prefix, () => check());
    const timer = setTimeout(
      () => finish(new Error(`nginx: no ${what} in 20 s:\n${log(prefix).slice(since)}`)),
      20_000,
    );
    function finish(error?: Error) {
      watcher.close();
      clearTimeout(timer);
      if (error) fail(error);
      else ok();
    }
    function check() {
      const text = log(prefix).slice(since);
      if (/\[emerg\]/.test(text)) finish(new Error(`nginx refused its configuration:\n${text}`));
      else if (done(text)) finish();
    }
    check();
  });
}

/** The worker processes started last, by pid. */
const workers = (text: string) => [...text.matchAll(/start worker process (\d+)/g)].map(([, pid]) => pid!);

/**
 * Starts nginx on the build in `live`, in front of the reference server at `upstream`. Fails if nginx is missing.
 */
export async function startNginx(o: { dir: string; live: string; upstream: number }) {
  if (!existsSync(NGINX))
    throw new Error(
      `the deploy lane needs Debian's nginx at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-filter)`,
    );
  const prefix = join(o.dir, 'nginx');
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(prefix, 'tmp', name), { recursive: true });
  const own = join(prefix, 'pro-membership');
  mkdirSync(own);
  for (const file of readdirSync('deploy').filter((f) => f.endsWith('.conf')))
    copyFileSync(join('deploy', file), join(own, file));
  writeFileSync(join(own, 'csp.conf'), cspInclude(o.live));
  // a certificate for loopback, made for this run
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(prefix, 'key.pem'),
      '-out',
      join(prefix, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  // a port picked free can be taken before nginx binds it (another run on the machine): then two more, twice at most
  for (let attempt = 1; ; attempt++) {
    const [port, tlsPort] = await freePorts(2);
    writeFileSync(
      join(prefix, 'nginx.conf'),
      mainConf({ prefix, live: o.live, port: port!, tlsPort: tlsPort!, upstream: o.upstream }),
    );
    rmSync(join(prefix, 'error.log'), { force: true });
    const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<never>((_, fail) =>
      child.once('exit', (code) => fail(new Error(`nginx exited (${code}):\n${log(prefix)}`))),
    );
    exited.catch(() => {});
    try {
      await Promise.race([untilLogged(prefix, (text) => workers(text).length > 0, 'worker process'), exited]);
    } catch (e) {
      if (child.exitCode === null) {
        const gone = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGQUIT');
        await gone;
      }
      if (attempt < 3 && /Address already in use/.test(log(prefix))) continue;
      throw e;
    }
    return {
      front: `http://127.0.0.1:${port}`,
      frontTls: `https://localhost:${tlsPort}`,
      close: async () => {
        if (child.exitCode !== null) return;
        const gone = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGQUIT');
        await gone;
      },
    };
  }
}

/**
 * A deploy over the running one, as an operator makes it: the new build's files in place of the old, its
 * policy in csp.conf, and nginx reloaded; resolves once the old worker has gone, so every answer is the new
 * configuration's.
 */
export async function deploy(next: string): Promise<void> {
  const { dir, live } = lane();
  const prefix = join(dir, 'nginx');
  rmSync(live, { recursive: true });
  cpSync(next, live, { recursive: true });
  writeFileSync(join(prefix, 'pro-membership', 'csp.conf'), cspInclude(live));
  const before = log(prefix);
  const old = workers(before);
  process.kill(Number(readFileSync(join(prefix, 'nginx.pid'), 'utf8')), 'SIGHUP');
  await untilLogged(
    prefix,
    (text) => workers(text).length > 0 && old.every((pid) => new RegExp(`worker process ${pid} exited`).test(text)),
    'reload',
    before.length,
  );
}
