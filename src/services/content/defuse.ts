// Chromium reports a CSP violation as soon as any parser, even an inert DOMParser or the sanitizer's,
// meets an inline handler (onerror, even empty) or a <base href>. Renaming them inside tags first keeps the
// page's CSP reports clean; DOMPurify still does the sanitizing and drops the renamed attributes and tags.
// Only tags are touched, so words like "online" in the text stay as they are.
// a tag runs to the first '>' outside quotes, as the browser's tokenizer reads it
const TAG = /<(?:[^>"'`]|"[^"]*(?:"|$)|'[^']*(?:'|$)|`[^`]*(?:`|$))*(?:>|$)/g;
const HANDLER = /(^|[\s/"'`])(on[a-z]+)(?=[\s=/>]|$)/gi;
const BASE = /^<(\/?)(\s*)base\b/i;

export const defuseHandlers = (html: string): string =>
  html.replace(TAG, (tag) => tag.replace(HANDLER, '$1data-defused-$2').replace(BASE, '<$1$2defused-base'));
