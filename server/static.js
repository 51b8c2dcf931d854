// @ts-check
/**
 * Serves the built app (Vite's dist/). Hash routing means every real page is `/`, so a missing file
 * is a plain 404, never a fallback to index.html.
 */
import { createReadStream } from 'node:fs';
import { realpath, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sendText } from './http-util.js';
import { dropDocumentHeaders } from './security-headers.js';

const MIME = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
});
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml)/;
/** Below this the headers cost more than compression saves. */
const MIN_COMPRESS_BYTES = 256;
/** Compressed copies kept in memory; the whole app is far smaller than this. */
const MEMO_LIMIT_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @param {{ root: string, csp: string | ((html: string) => string) }} options the policy for HTML documents,
 * or a function making it from the document (for the hashes of its inline styles)
 */
export function createStaticHandler({ root, csp }) {
  /** @type {Map<string, string>} a document's policy, keyed by file, mtime and size */
  const policies = new Map();
  /** @param {string} file @param {import('node:fs').Stats} info */
  async function policyFor(file, info) {
    if (typeof csp === 'string') return csp;
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    const made = policies.get(key) ?? csp(await readFile(file, 'utf8'));
    if (policies.size > 50) policies.clear();
    policies.set(key, made);
    return made;
  }
  const rootPath = path.resolve(root);
  /** @type {Map<string, Buffer>} keyed by file, mtime, size and encoding, so a rebuild is picked up */
  const memo = new Map();
  let memoBytes = 0;

  /** @param {string} key @param {() => Promise<Buffer>} make */
  async function memoized(key, make) {
    const hit = memo.get(key);
    if (hit) return hit;
    const made = await make();
    memo.set(key, made);
    memoBytes += made.length;
    for (const [k, v] of memo) {
      if (memoBytes <= MEMO_LIMIT_BYTES) break;
      memo.delete(k);
      memoBytes -= v.length;
    }
    return made;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  return async function serveStatic(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    }
    const realRoot = await realpath(rootPath).catch(() => null);
    if (!realRoot) {
      return sendText(res, 503, 'The app is not built yet. Run `npm run build`, then reload.\n', {
        'Retry-After': '10',
      });
    }
    const file = await resolveFile(realRoot, pathname === '/' ? '/index.html' : pathname);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return sendText(res, 404, 'Not found\n');

    const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type) && info.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? pickEncoding(String(req.headers['accept-encoding'] ?? '')) : null;
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    /** @type {Record<string, string | number>} */
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControl(pathname), ETag: etag };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = await policyFor(file, info);
    if (pathname.startsWith('/assets/')) dropDocumentHeaders(res); // hashed code, styles and images: never a document

    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (encoding) {
      const key = `${file}:${info.mtimeMs}:${info.size}:${encoding}`;
      const body = await memoized(key, async () => {
        const raw = await readFile(file);
        // the quality a host precompressing its files would use (and npm run size measures): paid once per file
        return encoding === 'br'
          ? brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzip(raw, { level: 9 });
      });
      res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/**
 * Maps a URL path into the root, or null. Refuses `..`, dot-files, encoded slashes and NUL, and
 * checks the real path so a symlink cannot lead outside the root either.
 * @param {string} realRoot
 * @param {string} pathname
 */
async function resolveFile(realRoot, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.endsWith('/')) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const candidate = path.join(realRoot, ...segments);
  const real = await realpath(candidate).catch(() => null);
  return real && real.startsWith(realRoot + path.sep) ? real : null;
}

/** Hashed bundles never change; the shell and the worker must be revalidated on every load. */
/** @param {string} pathname */
function cacheControl(pathname) {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Brotli when the client takes it (smaller), else gzip, else none. Honours q=0.
 * @param {string} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

export { buildContentSecurityPolicy } from './csp.js';
