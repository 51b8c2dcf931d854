// The card and the dashboard as a signed-in member last saw them, kept in localStorage so that the boot script
// (src/first-paint/kept-paint.ts) can paint the installed app's first screen before its code has run
// (docs/kept-screens.md). Elements only, as data: no HTML string is ever parsed, so Trusted Types has nothing to
// let through, and a kept copy holds what was on screen, never a credential. Made by ./keep-copy.ts.
import { KEPT_SCREEN, MODULE_LINK, WAVE } from '../names';

/** Text, or an element: its tag, attributes and children. */
export type KeptNode = string | [tag: string, attributes: Record<string, string>, ...children: KeptNode[]];
export const KEPT_NAMES = ['card', 'dashboard'] as const;
export type KeptScreenName = (typeof KEPT_NAMES)[number];

export interface KeptScreen {
  /** The entry module of the build that made it: after an update its stylesheet names may be gone. */
  build: string;
  /** When it was kept (ms since the epoch): a clock set back before it shows nothing, as the app would not. */
  at: number;
  /** Not shown offline from then on: the end of the card's window (last time online + OFFLINE_WINDOW_MS). */
  offlineUntil: number;
  /** Not shown at all from then on: the sign-out of an old last login (SIGN_OUT_AFTER_MS). */
  sessionUntil: number;
  lang: string;
  dir: string;
  title: string;
  /** The rules of the build's stylesheets that style the screen (the inline critical CSS styles the frame). */
  css: string;
  nodes: KeptNode[];
}

export const keptKey = (name: KeptScreenName): string => KEPT_SCREEN + name;

/** The build's entry module, as index.html names it (an inert link, scripts/vite-first-paint.ts): a copy's build. */
export const entryModule = (): string =>
  document.querySelector(`link[${MODULE_LINK}="${WAVE.entry}"]`)?.getAttribute('href') ?? '';

/** A kept screen, or null (none, unreadable, or storage refused). */
export function readKept(name: KeptScreenName): KeptScreen | null {
  try {
    const kept = JSON.parse(localStorage.getItem(keptKey(name)) ?? 'null') as KeptScreen | null;
    return kept && typeof kept.sessionUntil === 'number' && typeof kept.css === 'string' && Array.isArray(kept.nodes)
      ? kept
      : null;
  } catch {
    return null;
  }
}

/** Forgets every kept screen: at sign-out, before anything else is cleared. */
export function dropKept(): void {
  for (const name of KEPT_NAMES) {
    try {
      localStorage.removeItem(keptKey(name));
    } catch {
      // storage refused: nothing was kept either
    }
  }
}

const SVG = 'http://www.w3.org/2000/svg';
/** Event handler attributes and script URLs are never kept, nor built again. */
export const safeAttribute = (name: string, value: string): boolean =>
  !/^on/i.test(name) && !/^\s*javascript:/i.test(value);

/** Builds a kept node again, with the same care as the copy (the copy sits in storage a page could write to). */
export function rebuild(kept: KeptNode, namespace: string | null = null): Node | null {
  if (typeof kept === 'string') return document.createTextNode(kept);
  const [tag, attributes, ...children] = kept;
  if (tag === 'script') return null;
  const ns = tag === 'svg' ? SVG : namespace;
  const element = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (safeAttribute(name, value)) element.setAttribute(name, value);
  for (const child of children) {
    const built = rebuild(child, ns);
    if (built) element.append(built);
  }
  return element;
}
