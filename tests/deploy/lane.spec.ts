// The deploy proven on a real web server: Debian's nginx with deploy/'s configuration serves the build and proxies
// the services (tests/deploy/global-setup.ts). Its answers are held to the reference server's, header for header, and
// the member journeys run through it: a sign-in, the card offline, a feed, an update deployed as an operator does.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { watchProblems } from '../shared/page-problems';
import { cspInclude, deploy, lane, NGINX } from './nginx';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { CONTROL_TOKEN_HEADER } from '../../server/control-access.js';

const PASSWORD = 'Makeup2026';

/** Every test starts from the seed and fails on a page error, a dialog or a CSP violation. */
const test = base.extend<{ guardPage: void }>({
  guardPage: [
    async ({ page }, use) => {
      const reset = await fetch(`${lane().node}/__reference/reset`, {
        method: 'POST',
        headers: { [CONTROL_TOKEN_HEADER as string]: lane().token },
      });
      expect(reset.ok).toBe(true);
      const problems = await watchProblems(page);
      await use();
      expect(problems, 'page errors, dialogs or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request as a browser would send it, the answer as it came (not decompressed). */
function ask(
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((ok, fail) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = send(url, { method: o.method ?? 'GET', headers: o.headers, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) headers[name] = String(value);
        ok({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(o.body);
  });
}

/** Headers that belong to the connection or to each server's own validators, not to the deploy's rules. */
const TRANSPORT = new Set([
  'date',
  'server',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
]);
/** Vary names header fields: once or twice is the same (nginx adds its own to a service's that it compresses). */
const fields = (vary: string) => [...new Set(vary.split(',').map((f) => f.trim().toLowerCase()))].sort().join(', ');
const rules = (a: Answer) => ({
  status: a.status,
  ...Object.fromEntries(
    Object.entries(a.headers)
      .filter(([name]) => !TRANSPORT.has(name))
      .map(([name, value]) => [name, name === 'vary' ? fields(value) : value])
      .sort(([x], [y]) => x!.localeCompare(y!)),
  ),
});

const client = {
  clientAppId: 'pro-membership-demo',
  clientUserName: 'demo-client',
  clientPassword: 'demo-client-secret',
};
const pwd = (email: string) => createHash('sha256').update(`${email}:${PASSWORD}`).digest('hex');

/** The requests compared: the document, hashed code and style, the worker, the manifest, an icon, what is not
 * there, and each service. */
async function requests(): Promise<
  Array<[string, { method?: string; headers?: Record<string, string>; body?: string }]>
> {
  const { live, node } = lane();
  const html = readFileSync(join(live, 'index.html'), 'utf8');
  const script = /\/assets\/[\w-]+\.js/.exec(html)![0];
  const style = `/assets/${readdirSync(join(live, 'assets')).find((f) => f.endsWith('.css'))}`;
  const icon = `/icons/${readdirSync(join(live, 'icons'))[0]}`;
  const feed = '/wp-json/wp/v2/article?per_page=10&wpml_language=en';
  const photo = /\/wp-content\/uploads\/[\w/.-]+\.jpg/.exec(String((await ask(`${node}${feed}`)).body))![0];
  const json = { 'Content-Type': 'application/json' };
  return [
    ['/', {}],
    ['/index.html', {}],
    [script, {}],
    [style, {}],
    ['/sw.js', {}],
    ['/manifest.webmanifest', {}],
    [icon, {}],
    ['/favicon.ico', {}],
    ['/nothing-here', {}],
    ['/assets/', {}],
    ['/.vite/manifest.json', {}],
    [
      '/api/membership/getmember',
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...client, userName: 'active@demo.test', password: pwd('active@demo.test') }),
      },
    ],
    ['/api/membership/getmember', { method: 'POST', headers: json, body: '{}' }],
    [feed, {}],
    ['/wp-json/acf/v3/options/site-options', {}],
    [photo, {}],
  ];
}

test('nginx answers every kind of request with the headers the reference server sends, over HTTP and HTTPS', async () => {
  const { front, frontTls, node, nodeTls } = lane();
  const differences: string[] = [];
  const asked = await requests();
  let compared = 0;
  for (const [servers, encodings] of [
    [
      [front, node],
      ['br, gzip, deflate', 'gzip', ''],
    ],
    [[frontTls, nodeTls], ['br, gzip, deflate']],
  ] as const)
    for (const [path, how] of asked)
      for (const encoding of encodings) {
        const headers = { ...how.headers, ...(encoding ? { 'Accept-Encoding': encoding } : {}) };
        const [nginx, reference] = await Promise.all(servers.map((s) => ask(`${s}${path}`, { ...how, headers })));
        compared++;
        const [got, want] = [JSON.stringify(rules(nginx!)), JSON.stringify(rules(reference!))];
        if (got !== want)
          differences.push(
            `${how.method ?? 'GET'} ${servers[0]}${path} (${encoding || 'no encoding'}):\n  nginx ${got}\n  node  ${want}`,
          );
      }
  expect(differences, 'nginx and the reference server disagree').toEqual([]);
  expect(compared).toBe(asked.length * 4);
});

test("deploy/README.md's site and its policy command, inside Debian's own nginx.conf, pass nginx -t", async () => {
  const readme = readFileSync('deploy/README.md', 'utf8');
  const etc = mkdtempSync(join(tmpdir(), 'pm-deploy-etc-'));
  try {
    // Debian's /etc/nginx as it is installed, moved to a folder of the test's own
    cpSync('/etc/nginx', etc, { recursive: true });
    symlinkSync('/usr/lib/nginx/modules', join(etc, 'modules'));
    const conf = join(etc, 'nginx.conf');
    writeFileSync(
      conf,
      readFileSync(conf, 'utf8')
        .replaceAll('/etc/nginx/', `${etc}/`)
        .replace(/^pid .*$/m, `pid ${etc}/nginx.pid;`)
        .replaceAll('/var/log/nginx/', `${etc}/`),
    );
    for (const site of readdirSync(join(etc, 'sites-enabled'))) rmSync(join(etc, 'sites-enabled', site));
    mkdirSync(join(etc, 'pro-membership'));
    for (const file of readdirSync('deploy').filter((f) => f.endsWith('.conf')))
      cpSync(join('deploy', file), join(etc, 'pro-membership', file));
    // the README's command for the policy, as an operator runs it
    const command = /^printf .*csp\.conf$/m.exec(readme)![0].replace('/etc/nginx/', `${etc}/`);
    execFileSync('sh', ['-c', command], { env: { ...process.env, DIST_DIR: lane().live } });
    expect(readFileSync(join(etc, 'pro-membership', 'csp.conf'), 'utf8')).toBe(cspInclude(lane().live));
    // the README's site, with a certificate of the test's own
    const site = /```nginx\n([\s\S]*?)```/.exec(readme)![1]!;
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'].concat([
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(etc, 'key.pem'),
        '-out',
        join(etc, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    const certificate = /ssl_certificate (\S+);/.exec(site)![1]!;
    const key = /ssl_certificate_key (\S+);/.exec(site)![1]!;
    writeFileSync(
      join(etc, 'sites-enabled', 'pro-membership'),
      site.replace(certificate, join(etc, 'cert.pem')).replace(key, join(etc, 'key.pem')),
    );
    const checked = spawnSync(NGINX, ['-t', '-p', etc, '-c', conf], { encoding: 'utf8' });
    expect(checked.stderr).toContain('test is successful');
    expect(checked.stderr).not.toMatch(/\[(warn|emerg)\]/);
  } finally {
    rmSync(etc, { recursive: true, force: true });
  }
});

test("the reference server's test switches are not reachable through the deploy", async () => {
  const { front, token } = lane();
  const answer = await ask(`${front}/__reference/reset`, {
    method: 'POST',
    headers: { [CONTROL_TOKEN_HEADER as string]: token },
  });
  expect(answer.status).toBe(404);
});

test('a revalidation gets a 304 with the same rules: the document, the worker and a hashed file', async () => {
  const { front, node, live } = lane();
  const script = /\/assets\/[\w-]+\.js/.exec(readFileSync(join(live, 'index.html'), 'utf8'))![0];
  for (const path of ['/', '/sw.js', script])
    for (const server of [front, node]) {
      const headers = { 'Accept-Encoding': 'br, gzip' };
      const first = await ask(`${server}${path}`, { headers });
      const again = await ask(`${server}${path}`, { headers: { ...headers, 'If-None-Match': first.headers.etag! } });
      expect(again.status, `${server}${path}`).toBe(304);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
});

/** What `npm run csp` prints for the build in `dist`. */
const policy = (dist: string) =>
  execFileSync(process.execPath, ['scripts/print-csp.js'], {
    env: { ...process.env, DIST_DIR: dist },
    encoding: 'utf8',
  }).trim();

/** Signs the demo member in through nginx, onto the dashboard, and waits for the worker to control the page. */
async function signIn(page: Page) {
  const response = await page.goto(`${lane().front}/#/`);
  // the policy the browser got is the one `npm run csp` prints for this build
  expect(response!.headers()['content-security-policy']).toBe(policy(lane().live));
  await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
  await page.getByLabel('Membership e-mail').fill('active@demo.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
  });
}

const go = async (page: Page, path: string) => {
  await page.evaluate((p) => (location.hash = p), path);
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
};

test('a member signs in through nginx, reads a feed with its pictures, and opens the card offline', async ({
  page,
}) => {
  await signIn(page);
  await go(page, '/latest-news');
  const first = page.locator('.feed-item').first();
  await expect(first.locator('h2')).not.toBeEmpty();
  await expect
    .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await go(page, '/card');
  await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  await expect(page.locator('.card-offline')).toContainText('You are offline.');
  await page.context().setOffline(false);
});

test('a new build deployed as deploy/README.md says (files, csp.conf, reload) reaches the member as an update', async ({
  page,
}) => {
  const root = mkdtempSync(join(tmpdir(), 'pm-deploy-next-'));
  try {
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await signIn(page);

    // the next version: its first paint's inline CSS changed, so its policy has another hash, which the browser gets
    // only if csp.conf was made again and nginx reloaded; and with it the worker (a build of the app's code alone would
    // take the lane past its time on a busy machine, and test nothing more of the server)
    const next = join(root, 'next');
    cpSync(lane().live, next, { recursive: true });
    const html = join(next, 'index.html');
    writeFileSync(html, readFileSync(html, 'utf8').replace('</style>', '/* next */</style>'));
    execFileSync(process.execPath, ['scripts/build-sw.js'], { env: { ...process.env, DIST_DIR: next } });
    const before = policy(lane().live);
    await deploy(next);
    expect(policy(lane().live)).not.toBe(before);

    // the member leaves the tab and comes back: the app checks for a new version then
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(page.getByText('Update available')).toBeVisible({ timeout: 30_000 });
    const updated = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await updated;
    // the new document, its CSS allowed by the new policy (a violation fails the test), under the new worker
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('/* next */')),
      ),
    ).toBe(true);
    await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
    await expect(page.locator('main')).toBeVisible();
    expect(failed).toEqual([]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
