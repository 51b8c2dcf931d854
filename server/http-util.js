// @ts-check
/** Small HTTP helpers shared by the reference services: JSON bodies, JSON replies, CORS. */
import zlib from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** Bodies larger than this are refused; the real provider takes only a handful of short fields. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Past this we stop draining and drop the connection, so a huge upload cannot hold the server. */
const MAX_DRAIN_BYTES = 1024 * 1024;

/** Oversized bodies get their own status, so a proxy or a client can tell them from bad fields. */
const tooLarge = (/** @type {Record<string, string>} */ headers = {}) =>
  new HttpError(413, { error: 'payload_too_large', detail: `body must be at most ${MAX_BODY_BYTES} bytes` }, headers);

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
    await drain(req);
    throw badRequest('Content-Type must be application/json');
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) {
    req.pause();
    throw tooLarge({ Connection: 'close' });
  }
  const { chunks, size } = await collect(req, limit);
  if (size > limit) throw tooLarge();
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
 * Reads the body, keeping at most `limit` bytes. It goes on reading (and dropping) past the limit so
 * the client gets our 413 instead of a reset; past MAX_DRAIN_BYTES it gives up and closes.
 * @param {Req} req
 * @param {number} limit
 * @returns {Promise<{ chunks: Buffer[], size: number }>}
 */
function collect(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      if (size > MAX_DRAIN_BYTES) {
        req.pause();
        reject(tooLarge({ Connection: 'close' }));
      }
    });
    req.on('end', () => resolve({ chunks, size }));
    req.on('error', reject);
    // A client that gives up mid-body never sends 'end'; without this the handler would wait forever.
    req.on('close', () => {
      if (!req.complete) reject(new Error('request aborted'));
    });
  });
}

/** Discards a body we will not use. @param {Req} req */
async function drain(req) {
  await collect(req, 0).catch(() => {});
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
