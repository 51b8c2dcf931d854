// @ts-check
/**
 * One HTTP server for the membership provider (/api/), the content service (/wp-json/,
 * /content-images/), the test switches (/__reference/) and the built app (everything else).
 * Run directly: `node server/index.js [--fresh]`; see server/README.md for the switches.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configFromEnv } from './config.js';
import { buildCatalog } from './content/catalog.js';
import { createContentApi, serveContentImage } from './content/routes.js';
import { createControl } from './control.js';
import { buildContentSecurityPolicy, inlineHashes, originOf } from './csp.js';
import { isoDay } from './dates.js';
import { applyCors, HttpError, sendJson, setSecurityHeaders, splitTarget } from './http-util.js';
import { DEFAULT_CLIENT_CREDENTIALS } from './membership/client-credentials.js';
import { createRateLimiter } from './membership/rate-limit.js';
import { createMembershipApi } from './membership/routes.js';
import { createMemberStore } from './membership/store.js';
import { createStaticHandler } from './static.js';

/**
 * @typedef {object} AppServerOptions
 * @property {string} [dataDir] where membership.json lives (default `.data`)
 * @property {boolean} [fresh] reseed the member file even if it exists
 * @property {string} [staticDir] the built app (default `dist`)
 * @property {boolean} [membershipUnavailable] start in maintenance: every /api/ call answers 503
 * @property {boolean} [control] enable /__reference/ (default true here; `node server/index.js` needs REFERENCE_CONTROL=1)
 * @property {Partial<import('./membership/client-credentials.js').ClientCredentials>} [clientCredentials]
 * @property {string} [publicBase] prefix for content image URLs, e.g. `http://localhost:8080` (default '' = same origin)
 * @property {string[]} [connectSrc] extra origins for the app's CSP connect-src
 * @property {() => number} [now] clock (ms) for rate limits and "today"; tests may move it
 * @property {import('./membership/store.js').PersistHooks} [persistHooks] test hook into the atomic write
 * @property {(message: string) => void} [log] where unexpected errors are reported (default console.error)
 */

/** @param {AppServerOptions} [options] */
export function createAppServer(options = {}) {
  const now = options.now ?? Date.now;
  const today = () => new Date(now());
  const log = options.log ?? ((m) => console.error(m));
  const publicBase = (options.publicBase ?? '').replace(/\/+$/, '');

  const store = createMemberStore({
    dataDir: path.resolve(options.dataDir ?? '.data'),
    fresh: options.fresh ?? false,
    today,
    hooks: options.persistHooks ?? {},
    log,
  });
  const limiter = createRateLimiter({ now });
  const control = createControl({
    resetMembers: store.reset,
    clearRateLimits: limiter.clear,
    initialMaintenance: options.membershipUnavailable ?? false,
  });
  const membership = createMembershipApi({
    store,
    limiter,
    credentials: { ...DEFAULT_CLIENT_CREDENTIALS, ...options.clientCredentials },
    isUnavailable: () => control.maintenance,
  });

  // Content dates are relative to today; rebuild when the day changes under a long-running server.
  let catalogDay = isoDay(today());
  let catalog = buildCatalog({ today: today(), publicBase });
  const content = createContentApi({
    today,
    catalog: () => {
      if (isoDay(today()) !== catalogDay) {
        catalogDay = isoDay(today());
        catalog = buildCatalog({ today: today(), publicBase });
      }
      return catalog;
    },
  });

  const imageOrigin = [originOf(publicBase)].filter((o) => o !== null);
  const serveStatic = createStaticHandler({
    root: path.resolve(options.staticDir ?? 'dist'),
    csp: (html) => buildContentSecurityPolicy({ connectSrc: options.connectSrc ?? [], imgSrc: imageOrigin, ...inlineHashes(html) }),
  });

  /** Services that may be called from another origin, with their CORS rules. */
  const SERVICES = [
    { prefix: '/api/', cors: { methods: 'POST, OPTIONS' }, handle: membership },
    {
      prefix: '/wp-json/',
      cors: { methods: 'GET, HEAD, OPTIONS', anyOrigin: true, expose: 'X-WP-Total, X-WP-TotalPages' },
      handle: content,
    },
    { prefix: '/content-images/', cors: { methods: 'GET, HEAD, OPTIONS', anyOrigin: true }, handle: serveContentImage },
  ];

  const ready = store.init();
  ready.catch(() => {}); // reported by listen(); requests answer 500 meanwhile

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function route(req, res) {
    setSecurityHeaders(res);
    const { pathname, query } = splitTarget(req.url);
    await ready;
    if (pathname.startsWith('/__reference/')) {
      if (options.control === false) throw new HttpError(404, { error: 'not_found' });
      // No CORS here, and a browser request from another page is refused: the switches are for tests only.
      if (crossOrigin(req)) throw new HttpError(403, { error: 'forbidden' });
      return control.handle(req, res, pathname);
    }
    const service = SERVICES.find((s) => pathname.startsWith(s.prefix));
    if (!service) return serveStatic(req, res, pathname);
    if (applyCors(req, res, service.cors)) return;
    // Faults come after CORS so a cross-origin app sees the injected answer, not a CORS failure.
    if (control.applyFault(res, pathname)) return;
    return service.handle(req, res, pathname, query);
  }

  const server = http.createServer((req, res) => {
    // Every request is fenced: a failure answers that request and never reaches the process.
    route(req, res).catch((error) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      log(`reference server: ${req.method} ${req.url} failed: ${error?.stack ?? error}`);
      sendJson(res, 500, { error: 'internal_error' });
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;

  return {
    server,
    control,
    /** Resolves once the member file is loaded and the port is open; port 0 picks a free one. */
    /** @param {number} [port] @param {string} [host] */
    async listen(port = 0, host) {
      await ready;
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(undefined));
      });
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      return { port: address.port, url: `http://localhost:${address.port}` };
    },
    /** Stops listening and drops open connections, including ones held by a `hang` fault. */
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
  };
}

/**
 * True when a browser says the request comes from a page on another origin (a sandboxed page says
 * `null`). Tools such as curl and Node's fetch send no Origin; a page of this server sends its own.
 * @param {http.IncomingMessage} req
 */
function crossOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== req.headers.host;
}

async function main() {
  const { port, host, options } = configFromEnv(process.env, process.argv.slice(2));
  const app = createAppServer(options);
  const { url } = await app.listen(port, host);
  console.log(`Reference services and app: ${url}/`);
  console.log(`  data: ${path.resolve(options.dataDir ?? '.data')}  static: ${path.resolve(options.staticDir ?? 'dist')}`);
  if (options.membershipUnavailable) console.log('  membership API in maintenance (503)');
  if (options.control) console.log('  test switches on under /__reference/ (REFERENCE_CONTROL)');
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => app.close().then(() => process.exit(0)));
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
