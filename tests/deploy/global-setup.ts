// The deploy lane's services for the whole run (Playwright's global setup; what it returns is the teardown, which
// also runs when a test fails): a copy of the build (dist/, made by `npm test`'s build step, or DIST_DIR), the
// reference server on it, and nginx in front of both.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type Lane } from './nginx';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { createAppServer } from '../../server/index.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { warmPhotos } from '../../server/content/photo.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(dist, 'sw.js')))
    throw new Error(`the deploy lane serves the build in ${dist}/: run \`npm run build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'pm-deploy-'));
  const closers: Array<() => Promise<unknown>> = [async () => rmSync(dir, { recursive: true, force: true })];
  const close = async () => {
    for (const step of closers.reverse()) await step();
  };
  try {
    const live = join(dir, 'live');
    cpSync(dist, live, { recursive: true });
    const token = randomBytes(16).toString('hex');
    await warmPhotos();
    // nginx calls it from the loopback: the caller it forwards is the one throttled (deploy/README.md)
    const app = createAppServer({
      dataDir: join(dir, 'data'),
      fresh: true,
      staticDir: live,
      control: { token },
      trustedProxies: ['127.0.0.1'],
    });
    const { port } = (await app.listen(0, '127.0.0.1')) as { port: number };
    closers.push(() => app.close());
    // nginx in front of it; then the reference server over HTTPS too, with nginx's certificate (for HSTS)
    const nginx = await startNginx({ dir, live, upstream: port });
    closers.push(() => nginx.close());
    const tlsFiles = {
      key: readFileSync(join(dir, 'nginx', 'key.pem')),
      cert: readFileSync(join(dir, 'nginx', 'cert.pem')),
    };
    const appTls = createAppServer({ dataDir: join(dir, 'data-tls'), fresh: true, staticDir: live, tls: tlsFiles });
    const { port: tlsPort } = (await appTls.listen(0, '127.0.0.1')) as { port: number };
    closers.push(() => appTls.close());

    const shared: Lane = {
      front: nginx.front,
      frontTls: nginx.frontTls,
      node: `http://127.0.0.1:${port}`,
      nodeTls: `https://localhost:${tlsPort}`,
      live,
      dir,
      token,
    };
    process.env.PM_DEPLOY_LANE = JSON.stringify(shared);
    console.log(
      `deploy lane ready in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx at ${nginx.front} and ${nginx.frontTls}`,
    );
    return close;
  } catch (e) {
    await close();
    throw e;
  }
}
