// Puts the prerendered first screen and the critical CSS into dist/index.html: the first paint then needs
// no JavaScript and no second request. The app takes over the same markup when its code arrives.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_ENTRY, APP_MODULE, APP_SHELL, APP_VISITOR, BOOT_SCRIPT, MANIFEST_LINK } from '../server/boot-script.js';

const DIST = process.env.DIST_DIR ?? 'dist';
const OUT = join('node_modules/.cache', `prerender${DIST === 'dist' ? '' : '-' + DIST.replace(/[^\w]+/g, '_')}`);

execFileSync('npx', ['vite', 'build', '--ssr', 'src/prerender.tsx', '--outDir', OUT, '--logLevel', 'error'], { stdio: 'inherit' });
const { prerender, NODES_ATTR } = await import(pathToFileURL(join(OUT, 'prerender.js')).href);
const { html, title, nodes } = prerender();

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
// The app's scripts become inert links; the boot script loads them after the first paint, or at once where
// the prerendered sign-in is not the screen (see there). The entry is listed first, as Vite wrote it.
let entries = 0;
index = index.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src) =>
  (entries++, `<link ${APP_MODULE} ${APP_ENTRY} href="${src}">`));
index = index.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, `<link ${APP_MODULE} href="$1">`);
if (entries !== 1 || /<script type="module"|rel="modulepreload"/.test(index)) {
  throw new Error('index.html: expected one module entry and module preloads in the form Vite writes them');
}
// The sign-in screen's chunks past the entry's own imports (see APP_VISITOR), and the app chunk with what it
// imports (see APP_SHELL).
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
/** @param {string} key @param {Set<string>} into */
const closure = (key, into = new Set()) => {
  if (!manifest[key]) throw new Error(`index.html: ${key} is not in Vite's manifest`);
  if (!into.has(key)) (into.add(key), (manifest[key].imports ?? []).forEach((k) => closure(k, into)));
  return into;
};
const eager = closure('index.html');
const signIn = [...closure('src/screens/sign-in/index.tsx')].filter((k) => !eager.has(k));
const shell = [...closure('src/app/boot.tsx')].filter((k) => !eager.has(k) && !signIn.includes(k));
const visitorLinks = signIn.map((k) => `<link ${APP_MODULE} ${APP_VISITOR} href="/${manifest[k].file}">`).join('') +
  shell.map((k) => `<link ${APP_MODULE} ${APP_SHELL} href="/${manifest[k].file}">`).join('');
index = index.replace(/(<link [^>]*\bdata-module\b[^>]*>)(?![\s\S]*<link [^>]*\bdata-module\b)/, `$1${visitorLinks}`);
// Neither the favicon nor the manifest helps the first paint, and on slow 2G each is a request competing with
// the document and the code: the favicon travels inside the document, and the manifest link stays inert
// until the app has started (src/main.tsx gives it its rel; installing needs the app anyway).
const favicon = readFileSync(join(DIST, 'icons/icon.svg'), 'utf8').trim()
  .replace(/%/g, '%25').replace(/#/g, '%23').replace(/&/g, '&amp;').replace(/"/g, "'");
index = index.replace(/(<link rel="icon" href=")\/icons\/icon\.svg"/, `$1data:image/svg+xml,${favicon}"`);
index = index.replace(/<link rel="manifest"/, `<link ${MANIFEST_LINK}`);
if (!index.includes('data:image/svg+xml') || !index.includes(MANIFEST_LINK)) throw new Error('index.html: favicon or manifest link not found');
// before the body is parsed: hides the prerendered sign-in where it is not the right screen (see there)
index = index.replace('</head>', `<script>${BOOT_SCRIPT}</script></head>`);
index = index.replace('<div id="app"></div>', `<div id="app" ${NODES_ATTR}="${nodes}">${html}</div>`);
index = index.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
writeFileSync(indexPath, index);
console.log(`index.html: prerendered sign-in screen (${html.length} characters) with inline CSS`);
