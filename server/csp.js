// @ts-check
/** The app's Content-Security-Policy, in one place so the app's own tests can assert against it. */
import { BOOT_SCRIPT_HASH } from './boot-script.js';

/**
 * @param {{ connectSrc?: string[], imgSrc?: string[] }} [extra] more origins, e.g. services on another host
 */
export function buildContentSecurityPolicy({ connectSrc = [], imgSrc = [] } = {}) {
  const join = (/** @type {string[]} */ base, /** @type {string[]} */ more) => [...base, ...more].join(' ');
  return [
    "default-src 'self'",
    // index.html's one inline script is allowed by its hash, nothing else inline
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    // Preact sets style attributes at runtime; inline styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${join(["'self'", 'data:', 'https://i.ytimg.com'], imgSrc)}`,
    'frame-src https://www.youtube-nocookie.com',
    `connect-src ${join(["'self'"], connectSrc)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}
