// Untrusted HTML from the content service, sanitized by DOMPurify before it reaches the DOM.
// Loaded only by the screens that show content HTML.
import DOMPurify from 'dompurify';
import { defuseHandlers } from '../services/content/defuse';
import { safeImageSrc } from '../services/content/safe-url';

// http(s), mail and phone links, and same-origin paths; javascript:, data:, vbscript: and the rest are dropped
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\]))/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    if (!node.getAttribute('href')) node.removeAttribute('target');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') {
    // only images from allowed hosts: anything else would be blocked by the CSP anyway
    const src = safeImageSrc(node.getAttribute('src'));
    if (src) node.setAttribute('src', src);
    else node.removeAttribute('src');
    // content images without a text alternative are treated as decorative rather than read as a file name
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sanitize(html: string): string {
  // Where DOMPurify cannot work it would hand the input back as it is; show the text instead.
  if (!DOMPurify.isSupported) return escape(html);
  return DOMPurify.sanitize(defuseHandlers(html), {
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'video', 'audio', 'source', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
    ALLOW_DATA_ATTR: false,
  });
}

export function SafeHtml({ html, class: cls = 'rich-text' }: { html: string; class?: string }) {
  // dir=auto: content comes in its own language, which may not be the interface's (an English address in Arabic)
  return <div class={cls} dir="auto" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
