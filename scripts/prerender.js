// Puts the prerendered first screen and the critical CSS into dist/index.html: the first paint then needs
// no JavaScript and no second request. The app takes over the same markup when its code arrives.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BOOT_SCRIPT } from '../server/boot-script.js';

const DIST = process.env.DIST_DIR ?? 'dist';
const OUT = 'node_modules/.cache/prerender';

execFileSync('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', OUT, '--logLevel', 'error'], { stdio: 'inherit' });
const { prerender } = await import(pathToFileURL(join(OUT, 'prerender.js')).href);
const { html, title } = prerender();

const indexPath = join(DIST, 'index.html');
let index = readFileSync(indexPath, 'utf8');

// The entry stylesheet is the frame's and the sign-in screen's: inline it, drop the request. A disabled
// <link> to it stays as a marker: a disabled stylesheet is never fetched, but Vite's loader for lazy chunks,
// which lists the entry's stylesheet among their dependencies, sees it as present and does not fetch it
// again (tests/e2e/shell.spec.ts watches for that request).
index = index.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, (_, href) => {
  const css = readFileSync(join(DIST, href), 'utf8');
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
});
// before the body is parsed: hides the prerendered sign-in where it is not the right screen (see there)
index = index.replace('</head>', `<script>${BOOT_SCRIPT}</script></head>`);
index = index.replace('<div id="app"></div>', `<div id="app">${html}</div>`);
index = index.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
writeFileSync(indexPath, index);
console.log(`index.html: prerendered sign-in screen (${html.length} characters) with inline CSS`);
