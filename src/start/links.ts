// Turns index.html's inert module links (scripts/vite-first-paint.ts) into requests: shared by the head script and
// the boot script, which start waves of them, and the greeting script.
import { MODULE_LINK, WAVE } from '../names';

/** A module preload (a stylesheet preload for CSS), below the document: Lighthouse's simulation counts a High-priority
 * script that arrived before the first paint as render-blocking, and on a slow phone nothing else competes with these
 * (docs/first-paint.md). */
export function preload(link: Element, then?: () => void): HTMLLinkElement {
  const href = link.getAttribute('href')!;
  const element = Object.assign(
    document.createElement('link'),
    href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href },
  );
  element.crossOrigin = '';
  element.setAttribute('fetchpriority', 'low');
  if (then) element.onload = element.onerror = then;
  return document.head.appendChild(element);
}

/** How a wave's link is asked for: `then` once its file has arrived or failed. */
type Ask = (link: Element, then?: () => void) => unknown;

let fetching = 0;
const waiting: [Element, (() => void) | undefined][] = [];

/**
 * As `preload`, five at most under way, the next asked for as one arrives. Over HTTP/1.1 Chromium opens six
 * connections to a host: the head script's preloads (a visitor's six files or so) leave one free, so that a sign-in's
 * provider call (same origin), sent while the code still arrives on a slow link, is not queued behind them
 * (`npm run bench -- --only-flow --against`).
 */
export function preloadFew(link: Element, then?: () => void): void {
  if (fetching > 4) return void waiting.push([link, then]);
  fetching++;
  preload(link, () => {
    fetching--;
    then?.();
    const next = waiting.shift();
    if (next) preloadFew(...next);
  });
}

export const wave = (name: string): Element[] =>
  Array.from(document.querySelectorAll(`link[${MODULE_LINK}="${name}"]`));

/** Asks for a wave's links once (a link marked as requested is not asked for again), as `ask` asks. */
export function requestWave(name: string, ask: Ask = preload): void {
  for (const link of wave(name)) {
    if (link.hasAttribute('data-requested')) continue;
    link.setAttribute('data-requested', '');
    ask(link);
  }
}

/**
 * Asks for the waves in order, as `ask` asks. Those after the island's wave (a visitor's sign-in) wait until one of its
 * files has arrived: on slow 2G they would share the link with the entry, and the form would answer seconds later;
 * asked for as the island's chunk arrives, their round trip overlaps the entry's last bytes (`npm run bench --
 * --only-flow --against <build>`).
 */
export function requestWaves(names: readonly string[], ask: Ask): void {
  let held: Element[] | undefined;
  const release = () => held?.splice(0).forEach((link) => ask(link));
  for (const name of names) {
    let island = false;
    requestWave(name, (link) =>
      held ? held.push(link) : name === WAVE.island ? ((island = true), ask(link, release)) : ask(link),
    );
    if (island) held ??= [];
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
