// @ts-check
// Prepares the three sites the benchmark serves, all under node_modules/.cache/bench/:
//   app/   a snapshot of dist/ (others may rebuild dist/ while we measure; a half-written build would
//          skew the numbers or break the run),
//   floor/ our own prerendered index.html with every script taken out: the same markup and inline CSS
//          with no JavaScript, the fastest this screen can be,
//   react/ the React 19 + react-router baseline in ./react/, built by Vite with its own config.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const CACHE = resolve('node_modules/.cache/bench');
const REACT_ROOT = fileURLToPath(new URL('./react/', import.meta.url));
/** Files besides the code that both baselines share with the app, so each page loads the same extras. */
const SHARED = ['icons', 'favicon.ico', 'manifest.webmanifest'];

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Copies dist/ and checks that the copy is whole: every file index.html names is there. Retries while
 * a parallel `npm run build` is halfway (it empties dist/assets first and rewrites index.html last).
 * @param {string} dist @param {string} [name] the snapshot's folder under CACHE (a second build: another name)
 * @returns {Promise<string>} the snapshot directory
 */
export async function snapshotApp(dist = 'dist', name = 'app') {
  const out = join(CACHE, name);
  for (let attempt = 1; ; attempt++) {
    rmSync(out, { recursive: true, force: true });
    if (existsSync(join(dist, 'index.html'))) cpSync(dist, out, { recursive: true });
    const missing = missingFiles(out);
    if (!missing.length) return out;
    if (attempt === 10) throw new Error(`dist/ is incomplete (missing ${missing.join(', ')}): run npm run build`);
    console.log(`dist/ looks half-built (missing ${missing[0]}), retrying in 5 s`);
    await sleep(5000);
  }
}

/** @param {string} dir @returns {string[]} */
function missingFiles(dir) {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return ['index.html'];
  const html = readFileSync(index, 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/([^"#?]+)"/g)].map((m) => m[1]);
  if (!html.includes('<style>')) named.push('<style> (prerender did not run)');
  return [...named, 'sw.js'].filter((f) => !existsSync(join(dir, f)));
}

/** The app's inline stylesheet: the critical CSS that prerender puts into index.html. @param {string} app */
export function appCss(app) {
  const css = readFileSync(join(app, 'index.html'), 'utf8').match(/<style>([\s\S]*?)<\/style>/)?.[1];
  if (!css) throw new Error(`no <style> in ${app}/index.html`);
  return css;
}

/** @param {string} from @param {string} to */
function copyShared(from, to) {
  for (const f of SHARED) if (existsSync(join(from, f))) cpSync(join(from, f), join(to, f), { recursive: true });
}

/**
 * The floor: the app's own first screen minus its JavaScript (module scripts, module preloads), so
 * markup, inline CSS and head links are byte for byte the app's. @param {string} app
 */
export function buildFloor(app) {
  const out = join(CACHE, 'floor');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const html = readFileSync(join(app, 'index.html'), 'utf8')
    .replace(/\s*<script\b[\s\S]*?<\/script>/g, '')
    .replace(/\s*<link (rel="modulepreload"|data-module)[^>]*>/g, '');
  if (/<script|modulepreload|data-module/.test(html)) throw new Error('floor page still has JavaScript');
  writeFileSync(join(out, 'index.html'), html);
  copyShared(app, out);
  return out;
}

/**
 * The React baseline, built with its own vite.config.js (root there), never the app's vite.config.ts.
 * @param {string} app the snapshot, for the CSS and the shared files
 */
export async function buildReact(app) {
  const out = join(CACHE, 'react');
  const cssFile = join(CACHE, 'react-src', 'app.css');
  mkdirSync(join(CACHE, 'react-src'), { recursive: true });
  writeFileSync(cssFile, appCss(app));
  await build({
    configFile: join(REACT_ROOT, 'vite.config.js'),
    root: REACT_ROOT,
    cacheDir: join(CACHE, 'vite'), // keep clear of the app's node_modules/.vite
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: { 'bench:app.css': cssFile } },
    build: { outDir: out, emptyOutDir: true },
  });
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  if (!/<script type="module"[^>]*src="\/assets\//.test(html))
    throw new Error('React baseline: no bundle in index.html');
  if (html.includes('<div id="app">')) throw new Error('React baseline picked up the app build');
  copyShared(app, out);
  return out;
}
