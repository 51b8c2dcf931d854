// @ts-check
/** The app's Content-Security-Policy, in one place so the app's own tests can assert against it. */
import { createHash } from 'node:crypto';
import { POLICY_NAMES } from '../src/services/trusted-type-policies.js';

/** The app's named Trusted Types policies (src/services/trusted-types.ts), and the page's default one. */
export const TRUSTED_TYPE_POLICIES = ['default', ...Object.values(POLICY_NAMES)];

/** The one origin the app frames (its video player); the Permissions-Policy delegates the player's features to it. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** The origin of an absolute URL; a path on the app's own origin needs none. @param {string | undefined} url */
export const originOf = (url) => (url && /^https?:\/\//.test(url) ? new URL(url).origin : null);

/** A space-separated list of CSP sources (CSP_CONNECT_SRC, CSP_IMG_SRC). @param {string | undefined} list */
export const sourceList = (list) => (list ?? '').split(/\s+/).filter(Boolean);

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * CSP hashes of a document's inline <style> and <script> elements: index.html inlines its critical CSS, its
 * early script and its boot script (scripts/vite-first-paint.ts), which change with every build, so the policy is made for the
 * document it is sent with. Only attribute-less elements count: the build writes no other kind.
 * @param {string} html
 */
export function inlineHashes(html) {
  const of = (/** @type {string} */ tag) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, text]) => sha256(text ?? ''));
  return { styleHashes: of('style'), scriptHashes: of('script') };
}

/**
 * @param {{ connectSrc?: string[], imgSrc?: string[], styleHashes?: string[], scriptHashes?: string[] }} [extra]
 * more origins, e.g. services on another host, and the hashes of the document's inline styles and scripts
 * (inlineHashes)
 */
export function buildContentSecurityPolicy({ connectSrc = [], imgSrc = [], styleHashes = [], scriptHashes = [] } = {}) {
  const join = (/** @type {string[]} */ base, /** @type {string[]} */ more) => [...base, ...more].join(' ');
  return [
    "default-src 'self'",
    // index.html's early, boot and greeting scripts are allowed by their hashes, nothing else inline; with 'strict-dynamic' what it loads,
    // and what that loads (the app's modules, the configured tag manager), is trusted, and no origin is
    // ('self' is for browsers older than 'strict-dynamic'; a document with no inline script keeps to it)
    `script-src ${join(["'self'"], scriptHashes.length ? [...scriptHashes, "'strict-dynamic'"] : [])}`,
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
    // script and HTML sinks take only what the app's policies made: an innerHTML bypassing the sanitizer throws
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPE_POLICIES.join(' ')}`,
  ].join('; ');
}
