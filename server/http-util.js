// @ts-check
/** Small HTTP helpers shared by the reference services: JSON bodies, JSON replies, CORS. */
import zlib from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** Bodies larger than this are refused, on every route; the real provider takes only a handful of short fields. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Oversized bodies get their own status, so a proxy or a client can tell them from bad fields. The connection is
 * closed with it: the rest of the body is never read.
 */
const tooLarge = () =>
  new HttpError(
    413,
    { error: 'payload_too_large', detail: `body must be at most ${MAX_BODY_BYTES} bytes` },
    { Connection: 'close' },
  );

/** A body whose size is not declared up front (chunked): only a route that reads it can count it. @param {Req} req */
const unsized = (req) => req.headers['transfer-encoding'] !== undefined && req.headers['content-length'] === undefined;

/**
 * Refuses a body before any of it is read (413, connection closed): one declared larger than the limit, or, on a
 * route that does not read bodies (`reads` false), one of undeclared size. A small body such a route does not read
 * is discarded by Node after the answer. Called for every request, whatever its route, method or type.
 * @param {Req} req
 * @param {{ reads: boolean }} how
 */
export function refuseOversizedBody(req, { reads }) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  if (!reads && unsized(req)) throw tooLarge();
}

/** An error that maps to a JSON reply; anything else thrown in a handler becomes a 500. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(String(body.error ?? body.code ?? status));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** @param {string} detail */
export const badRequest = (detail) => new HttpError(400, { error: 'bad_request', detail });

/**
 * Splits a raw request target without `new URL`, which would read `//host/x` as a host name.
 * @param {string | undefined} target
 */
export function splitTarget(target) {
  const raw = target ?? '/';
  const q = raw.indexOf('?');
  const pathname = q === -1 ? raw : raw.slice(0, q);
  const query = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1));
  return { pathname, query };
}

/**
 * Reads a JSON object body: content type, size limit, syntax and shape are all checked here
 * so route handlers only see a plain object.
 * @param {Req} req
 * @param {number} [limit]
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(req, limit = MAX_BODY_BYTES) {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    const error = badRequest('Content-Type must be application/json');
    // a declared body is at most MAX_BODY_BYTES here (refuseOversizedBody) and Node discards it; one of unknown
    // size is not read at all
    if (unsized(req)) error.headers = { Connection: 'close' };
    throw error;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks = await collect(req, limit);
  let parsed;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest('body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('body must be a JSON object');
  }
  return parsed;
}

/**
 * Reads the body; past `limit` bytes it stops reading and refuses it (413, the connection closed).
 * @param {Req} req
 * @param {number} limit
 * @returns {Promise<Buffer[]>}
 */
function collect(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      reject(tooLarge());
    });
    req.on('end', () => resolve(chunks));
    req.on('error', reject);
    // A client that gives up mid-body never sends 'end'; without this the handler would wait forever.
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string | number>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  // Feed pages are several KB of repetitive JSON: compressed, they cost members on 2G a fraction.
  const accepts = String(res.req?.headers['accept-encoding'] ?? '');
  const encoding =
    Buffer.byteLength(text) < 1024 ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const payload =
    encoding === 'br'
      ? zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(text)
        : Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    // keep the CORS `Vary: Origin` set earlier: writeHead's headers would replace it
    Vary: [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    // A JSON reply is never a document; this keeps it inert if someone opens it in a tab.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  });
  res.end(payload);
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string | number>} [headers]
 */
export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * CORS so the services can run on another origin than the app. The membership API answers only the origins it is
 * given (the app's, `APP_ORIGINS`): any other page, `null` included, gets no `Access-Control-Allow-Origin`, so a
 * visitor's browser neither sends its calls nor lets it read the answers. A same-origin call needs no CORS. The
 * content service is public, read-only data and answers `*`.
 * @param {Req} req
 * @param {Res} res
 * @param {{ methods: string, anyOrigin?: boolean, origins?: readonly string[], expose?: string }} how
 * @returns {boolean} true when the request was a preflight and has been answered
 */
export function applyCors(req, res, how) {
  const allowed = setCorsHeaders(req, res, how);
  if (req.method !== 'OPTIONS') return false;
  // a preflight from an origin not allowed is answered without any CORS header: the browser then sends nothing
  res.writeHead(
    204,
    allowed
      ? {
          'Access-Control-Allow-Methods': how.methods,
          'Access-Control-Allow-Headers': 'Content-Type',
          'Access-Control-Max-Age': '600',
          'Content-Length': 0,
        }
      : { 'Content-Length': 0 },
  );
  res.end();
  return true;
}

/**
 * The CORS headers of every answer of a service (applyCors), set before anything else so that a refusal carries
 * them too.
 * @param {Req} req
 * @param {Res} res
 * @param {{ anyOrigin?: boolean, origins?: readonly string[], expose?: string }} how
 * @returns {boolean} whether the caller's origin may read the answer
 */
export function setCorsHeaders(req, res, how) {
  const origin = req.headers.origin;
  const allowed = how.anyOrigin || (origin !== undefined && (how.origins ?? []).includes(origin));
  if (how.anyOrigin) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  } else {
    // the answer depends on Origin whether or not it is allowed: a cache must not hand one origin's to another
    res.setHeader('Vary', 'Origin');
    if (allowed) res.setHeader('Access-Control-Allow-Origin', /** @type {string} */ (origin));
  }
  if (how.expose && allowed) res.setHeader('Access-Control-Expose-Headers', how.expose);
  return allowed;
}
