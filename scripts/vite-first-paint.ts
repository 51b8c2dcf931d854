// Build step: index.html becomes the first paint (docs/first-paint.md). The sign-in screen is prerendered into
// it with its CSS inline, the head script (src/start/head.ts) is built and inlined into its <head>, the boot script
// (boot.ts) right after the screen and the greeting script (greeting.ts) at the end of its body, and the app's module
// scripts are left as inert links that they turn into requests at the right moment.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { GREETING_TEMPLATE, KEPT_CSS, MANIFEST_LINK, MODULE_LINK, NODES_ATTR, WAVE } from '../src/names.ts';
import CHUNK from './chunk-names.json' with { type: 'json' };

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;
export interface Prerendered {
  html: string;
  title: string;
  nodes: number;
  noScript: string;
  /** The dashboard for the greeting (src/start/greeting.ts). */
  greeting: { html: string; title: string };
}

const PRERENDER_ENTRY = 'src/app/prerender.tsx';
const BOOT_SCRIPT_ENTRY = 'src/start/boot-script.ts';
const HEAD_SCRIPT_ENTRY = 'src/start/head-script.ts';
const GREETING_SCRIPT_ENTRY = 'src/start/greeting-script.ts';
const FAVICON = 'public/favicon.ico';

/** The sign-in screen and the greeting's dashboard as HTML: a server-side build of src/app/prerender.tsx,
 * run once and removed. */
async function renderScreens(outDir: string): Promise<Prerendered> {
  const out = join('node_modules/.cache', `prerender-${outDir.replace(/[^\w]+/g, '_')}`);
  await build({ logLevel: 'error', build: { ssr: PRERENDER_ENTRY, outDir: out, emptyOutDir: true, manifest: false } });
  try {
    const module = (await import(`${pathToFileURL(resolve(out, 'prerender.js')).href}?${Date.now()}`)) as {
      prerender(): Omit<Prerendered, 'noScript' | 'greeting'>;
      prerenderGreeting(): Prerendered['greeting'];
      NO_SCRIPT: string;
    };
    return { ...module.prerender(), noScript: module.NO_SCRIPT, greeting: module.prerenderGreeting() };
  } finally {
    rmSync(out, { recursive: true, force: true }); // a build per output folder (the tests make many): none is kept
  }
}

/** An inline script (the boot script by default) as one minified classic script, with the same build-time
 * configuration as the app. */
export async function buildInlineScript(entry = BOOT_SCRIPT_ENTRY): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry, formats: ['iife'], name: 'boot' },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const code = output!.output[0].code.trim();
  if (code.includes('</script')) throw new Error(`${entry} cannot be inlined: it contains "</script"`);
  return code;
}

const chunks = (bundle: Bundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
const named = (bundle: Bundle, name: string) => {
  const chunk = chunks(bundle).find((c) => c.name === name);
  if (!chunk) throw new Error(`index.html: no chunk named "${name}"`);
  return chunk;
};
/** A chunk's file and every file it imports statically, all the way down. */
function closure(bundle: Bundle, chunk: Chunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const dep of chunk.imports) if (bundle[dep]?.type === 'chunk') closure(bundle, bundle[dep] as Chunk, into);
  return into;
}

/** The entry's stylesheet (the frame's and the sign-in screen's) goes inline. A disabled link to it stays: it is
 * never fetched, and Vite's loader for lazy chunks, which lists it among their dependencies, sees it as present. */
function inlineCriticalCss(html: string, css: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/,
    (_, href: string) => `<style>${css(href)}</style><link rel="stylesheet" href="${href}" disabled>`,
  );
}

const inert = (wave: string, href: string) => `<link ${MODULE_LINK}="${wave}" href="${href}">`;

/** The module scripts Vite wrote become inert links: the entry, and the preloads of what it imports. */
function inertModules(html: string): string {
  let entries = 0;
  const out = html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_, src: string) => (entries++, inert(WAVE.entry, src)),
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => inert(WAVE.eager, href));
  if (entries !== 1 || /<script type="module"|rel="modulepreload"/.test(out)) {
    throw new Error('index.html: expected one module entry and module preloads in the form Vite writes them');
  }
  return out;
}

/** A chunk's own stylesheets (Vite loads them with the chunk; a wave preloads them alongside). */
const stylesheets = (bundle: Bundle, files: string[]) =>
  files.flatMap((f) => [...((bundle[f] as Chunk).viteMetadata?.importedCss ?? [])]);

/** The links of every later wave (src/names.ts, WAVE), each file in the first wave that needs it. */
const byModuleOf = (bundle: Bundle, path: string) => {
  const chunk = chunks(bundle).find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(path));
  if (!chunk) throw new Error(`index.html: no chunk for ${path}`);
  return chunk;
};

function waveLinks(bundle: Bundle): string {
  const byModule = (path: string) => byModuleOf(bundle, path);
  const taken = closure(bundle, named(bundle, CHUNK.entry));
  const take = (files: Iterable<string>) => [...files].filter((f) => !taken.has(f) && taken.add(f));
  const island = take(closure(bundle, named(bundle, CHUNK.signIn)));
  const app = take(closure(bundle, named(bundle, CHUNK.app)));
  const signingIn = take(closure(bundle, byModule('src/state/membership.ts')));
  const waves: [string, string[]][] = [
    [WAVE.island, [...island, ...stylesheets(bundle, island)]],
    [WAVE.app, [...app, ...stylesheets(bundle, app)]],
    [WAVE.signingIn, [...signingIn, ...stylesheets(bundle, signingIn)]],
    [WAVE.englishTable, [byModule('i18n/en-US.json').fileName]],
  ];
  return waves.flatMap(([wave, files]) => files.map((f) => inert(wave, `/${f}`))).join('');
}

/**
 * The stylesheets a kept screen adopts (src/start/kept-paint.ts), inert in a `<template>` after the prerendered
 * screen, each naming its screens: the app chunk's (the frame and the dashboard) for both, the card chunk's for the
 * card. The entry's is inline already. A copy carries no CSS: what it is styled with is the build's own.
 */
function keptCss(bundle: Bundle, css: (file: string) => string): string {
  const sheets = (chunk: Chunk) => stylesheets(bundle, [...closure(bundle, chunk)]);
  const entry = sheets(named(bundle, CHUNK.entry));
  const app = sheets(named(bundle, CHUNK.app)).filter((f) => !entry.includes(f));
  const card = sheets(byModuleOf(bundle, 'src/screens/card/index.tsx')).filter((f) => ![...entry, ...app].includes(f));
  if (!app.length || !card.length) throw new Error('index.html: no stylesheets for the kept screens');
  const style = (screens: string) => (file: string) => {
    const text = css(file);
    if (/<\/(style|template)/i.test(text)) throw new Error(`${file} cannot be inlined`);
    return `<style data-kept="${screens}">${text}</style>`;
  };
  return `<template id="${KEPT_CSS}">${[...app.map(style('card dashboard')), ...card.map(style('card'))].join('')}</template>`;
}

/** After the prerendered screen, before the greeting's template: a visitor's form does not wait for a member's rules. */
const addKeptCss = (html: string, template: string) =>
  html.replace(`<template id="${GREETING_TEMPLATE}"`, (greeting) => `${template}${greeting}`);

/** After the last inert module link. */
function addAfterModules(html: string, links: string): string {
  return html.replace(
    new RegExp(`(<link ${MODULE_LINK}=[^>]*>)(?![\\s\\S]*<link ${MODULE_LINK}=)`),
    (last: string) => `${last}${links}`,
  );
}

/** The head script (src/start/head.ts) right after the module links, which it needs. */
const inlineHeadScript = (html: string, code: string) => addAfterModules(html, `<script>${code}</script>`);

/** The favicon travels inside the document: on slow 2G a request of its own competes with the code. It is the
 * 32 px PNG in favicon.ico, not the SVG: the browser decodes a favicon on the page's main thread, and an SVG
 * with text is a document of its own to lay out (9–50 ms there at 1x CPU, docs/notes.md), a PNG well under 1 ms. */
function inlineFavicon(html: string, ico: Buffer): string {
  return html.replace(
    /<link rel="icon" href="\/favicon\.ico"/,
    () => `<link rel="icon" href="data:image/x-icon;base64,${ico.toString('base64')}"`,
  );
}

/** The manifest link stays inert until the app runs (src/app/app-chunk.tsx): installing needs the app anyway. */
const inertManifest = (html: string) => html.replace(/<link rel="manifest"/, `<link ${MANIFEST_LINK}`);

// Every replacement that carries built text is a function: a `$` in code, CSS or markup stays as it is, never
// a replacement pattern (`$\``, `$'`, `$&`).

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The screen, and before it what a browser with JavaScript off shows instead (app.css: `scripting: none`); after
 * it the boot script (src/start/boot.ts: on slow 2G its bytes would hold the form back, and what must come before the
 * body is the head script's), then, inert, the dashboard the greeting script may paint from the held sign-in's answer
 * (src/start/greeting.ts).
 */
function insertScreen(html: string, screen: Prerendered, scripts: { boot: string; greeting: string }): string {
  const { greeting } = screen;
  return html
    .replace(
      '<div id="app"></div>',
      () =>
        `<p class="no-script">${screen.noScript}</p>` +
        `<div id="app" ${NODES_ATTR}="${screen.nodes}">${screen.html}</div>` +
        `<script>${scripts.boot}</script>` +
        `<template id="${GREETING_TEMPLATE}" data-title="${attribute(greeting.title)}">${greeting.html}</template>` +
        `<script>${scripts.greeting}</script>`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${screen.title}</title>`);
}

export function firstPaint(): Plugin {
  let outDir = 'dist';
  return {
    name: 'first-paint',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_, bundle) {
      const [screen, bootScript, headScript, greetingScript] = await Promise.all([
        renderScreens(outDir),
        buildInlineScript(),
        buildInlineScript(HEAD_SCRIPT_ENTRY),
        buildInlineScript(GREETING_SCRIPT_ENTRY),
      ]);
      const path = join(outDir, 'index.html');
      let html = readFileSync(path, 'utf8');
      html = inlineCriticalCss(html, (href) => readFileSync(join(outDir, href), 'utf8'));
      html = inlineHeadScript(addAfterModules(inertModules(html), waveLinks(bundle)), headScript);
      html = inertManifest(inlineFavicon(html, readFileSync(FAVICON)));
      html = insertScreen(html, screen, { boot: bootScript, greeting: greetingScript });
      html = addKeptCss(
        html,
        keptCss(bundle, (file) => readFileSync(join(outDir, file), 'utf8')),
      );
      for (const check of ['<style>', 'data:image/x-icon', MANIFEST_LINK, NODES_ATTR, GREETING_TEMPLATE, KEPT_CSS]) {
        if (!html.includes(check)) throw new Error(`index.html: the first paint lacks ${check}`);
      }
      // the head script hides the prerendered screen and holds a submission: before the CSS and the body
      const head = html.indexOf(`<script>${headScript}</script>`);
      if (head < 0 || head > html.indexOf('<style>'))
        throw new Error('index.html: the head script is missing or comes after the critical CSS');
      writeFileSync(path, html);
    },
  };
}
