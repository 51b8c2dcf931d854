// Untrusted HTML from the content service, sanitized before it reaches the DOM: by the browser's own
// Sanitizer API where there is one (no download), by DOMPurify (a lazy chunk, ~10 KB) where there is not.
// Both keep only the allowlist of src/components/sanitize-policy.ts and then apply the app's link and
// image rules. Loaded only by the screens that show content HTML.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { defuseHandlers } from '../services/content/defuse';
import { ATTRIBUTES, ELEMENTS, UNWRAP, finishElement } from './sanitize-policy';

type SetHTML = (html: string, options: { sanitizer: object }) => void;

const CONFIG = { elements: ELEMENTS, replaceWithChildrenElements: UNWRAP, attributes: ATTRIBUTES, comments: false, dataAttributes: false };

let inert: Document | undefined;

/**
 * The sanitized nodes, parsed by the browser's Sanitizer into an inert document (nothing loads or runs
 * there), finished there (so an image is lazy before it ever reaches the page); null without the API.
 */
export function sanitizeNative(html: string): DocumentFragment | null {
  if (typeof (Element.prototype as { setHTML?: SetHTML }).setHTML !== 'function') return null;
  try {
    inert ??= document.implementation.createHTMLDocument('');
    const box = inert.createElement('div');
    (box as unknown as { setHTML: SetHTML }).setHTML(defuseHandlers(html), { sanitizer: CONFIG });
    box.querySelectorAll('a, img').forEach(finishElement);
    const out = inert.createDocumentFragment();
    out.append(...box.childNodes);
    return out;
  } catch {
    return null; // an implementation that refuses this configuration: DOMPurify does the job
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
    purify ??= import('./sanitize-purify');
    purify.then((m) => { if (current) el.innerHTML = m.sanitize(html); }, () => { if (current) el.textContent = ''; });
    return () => { current = false; };
  }, [html]);
  // dir=auto: content comes in its own language, which may not be the interface's (an English address in Arabic)
  return <div ref={host} class={cls} dir="auto" />;
}
