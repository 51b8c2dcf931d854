// The card and the dashboard as a signed-in member last saw them, kept in localStorage so that the boot script
// (src/start/kept-paint.ts) can paint the installed app's first screen before its code has run
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
  nodes: KeptNode[];
}

export const keptKey = (name: KeptScreenName): string => KEPT_SCREEN + name;

/** The build's entry module, as index.html names it (an inert link, scripts/vite-first-paint.ts): a copy's build. */
export const entryModule = (): string =>
  document.querySelector(`link[${MODULE_LINK}="${WAVE.entry}"]`)?.getAttribute('href') ?? '';

/** A kept screen as stored, or null (none, or storage refused); throws on one that is not a kept screen's shape. */
export function readKept(name: KeptScreenName): KeptScreen | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(keptKey(name));
  } catch {
    return null;
  }
  const kept = JSON.parse(stored ?? 'null') as KeptScreen | null;
  if (kept === null) return null;
  const { build, at, offlineUntil, sessionUntil, lang, dir, title, nodes } = kept;
  if (
    ![build, title].every((s) => typeof s === 'string') ||
    ![at, offlineUntil, sessionUntil].every(Number.isFinite) ||
    !/^[a-z]{2,3}(-[A-Za-z\d]{1,8})*$/.test(lang) ||
    !/^(ltr|rtl)$/.test(dir) ||
    !Array.isArray(nodes) ||
    Object.keys(kept).length !== 8 // these and nothing else: a copy the app did not make (one with CSS) goes
  )
    throw new Error('not a kept screen');
  return kept;
}

/** Forgets every kept screen (at sign-out, before anything else is cleared), or the one named. */
export function dropKept(...names: KeptScreenName[]): void {
  for (const name of names.length ? names : KEPT_NAMES) {
    try {
      localStorage.removeItem(keptKey(name));
    } catch {
      // storage refused: nothing was kept either
    }
  }
}
