// Makes the copies ./kept-screens.ts describes: what the card or the dashboard shows, as data.
import { entryModule, keptKey, type KeptNode, type KeptScreen, type KeptScreenName } from '../services/kept-screens';
import { keptAttribute, keptTag } from './kept-allowlist';

/** What changes by the second (the card's live clock): left out of the copy rather than shown stale. */
export const UNKEPT = 'data-unkept';

/** Never kept: what is open over the screen for a moment (the menu, a dialog). */
const fleeting = (el: Element) => el.localName === 'dialog' || /dialog/.test(el.role ?? '');

/**
 * The node's copy, within the allowlist (./kept-allowlist.ts): an element off it is left out with what it
 * holds (scripts, dialogs, the dashboard's banner, whose markup is the content's), an attribute off it is left out,
 * and so is a class word off it. What the boot script builds again is then exactly what the app kept.
 */
export function keep(node: Node, inSvg = false): KeptNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || fleeting(node) || !keptTag(node.localName, inSvg)) return null;
  const attributes: Record<string, string> = {};
  for (const { name, value } of node.attributes) {
    const kept = name === 'class' ? [...node.classList].filter((word) => keptAttribute(name, word)).join(' ') : value;
    if (keptAttribute(name, kept)) attributes[name] = kept;
  }
  const svg = inSvg || node.localName === 'svg';
  const children = node.hasAttribute(UNKEPT) ? [] : [...node.childNodes].map((c) => keep(c, svg));
  return [node.localName, attributes, ...children.filter((c) => c !== null)];
}

/** Keeps what `root` shows as the screen `name`, to be shown within `limits`. */
export function keepScreen(
  name: KeptScreenName,
  root: Element,
  limits: Pick<KeptScreen, 'at' | 'offlineUntil' | 'sessionUntil'>,
): void {
  const build = entryModule();
  if (!build) return; // a development server: nothing to keep
  const { lang, dir } = document.documentElement;
  const nodes = [...root.childNodes].map((n) => keep(n)).filter((c) => c !== null);
  const kept: KeptScreen = { build, ...limits, lang, dir, title: document.title, nodes };
  try {
    localStorage.setItem(keptKey(name), JSON.stringify(kept));
  } catch {
    // quota or refused: the next start waits for the code, as it always could
  }
}
