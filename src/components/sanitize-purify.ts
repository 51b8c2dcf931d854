// DOMPurify where the Sanitizer API is missing (./safe-html.tsx), with the same allowlist (./sanitize-policy.ts).
import DOMPurify, { type Config } from 'dompurify';
import { defuseHandlers } from '../services/content/defuse';
import { htmlPolicy } from '../services/app-policies';
import { ATTRIBUTES, ELEMENTS, SAFE_URI, UNWRAP, finishElement } from './sanitize-policy';

DOMPurify.addHook('afterSanitizeAttributes', finishElement);
// as in the browser's sanitizer: what is on neither list goes with its content, UNWRAP's content stays
DOMPurify.addHook('uponSanitizeElement', (node) => {
  const tagName = node.nodeName.toLowerCase();
  if (
    node.nodeType === 1 &&
    node.parentNode &&
    node !== node.ownerDocument!.body &&
    !ELEMENTS.includes(tagName) &&
    !UNWRAP.includes(tagName)
  ) {
    (node as Element).replaceChildren();
  }
});

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sanitized HTML for innerHTML: a TrustedHTML of the app's one HTML policy where the browser has Trusted Types. */
export function sanitize(html: string): string {
  // Where DOMPurify cannot work it would hand the input back as it is; show the text instead.
  if (!DOMPurify.isSupported) return htmlPolicy.createHTML(escape(html));
  return DOMPurify.sanitize(defuseHandlers(html), {
    // DOMPurify's own parse and its output go through the app's policy (it would otherwise make one of its own)
    TRUSTED_TYPES_POLICY: htmlPolicy as unknown as Config['TRUSTED_TYPES_POLICY'],
    RETURN_TRUSTED_TYPE: true,
    ALLOWED_TAGS: ELEMENTS,
    ALLOWED_ATTR: ATTRIBUTES,
    // a custom ALLOWED_URI_REGEXP would make DOMPurify drop `dir`, `lang` and the like (docs/notes.md)
    ADD_URI_SAFE_ATTR: ATTRIBUTES.filter((a) => a !== 'href' && a !== 'src'),
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  }) as unknown as string;
}
