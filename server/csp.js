// @ts-check
/** The app's Content-Security-Policy, in one place so the app's own tests can assert against it. */
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT_HASH } from './boot-script.js';

/** The one origin the app frames (its video player); the Permissions-Policy delegates the player's features to it. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** The origin of an absolute URL; a path on the app's own origin needs none. @param {string | undefined} url */
export const originOf = (url) => (url && /^https?:\/\//.test(url) ? new URL(url).origin : null);

/** A space-separated list of CSP sources (CSP_CONNECT_SRC, CSP_IMG_SRC). @param {string | undefined} list */
export const sourceList = (list) => (list ?? '').split(/\s+/).filter(Boolean);

/**
 * CSP hashes of a document's inline <style> elements: index.html inlines its critical CSS (scripts/prerender.js),
 * which changes with every build, so the policy is made for the document it is sent with.
 * @param {string} html
 */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => `'sha256-${createHash('sha256').update(css ?? '').digest('base64')}'`);
}

/**
 * @param {{ connectSrc?: string[], imgSrc?: string[], styleHashes?: string[] }} [extra] more origins, e.g.
 * services on another host, and the hashes of the document's inline styles (inlineStyleHashes)
 */
export function buildContentSecurityPolicy({ connectSrc = [], imgSrc = [], styleHashes = [] } = {}) {
  const join = (/** @type {string[]} */ base, /** @type {string[]} */ more) => [...base, ...more].join(' ');
  return [
    "default-src 'self'",
    // index.html's one inline script is allowed by its hash, nothing else inline
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    // the prerendered document's critical CSS by its hash; the app sets no style attributes
    `style-src ${join(["'self'"], styleHashes)}`,
    `img-src ${join(["'self'", 'data:', 'https://i.ytimg.com'], imgSrc)}`,
    `frame-src ${VIDEO_FRAME_ORIGIN}`,
    `connect-src ${join(["'self'"], connectSrc)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}
