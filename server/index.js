// @ts-check
/**
 * One HTTP server for the membership provider (/api/), the content service (/wp-json/,
 * /wp-content/uploads/), the test switches (/__reference/) and the built app (everything else).
 * Run directly: `node server/index.js [--fresh]`; see server/README.md for the switches.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configFromEnv } from './config.js';
import { buildCatalog } from './content/catalog.js';
import { createContentApi, serveContentImage } from './content/routes.js';
import { controlAccess, mayUseControl } from './control-access.js';
import { createControl } from './control.js';
import { buildContentSecurityPolicy, inlineHashes, originOf } from './csp.js';
import { isoDay } from './dates.js';
import { applyCors, HttpError, refuseOversizedBody, sendJson, setCorsHeaders, splitTarget } from './http-util.js';
import { DEFAULT_CLIENT_CREDENTIALS } from './membership/client-credentials.js';
import { renewMember } from './membership/renewal.js';
import { createMembershipApi } from './membership/routes.js';
import { normalAddress } from './membership/client-address.js';
import { createMemberStore } from './membership/store.js';
import { createThrottle } from './membership/throttle.js';
import { rawAnswer, setSecurityHeaders } from './security-headers.js';
import { createStaticHandler } from './static.js';

/**
 * @typedef {object} AppServerOptions
 * @property {string} [dataDir] where membership.json lives (default `.data`)
 * @property {boolean} [fresh] reseed the member file even if it exists
 * @property {string} [staticDir] the built app (default `dist`)
 * @property {boolean} [membershipUnavailable] start in maintenance: every /api/ call answers 503
 * @property {boolean | import('./control-access.js').ControlAccess} [control] enable /__reference/: `true` for
 *   the loopback host names (REFERENCE_CONTROL=1), `{ token }` for requests carrying it; off by default
 * @property {Partial<import('./membership/throttle.js').Limits>} [limits] the provider's throttle (tests lower or lift them)
 * @property {{ key: string | Buffer, cert: string | Buffer }} [tls] serve HTTPS (and HSTS) with this key and certificate
 * @property {Partial<import('./membership/client-credentials.js').ClientCredentials>} [clientCredentials]
 * @property {boolean} [hostileContent] serve the hostile samples among the content (HOSTILE_CONTENT=1; tests only)
 * @property {string} [publicBase] prefix for content image URLs, e.g. `http://localhost:8080` (default '' = same origin)
 * @property {string[]} [connectSrc] extra origins for the app's CSP connect-src
 * @property {string[]} [appOrigins] origins of the app when it runs elsewhere: the only ones `/api/` answers with CORS
 * @property {string[]} [trustedProxies] addresses of the app's own proxies (TRUSTED_PROXIES): their
 *   `X-Forwarded-For` names the caller, and they are not held to the per-address connection cap
 * @property {() => number} [now] clock (ms) for rate limits and "today"; tests may move it
 * @property {import('./membership/store.js').PersistHooks} [persistHooks] test hook into the atomic write
 * @property {(message: string) => void} [log] where unexpected errors are reported (default console.error)
 * @property {Partial<Bounds>} [bounds] how long a request may take to arrive and how many connections an address
 *   may hold (tests lower them; MAX_CONNECTIONS_PER_ADDRESS)
 */

/**
 * @typedef {object} Bounds
 * @property {number} headersMs a request's headers must have arrived within this
 * @property {number} requestMs its whole body too (counted from its start)
 * @property {number} checkMs how often connections are checked against those two
 * @property {number} connectionsPerAddress open connections one client address may hold; past it a new one is closed
 */

/** @type {Bounds} */
export const DEFAULT_BOUNDS = {
  headersMs: 9_000,
  requestMs: 9_000,
  checkMs: 1_000,
  // a browser opens 6 per host over HTTP/1.1, and tabs, a service worker and a household or an office behind one
  // address share it; the browser tests' workers all come from one address, and the flood test sends 200 at once
  connectionsPerAddress: 256,
};

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
  const throttle = createThrottle({ now, limits: options.limits });
  const access = controlAccess(options.control);
  const control = createControl({
    resetMembers: store.reset,
    clearRateLimits: throttle.clear,
    initialMaintenance: options.membershipUnavailable ?? false,
    renewMember: (memberNumber) => renewMember(store, memberNumber, today()),
  });
  const trustedProxies = new Set((options.trustedProxies ?? []).map(normalAddress));
  const membership = createMembershipApi({
    store,
    throttle,
    credentials: { ...DEFAULT_CLIENT_CREDENTIALS, ...options.clientCredentials },
    isUnavailable: () => control.maintenance,
    log,
    trustedProxies,
  });

  // Content dates are relative to today; rebuild when the day changes under a long-running server.
  const build = () => buildCatalog({ today: today(), publicBase, hostile: options.hostileContent ?? false });
  let catalogDay = isoDay(today());
  let catalog = build();
  const content = createContentApi({
    today,
    catalog: () => {
      if (isoDay(today()) !== catalogDay) {
        catalogDay = isoDay(today());
        catalog = build();
      }
      return catalog;
    },
  });

  const imageOrigin = [originOf(publicBase)].filter((o) => o !== null);
  const serveStatic = createStaticHandler({
    root: path.resolve(options.staticDir ?? 'dist'),
    csp: (html) =>
      buildContentSecurityPolicy({ connectSrc: options.connectSrc ?? [], imgSrc: imageOrigin, ...inlineHashes(html) }),
  });

  /** Services that may be called from another origin, with their CORS rules. */
  const SERVICES = [
    { prefix: '/api/', cors: { methods: 'POST, OPTIONS', origins: options.appOrigins ?? [] }, handle: membership },
    {
      prefix: '/wp-json/',
      cors: { methods: 'GET, HEAD, OPTIONS', anyOrigin: true, expose: 'X-WP-Total, X-WP-TotalPages' },
      handle: content,
    },
    {
      prefix: '/wp-content/uploads/',
      cors: { methods: 'GET, HEAD, OPTIONS', anyOrigin: true },
      handle: serveContentImage,
    },
  ];

  const ready = store.init();
  ready.catch(() => {}); // reported by listen(); requests answer 500 meanwhile

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function route(req, res) {
    setSecurityHeaders(res, { https: Boolean(options.tls) });
    const { pathname, query } = splitTarget(req.url);
    const service = SERVICES.find((s) => pathname.startsWith(s.prefix));
    if (service) setCorsHeaders(req, res, service.cors);
    // every body is measured before anything reads it; only the POST routes read one
    const switches = pathname.startsWith('/__reference/');
    refuseOversizedBody(req, { reads: req.method === 'POST' && (switches || service?.prefix === '/api/') });
    await ready;
    if (switches) {
      if (!access) throw new HttpError(404, { error: 'not_found' });
      // No CORS here, and only the token or an allow-listed host gets in: the switches are for tests only.
      if (!mayUseControl(req, access)) throw new HttpError(403, { error: 'forbidden' });
      return control.handle(req, res, pathname);
    }
    if (!service) return serveStatic(req, res, pathname);
    if (applyCors(req, res, service.cors)) return;
    // Faults come after CORS so a cross-origin app sees the injected answer, not a CORS failure.
    if (control.applyFault(res, pathname)) return;
    return service.handle(req, res, pathname, query);
  }

  /** @type {http.RequestListener} */
  const listener = (req, res) => {
    // Every request is fenced: a failure answers that request and never reaches the process.
    route(req, res).catch((error) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      log(`reference server: ${req.method} ${req.url} failed: ${error?.stack ?? error}`);
      sendJson(res, 500, { error: 'internal_error' });
    });
  };
  const bounds = { ...DEFAULT_BOUNDS, ...options.bounds };
  // Slow headers and slow bodies are cut (408) once they are older than these, checked every checkMs.
  const serverOptions = {
    headersTimeout: bounds.headersMs,
    requestTimeout: bounds.requestMs,
    connectionsCheckingInterval: bounds.checkMs,
  };
  const server = options.tls
    ? https.createServer({ ...options.tls, ...serverOptions }, listener)
    : http.createServer(serverOptions, listener);
  limitConnectionsPerAddress(server, bounds.connectionsPerAddress, trustedProxies);
  // an idle connection is kept longer than a client waits before reusing it: with Node's 5 s, a request sent on a
  // connection just as the server closed it was reset (seen in the browser tests' control requests)
  server.keepAliveTimeout = 65_000;
  // a request Node cannot take is answered as Node would, but with the security headers every answer carries
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    const answering = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage?.headersSent;
    if (!socket.writable || answering || error.code === 'ECONNRESET') return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawAnswer(status, { https: Boolean(options.tls) }));
  });

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
      return { port: address.port, url: `${options.tls ? 'https' : 'http'}://localhost:${address.port}` };
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
 * Closes a connection at once, before reading anything, when its address holds `limit` open ones already: many slow
 * connections from one client cannot take the server. The app's own proxies are not held to it (every member
 * comes through them; the cap is theirs to keep, deploy/app.conf).
 * @param {http.Server | https.Server} server
 * @param {number} limit
 * @param {ReadonlySet<string>} trusted the proxies' addresses
 */
function limitConnectionsPerAddress(server, limit, trusted) {
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    const address = normalAddress(socket.remoteAddress);
    if (trusted.has(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= limit) return void socket.destroy();
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

async function main() {
  const { port, host, tlsFiles, options } = configFromEnv(process.env, process.argv.slice(2));
  const tls = tlsFiles && { key: readFileSync(tlsFiles.key), cert: readFileSync(tlsFiles.cert) };
  const app = createAppServer({ ...options, tls });
  const { url } = await app.listen(port, host);
  console.log(`Reference services and app: ${url}/`);
  console.log(
    `  data: ${path.resolve(options.dataDir ?? '.data')}  static: ${path.resolve(options.staticDir ?? 'dist')}`,
  );
  if (options.membershipUnavailable) console.log('  membership API in maintenance (503)');
  if (options.control) console.log('  test switches on under /__reference/ (REFERENCE_CONTROL)');
  if (tls) console.log('  HTTPS with HSTS (TLS_KEY_FILE, TLS_CERT_FILE)');
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
