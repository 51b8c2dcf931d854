// Untrusted HTML from the content service, sanitized before it reaches the DOM: by the browser's own
// Sanitizer API where there is one (no download), by DOMPurify (a lazy chunk, ~10 KB) where there is not.
// Both keep only the allowlist of src/components/sanitize-policy.ts and then apply the app's link and
// image rules. Loaded only by the screens that show content HTML.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { defuseHandlers, inertDocument } from '../services/content/defuse';
import { ATTRIBUTES, ELEMENTS, UNWRAP, finishElement } from './sanitize-policy';

type SetHTML = (html: string, options: { sanitizer: object }) => void;

const CONFIG = { elements: ELEMENTS, replaceWithChildrenElements: UNWRAP, attributes: ATTRIBUTES, comments: false, dataAttributes: false };

/**
 * Copies what the browser's sanitizer kept into fresh nodes, element by element: only allowlisted HTML
 * elements and attributes are copied (anything else means the browser did not apply the list as written,
 * and the caller falls back to DOMPurify), and nothing but child nodes comes along, so a declarative shadow
 * root (`<template shadowrootmode>`, which the parser attaches where no script can see a closed one) is left
 * behind. Links and images are finished on the copy. False when something is off the list.
 */
export function rebuild(from: ParentNode, into: ParentNode, doc: Document): boolean {
  for (const node of Array.from(from.childNodes)) {
    if (node.nodeType === 3) into.appendChild(doc.createTextNode((node as Text).data));
    else if (node.nodeType === 1) {
      const el = node as Element;
      // an HTML element (not SVG or MathML) on the list; the HTML parser gives its attributes no namespace
      if (!(el instanceof HTMLElement) || !ELEMENTS.includes(el.localName)) return false;
      const copy = doc.createElement(el.localName);
      for (const a of Array.from(el.attributes)) {
        if (!ATTRIBUTES.includes(a.name)) return false;
        copy.setAttribute(a.name, a.value);
      }
      if (!rebuild(el, copy, doc)) return false;
      finishElement(copy);
      into.appendChild(copy);
    }
    // comments and anything else: dropped
  }
  return true;
}

/**
 * The sanitized nodes, parsed by the browser's Sanitizer into an inert document (nothing loads or runs
 * there) and rebuilt there (so an image is lazy before it ever reaches the page); null without the API,
 * or when the browser refuses the configuration or keeps anything off the list.
 */
export function sanitizeNative(html: string): DocumentFragment | null {
  if (!('setHTML' in Element.prototype)) return null;
  try {
    const inert = inertDocument();
    const box = inert.createElement('div');
    (box as unknown as { setHTML: SetHTML }).setHTML(defuseHandlers(html), { sanitizer: CONFIG });
    const out = inert.createDocumentFragment();
    return rebuild(box, out, inert) ? out : null;
  } catch {
    return null; // a configuration this browser refuses, or content nested beyond the stack: DOMPurify
  }
}

let purify: Promise<typeof import('./sanitize-purify')> | undefined;

export function SafeHtml({ html, class: cls = 'rich-text' }: { html: string; class?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = host.current!;
    const nodes = sanitizeNative(html);
    if (nodes) {
      el.replaceChildren(nodes);
      return;
    }
    let current = true;
    const load = (purify ??= import('./sanitize-purify'));
    load.then((m) => m.sanitize(html)).then(
      // a TrustedHTML of the app's HTML policy (services/app-policies.ts): a plain string would be refused
      (safe) => { if (current) el.innerHTML = safe; },
      () => {
        if (load === purify) purify = undefined; // a failed chunk load is tried again next time
        if (current) el.textContent = '';
      },
    );
    return () => { current = false; };
  }, [html]);
  // dir=auto: content comes in its own language, which may not be the interface's (an English address in Arabic)
  return <div ref={host} class={cls} dir="auto" />;
}
