// Content HTML, sanitized before it reaches the DOM: by the browser's Sanitizer API, else by DOMPurify (lazy).
import { useLayoutEffect, useRef } from 'preact/hooks';
import { defuseHandlers, inertDocument } from '../services/content/defuse';
import { ATTRIBUTES, ELEMENTS, UNWRAP, finishElement } from './sanitize-policy';

type SetHTML = (html: string, options: { sanitizer: object }) => void;

const CONFIG = {
  elements: ELEMENTS,
  replaceWithChildrenElements: UNWRAP,
  attributes: ATTRIBUTES,
  comments: false,
  dataAttributes: false,
};

/** Copies allowlisted elements and attributes into fresh nodes (no shadow root); false when any is off the list. */
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

/** The Sanitizer API's nodes, rebuilt in an inert document where nothing loads; null where it cannot be trusted. */
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
    load
      .then((m) => m.sanitize(html))
      .then(
        // a TrustedHTML of the app's HTML policy (services/app-policies.ts): a plain string would be refused
        (safe) => {
          if (current) el.innerHTML = safe;
        },
        () => {
          if (load === purify) purify = undefined; // a failed chunk load is tried again next time
          if (current) el.textContent = '';
        },
      );
    return () => {
      current = false;
    };
  }, [html]);
  // dir=auto: content comes in its own language, which may not be the interface's (an English address in Arabic)
  return <div ref={host} class={cls} dir="auto" />;
}
