// @ts-check
// `npm run csp`: the Content-Security-Policy to send with the build's index.html (its boot script's hash and
// its inline critical CSS's hash), for a static host's header configuration. CSP_CONNECT_SRC adds origins.
import { readFileSync } from 'node:fs';
import { buildContentSecurityPolicy, inlineStyleHashes } from '../server/csp.js';

const html = readFileSync(process.env.DIST_DIR ? `${process.env.DIST_DIR}/index.html` : 'dist/index.html', 'utf8');
const connectSrc = (process.env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
console.log(buildContentSecurityPolicy({ connectSrc, styleHashes: inlineStyleHashes(html) }));
