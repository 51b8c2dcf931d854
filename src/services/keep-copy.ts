// Makes the copies ./kept-screens.ts describes: what the card or the dashboard shows, as data.
import {
  entryModule,
  keptKey,
  safeAttribute,
  type KeptNode,
  type KeptScreen,
  type KeptScreenName,
} from './kept-screens';

/** What changes by the second (the card's live clock): left out of the copy rather than shown stale. */
export const UNKEPT = 'data-unkept';

/** Never kept: scripts, and what is open over the screen for a moment (the menu, a dialog). */
const fleeting = (el: Element) =>
  el.localName === 'script' || el.localName === 'dialog' || /dialog/.test(el.role ?? '');

/** The node's copy; scripts, dialogs, event handler attributes and script URLs are never kept. */
export function keep(node: Node): KeptNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || fleeting(node)) return null;
  const attributes: Record<string, string> = {};
  for (const { name, value } of node.attributes) if (safeAttribute(name, value)) attributes[name] = value;
  const children = node.hasAttribute(UNKEPT) ? [] : [...node.childNodes].map(keep).filter((c) => c !== null);
  return [node.localName, attributes, ...children];
}

/** Whether a rule of the sheet (in a media block too) styles an element within `root`. */
const styles = (rules: CSSRuleList, root: Element): boolean =>
  [...rules].some((rule) =>
    rule instanceof CSSStyleRule
      ? !!root.querySelector(rule.selectorText.replace(/::?(before|after|placeholder|marker)\b/g, ''))
      : rule instanceof CSSGroupingRule && styles(rule.cssRules, root),
  );

/**
 * The rules of the build's stylesheets that style something `root` shows, whole sheets at a time: the next start
 * adopts them as they are, with no stylesheet to ask for before its paint (docs/kept-screens.md).
 */
const usedCss = (root: Element): string =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]:not([disabled])')]
    .flatMap((link) => {
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || !url.pathname.startsWith('/assets/') || !link.sheet) return [];
      try {
        const rules = link.sheet.cssRules;
        return styles(rules, root) ? [...rules].map((r) => r.cssText) : [];
      } catch {
        return []; // a selector this browser cannot ask about: the app's own paint will style it
      }
    })
    .join('\n');

/** Keeps what `root` shows as the screen `name`, to be shown within `limits`. */
export function keepScreen(
  name: KeptScreenName,
  root: Element,
  limits: Pick<KeptScreen, 'at' | 'offlineUntil' | 'sessionUntil'>,
): void {
  const build = entryModule();
  if (!build) return; // a development server: nothing to keep
  const { lang, dir } = document.documentElement;
  const nodes = [...root.childNodes].map(keep).filter((c) => c !== null);
  const kept: KeptScreen = { build, ...limits, lang, dir, title: document.title, css: usedCss(root), nodes };
  try {
    localStorage.setItem(keptKey(name), JSON.stringify(kept));
  } catch {
    // quota or refused: the next start waits for the code, as it always could
  }
}
