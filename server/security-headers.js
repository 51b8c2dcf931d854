// @ts-check
/** Headers every answer carries, whatever route answers it (docs/deploy.md lists them for static hosts). */
import { STATUS_CODES } from 'node:http';
import { VIDEO_FRAME_ORIGIN } from './csp.js';

/** The video player may autoplay, go full screen and so on, in its frame only; nothing may use the rest. */
const PLAYER = `(self "${VIDEO_FRAME_ORIGIN}")`;
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=${PLAYER}`,
  'camera=()',
  'display-capture=()',
  `encrypted-media=${PLAYER}`,
  `fullscreen=${PLAYER}`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=${PLAYER}`,
  'publickey-credentials-get=()',
  'usb=()',
].join(', ');

/** Two years, subdomains too: once a browser has seen HTTPS here it never asks over plain HTTP again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** @type {Readonly<Record<string, string>>} */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * Policies a browser applies to a document it opens (and to a service worker's script). On the app's hashed
 * scripts, styles and images they do nothing, and on slow 2G their 0.4 KB on each of a first visit's dozen files
 * costs most of a second: files under /assets/ go without them (server/static.js).
 * @type {Readonly<Record<string, string>>}
 */
export const DOCUMENT_HEADERS = Object.freeze({
  // a site that opens the app in a window keeps no handle on it, nor does a page the app opens
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
});

/**
 * HSTS only over HTTPS: browsers ignore it on plain HTTP, and there it would only mislead a reader.
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean }} how
 */
export function setSecurityHeaders(res, { https }) {
  for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...DOCUMENT_HEADERS })) res.setHeader(name, value);
  if (https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}

/**
 * The whole answer Node would send by itself to a request it cannot take (a malformed one 400, a slow one 408,
 * headers too large 431), with the headers every answer carries: written straight to the socket, as such a
 * request has no response object.
 * @param {number} status @param {{ https: boolean }} how
 */
export function rawAnswer(status, { https }) {
  const headers = {
    ...SECURITY_HEADERS,
    ...DOCUMENT_HEADERS,
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'Content-Length': '0',
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`;
}

/** For a file no browser opens as a document. @param {import('node:http').ServerResponse} res */
export function dropDocumentHeaders(res) {
  for (const name of Object.keys(DOCUMENT_HEADERS)) res.removeHeader(name);
}
