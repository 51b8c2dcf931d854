// @ts-check
/**
 * The WordPress lane's services, shared by its tests (tests/wordpress/wordpress.ts) and the bench's data report
 * (scripts/bench/data.js): a real WordPress (./wordpress.js), the reference server for the app and the membership
 * provider, and a front on one loopback origin that the browser talks to: /wp-json/ and /wp-content/ go to
 * WordPress, everything else to the reference server (its CSP and its brotli for the app's files kept as they are).
 * WordPress's JSON is gzipped at the front, as a host's web server would (PHP's own server sends it as it is).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { createAppServer } from '../index.js';
import { startWordPress } from './wordpress.js';

/** @typedef {import('./wordpress.js').Seeded} Seeded */
/**
 * @typedef {object} Lane
 * @property {string} url the origin the browser uses (the front)
 * @property {string} dir the lane's temporary directory, removed by close()
 * @property {Seeded} seeded what seed.php made
 * @property {() => Promise<void>} close
 */

/** @param {string} path */
export const toWordPress = (path) =>
  path === '/wp-json' || path.startsWith('/wp-json/') || path.startsWith('/wp-content/');

/**
 * Starts WordPress, the reference server (serving the build in `staticDir`) and the front.
 * @param {{ staticDir: string }} options
 * @returns {Promise<Lane>}
 */
export async function startLane({ staticDir }) {
  /** @type {Array<() => unknown>} */
  const cleanups = [];
  const close = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    // the front first: WordPress's home is the front's origin, so its media URLs point through it
    let wpPort = 0;
    let appPort = 0;
    const front = createServer((req, res) => {
      const path = req.url ?? '/';
      const wp = toWordPress(path);
      const ahead = request(
        { host: '127.0.0.1', port: wp ? wpPort : appPort, path, method: req.method, headers: req.headers },
        (up) => {
          const headers = { ...up.headers };
          const gzip =
            wp &&
            /json/.test(String(headers['content-type'])) &&
            !headers['content-encoding'] &&
            /\bgzip\b/.test(String(req.headers['accept-encoding']));
          if (gzip) {
            delete headers['content-length'];
            headers['content-encoding'] = 'gzip';
            headers.vary = 'Accept-Encoding';
          }
          res.writeHead(up.statusCode ?? 502, headers);
          (gzip ? up.pipe(createGzip()) : up).pipe(res);
        },
      );
      ahead.on('error', () => req.socket.destroy());
      req.pipe(ahead);
    });
    await new Promise((ok) => front.listen(0, '127.0.0.1', () => ok(undefined)));
    cleanups.push(
      () =>
        new Promise((ok) => {
          front.closeAllConnections();
          front.close(() => ok(undefined));
        }),
    );
    const address = /** @type {import('node:net').AddressInfo} */ (front.address());
    const url = `http://127.0.0.1:${address.port}`;

    const wordpress = await startWordPress({ home: () => url });
    cleanups.push(() => wordpress.close());
    wpPort = wordpress.port;

    const dataDir = mkdtempSync(join(tmpdir(), 'pm-wordpress-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app = createAppServer({ dataDir, fresh: true, staticDir, log: () => {} });
    appPort = Number(new URL((await app.listen(0, '127.0.0.1')).url).port);
    cleanups.push(() => app.close());

    return { url, dir: wordpress.dir, seeded: wordpress.seeded, close };
  } catch (e) {
    await close();
    throw e;
  }
}
