// What content HTML may keep, in one place for both sanitizers: the browser's own (the Sanitizer API,
// `setHTML`) where there is one, DOMPurify (a lazy chunk) where there is not. An allowlist: anything else
// is removed. Both engines also drop whatever can run script, whatever the list says.
import { columnWidth, smallestFilling, srcsetOf } from '../services/content/image-files';
import { safeImageSrc } from '../services/content/safe-url';
import { slowLink } from '../services/connection';

/** WordPress's `srcset` (`url 300w, url 768w`): its candidates whose URL passes as a `src` would, or none. */
export function safeSrcset(value: string | null): { src: string; w: number }[] {
  return (value ?? '').split(/,\s+/).flatMap((candidate) => {
    const [url, width, ...rest] = candidate.trim().split(/\s+/);
    const src = safeImageSrc(url);
    const w = /^(\d{1,5})w$/.exec(width ?? '');
    return src && w && !rest.length ? [{ src, w: +w[1]! }] : [];
  });
}

export const ELEMENTS = [
  'p',
  'br',
  'hr',
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'q',
  'abbr',
  'time',
  'code',
  'pre',
  'blockquote',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'details',
  'summary',
];
/** Wrappers and inline markup the list does not keep: their content stays, the tag goes (a `<picture>`
 * keeps its `<img>`). Anything on neither list goes with its content in the browser's sanitizer. */
export const UNWRAP = [
  'font',
  'center',
  'strike',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'address',
  'picture',
  'cite',
  'del',
  'ins',
  'kbd',
  'bdi',
  'ruby',
  'rt',
  'rp',
  'wbr',
];
export const ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'width',
  'height',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
  'datetime',
  'start',
  'reversed',
];

/** http(s), mail and phone links, same-origin paths and app routes (`#/master-classes`, matched whole);
 * javascript:, data:, vbscript: and the rest are dropped.
 * Tested on the value as written: a scheme hidden behind spaces or control characters does not pass. */
export const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#\/[a-z\d/-]*$)/i;

/** The app's rules for one kept element, after either sanitizer: links open safely, images load lazily from allowed hosts. */
export function finishElement(node: Element): void {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    // a raw < or > belongs in no real link (DOMPurify drops such a value of its own accord; so does the native path)
    if (href !== null && (!SAFE_URI.test(href) || /[<>]/.test(href))) node.removeAttribute('href');
    // an app route stays in the app's own tab
    if (!node.getAttribute('href') || href!.startsWith('#')) node.removeAttribute('target');
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
    // WordPress's own sizes of a picture in a post, each checked as src is; on a slow link the smallest that fills
    // its box (its width, at most the column's) at 1x, alone
    const files = safeSrcset(node.getAttribute('srcset')).sort((a, b) => a.w - b.w);
    node.removeAttribute('srcset');
    if (files.length && slowLink()) {
      const box = Math.min(Number(node.getAttribute('width')) || Infinity, columnWidth());
      node.setAttribute('src', smallestFilling(files, box)!.src);
    } else if (files.length) node.setAttribute('srcset', srcsetOf(files));
    if (!node.hasAttribute('srcset')) node.removeAttribute('sizes');
    // content images without a text alternative are treated as decorative rather than read as a file name
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
  }
}
