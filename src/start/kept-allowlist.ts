// What a kept copy (./kept-screens.ts) may hold, and its building again from storage: for the boot script
// (src/start/kept-paint.ts) and the copy's maker (./keep-copy.ts), not the app chunk (docs/kept-screens.md).
import type { KeptNode } from '../services/kept-screens';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * What a kept copy may hold: the tags, attributes, classes and ids the card and the dashboard render in the default
 * layout's frame, and nothing else (tests/unit/kept-allowlist.test.tsx renders them and checks each is here). A
 * copy holding anything else was not made by the app: the boot script drops it. Exact names, so no letter case or
 * namespace gets round them; never `meta`, `form`, `input`, `iframe`, `object`, `embed`, `base`, `link`, `style`
 * or `script`, nor `on*` or `style` attributes.
 */
export const KEPT = {
  tags: 'div a header main section nav article h1 p span bdi time dl dt dd ul li button svg',
  svgTags: 'path rect',
  attributes:
    'class id href role type tabindex dir data-layout data-unkept aria-label aria-hidden aria-live aria-atomic ' +
    'aria-labelledby aria-haspopup aria-expanded width height viewBox focusable d fill stroke stroke-width ' +
    'stroke-linecap stroke-linejoin shape-rendering',
  classes:
    'frame layout-default skip-link header header-default header-start header-end header-title icon-button icon ' +
    'icon-directional card-screen sr-only card-offline member-card member-card-band member-card-brand ' +
    'member-card-level member-card-name member-card-facts member-card-wide member-number member-card-code qr ' +
    'member-card-alt member-card-live live-off live-state live-dot live-time member-card-until card-hint ' +
    'card-refreshed loading-bar landscape-warning landscape-heading page dashboard page-heading dashboard-intro ' +
    'tiles tile tile-primary tile-icon hero hero-top hero-link hero-level hero-name hero-facts hero-expiry renewal ' +
    'renewal-link button',
  ids: 'main page-heading route-announcer',
};
const listed = (list: string, word: string) => ` ${list} `.includes(` ${word} `) && !/\s/.test(word);
/** Links lead only to the app's own routes (`#/card`), or to the page's `<main>` (the skip link): another site's (the
 * dashboard's renewal link) is kept without its address, inert until the app takes over. */
const HREF = /^#(\/[a-z\d/-]*|main)$/;

/** Whether a kept element may have this attribute, with this value (class: each of its words). */
export const keptAttribute = (name: string, value: string): boolean =>
  listed(KEPT.attributes, name) &&
  (name === 'href'
    ? HREF.test(value)
    : name === 'class'
      ? value.split(/\s+/).every((word) => !word || listed(KEPT.classes, word))
      : name !== 'id' || listed(KEPT.ids, value));

/** Whether a kept element may be this tag: SVG's own inside an `<svg>`, HTML's elsewhere. */
export const keptTag = (tag: string, inSvg: boolean): boolean =>
  inSvg ? listed(KEPT.svgTags, tag) : listed(KEPT.tags, tag);

/**
 * Builds a kept node again. The copy sits in storage any script of the origin could write to: anything off the
 * lists above throws, as does anything that is not a node's shape, and the boot script then drops the copy.
 */
export function rebuild(kept: KeptNode, namespace: string | null = null): Node {
  if (typeof kept === 'string') return document.createTextNode(kept);
  const [tag, attributes, ...children] = kept;
  if (!keptTag(tag, !!namespace)) throw new Error(`not a kept tag: ${tag}`);
  const ns = tag === 'svg' ? SVG : namespace;
  const element = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== 'string' || !keptAttribute(name, value)) throw new Error(`not a kept attribute: ${name}`);
    element.setAttribute(name, value);
  }
  element.append(...children.map((child) => rebuild(child, ns)));
  return element;
}
