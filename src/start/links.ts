// Turns index.html's inert module links (scripts/vite-first-paint.ts) into requests: shared by the head script and
// the boot script, which start waves of them, and the greeting script.
import { MODULE_LINK } from '../names';

/** A module preload (a stylesheet preload for CSS), or with `run` the module script itself. */
export function request(link: Element, run = false): void {
  const href = link.getAttribute('href')!;
  const element = run
    ? Object.assign(document.createElement('script'), { type: 'module', src: href })
    : Object.assign(
        document.createElement('link'),
        href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href },
      );
  element.crossOrigin = '';
  // below the document: Lighthouse's simulation counts a High-priority script that arrived before the first paint
  // as render-blocking, and on a slow phone nothing else competes with these (docs/first-paint.md)
  if (!run) element.setAttribute('fetchpriority', 'low');
  document.head.appendChild(element);
}

export const wave = (name: string): Element[] =>
  Array.from(document.querySelectorAll(`link[${MODULE_LINK}="${name}"]`));

/** Requests a wave's links once (a link marked as requested is not requested again); with `run`, runs its modules. */
export function requestWave(name: string, run = false): void {
  for (const link of wave(name)) {
    if (link.hasAttribute('data-requested') && !run) continue;
    link.setAttribute('data-requested', '');
    request(link, run);
  }
}
