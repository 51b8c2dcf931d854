// @ts-check
// `npm run csp`: the Content-Security-Policy to send with the build's index.html (the hashes of its inline boot
// script and critical CSS), for a static host's header configuration. The services' origins come from
// the same build variables the app was built with (VITE_MEMBERSHIP_BASE, VITE_CONTENT_BASE): the app calls
// both and shows the content service's images. CSP_CONNECT_SRC and CSP_IMG_SRC add more origins.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildContentSecurityPolicy, inlineHashes, originOf, sourceList } from '../server/csp.js';

/** @param {Record<string, string | undefined>} env @param {string} html */
export function policyFor(env, html) {
  const membership = originOf(env.VITE_MEMBERSHIP_BASE);
  const content = originOf(env.VITE_CONTENT_BASE);
  const unique = (/** @type {Array<string | null>} */ list) => [...new Set(list.filter((o) => o !== null))];
  return buildContentSecurityPolicy({
    connectSrc: unique([membership, content, ...sourceList(env.CSP_CONNECT_SRC)]),
    imgSrc: unique([content, ...sourceList(env.CSP_IMG_SRC)]),
    ...inlineHashes(html),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const html = readFileSync(`${process.env.DIST_DIR ?? 'dist'}/index.html`, 'utf8');
  console.log(policyFor(process.env, html));
}
