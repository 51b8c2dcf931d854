// Turns index.html's inert module links (scripts/vite-first-paint.ts) into requests: shared by the head script and
// the boot script, which start waves of them, and the greeting script.
import { MODULE_LINK } from '../names';

/** A module preload (a stylesheet preload for CSS), below the document: Lighthouse's simulation counts a High-priority
 * script that arrived before the first paint as render-blocking, and on a slow phone nothing else competes with these
 * (docs/first-paint.md). */
export function preload(link: Element): HTMLLinkElement {
  const href = link.getAttribute('href')!;
  const element = Object.assign(
    document.createElement('link'),
    href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href },
  );
  element.crossOrigin = '';
  element.setAttribute('fetchpriority', 'low');
  return document.head.appendChild(element);
}

let fetching = 0;
const waiting: Element[] = [];

/**
 * As `preload`, five at most under way, the next asked for as one arrives. Over HTTP/1.1 Chromium opens six
 * connections to a host: the head script's preloads (a visitor's six files or so) leave one free, so that a sign-in's
 * provider call (same origin), sent while the code still arrives on a slow link, is not queued behind them
 * (`npm run bench -- --only-flow --against`).
 */
export function preloadFew(link: Element): void {
  if (fetching > 4) return void waiting.push(link);
  fetching++;
  const element = preload(link);
  element.onload = element.onerror = () => {
    fetching--;
    const next = waiting.shift();
    if (next) preloadFew(next);
  };
}

export const wave = (name: string): Element[] =>
  Array.from(document.querySelectorAll(`link[${MODULE_LINK}="${name}"]`));

/** Asks for a wave's links once (a link marked as requested is not asked for again), as `ask` asks. */
export function requestWave(name: string, ask: (link: Element) => unknown = preload): void {
  for (const link of wave(name)) {
    if (link.hasAttribute('data-requested')) continue;
    link.setAttribute('data-requested', '');
    ask(link);
  }
}

/** Runs a wave's modules (their preloads, asked for or not, are the requests used). */
export function runWave(name: string): void {
  for (const link of wave(name)) {
    link.setAttribute('data-requested', '');
    const element = Object.assign(document.createElement('script'), {
      type: 'module',
      src: link.getAttribute('href')!,
    });
    element.crossOrigin = '';
    document.head.appendChild(element);
  }
}
