// Chromium reports a CSP violation (script-src-attr) as soon as any parser, even an inert DOMParser or
// the sanitizer's, meets an inline handler like onerror=. Renaming those attributes in the text first keeps
// the page's CSP report clean; DOMPurify still does the sanitizing and drops the renamed attributes.
const HANDLER = /(^|[\s/"'`])(on[a-z]+)(\s*=)/gi;

export const defuseHandlers = (html: string): string => html.replace(HANDLER, '$1data-defused-$2$3');
