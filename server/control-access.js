// @ts-check
/**
 * Who may use the test switches under /__reference/. They are off unless asked for; when on, a request
 * must carry the per-run token, or name an allow-listed host: a page that rebinds its own DNS name to
 * this server still sends its own name as Host, so comparing Origin with Host alone lets it in.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header that carries the per-run token. */
export const CONTROL_TOKEN_HEADER = 'X-Reference-Token';
/** The names a browser on this machine uses for it; `REFERENCE_CONTROL=1` allows these. */
export const LOOPBACK_HOSTS = Object.freeze(['localhost', '127.0.0.1', '[::1]']);

/** @typedef {{ token?: string, hosts?: readonly string[] }} ControlAccess */

/**
 * `true` allows the loopback names; an object allows its token and/or hosts; anything else is off.
 * @param {boolean | ControlAccess | undefined} option
 * @returns {ControlAccess | null}
 */
export function controlAccess(option) {
  if (option === true) return { hosts: LOOPBACK_HOSTS };
  if (!option || typeof option !== 'object') return null;
  const token = option.token || undefined;
  const hosts = option.hosts?.map((h) => h.toLowerCase());
  return token || hosts?.length ? { token, hosts } : null;
}

const digest = (/** @type {string} */ s) => createHash('sha256').update(s, 'utf8').digest();

/** The host name the request was sent to, without the port; null without a usable Host. */
/** @param {string | undefined} host */
const hostName = (host) => (host && URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : null);

/**
 * True when a browser says the request comes from a page on another origin (a sandboxed page says
 * `null`). Tools such as curl and Node's fetch send no Origin; a page of this server sends its own.
 * @param {import('node:http').IncomingMessage} req
 */
function crossOrigin(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== req.headers.host;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {ControlAccess} access
 */
export function mayUseControl(req, access) {
  if (crossOrigin(req)) return false;
  const given = req.headers[CONTROL_TOKEN_HEADER.toLowerCase()];
  if (access.token && typeof given === 'string' && timingSafeEqual(digest(given), digest(access.token))) return true;
  const name = hostName(req.headers.host);
  return Boolean(name && access.hosts?.includes(name));
}
