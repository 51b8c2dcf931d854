// Chromium reports a CSP violation as soon as any parser, even an inert DOMParser or the sanitizer's,
// meets an inline handler (onerror, even empty), inline style (the CSP allows none: a style attribute or a
// <style> element) or a <base href>. Renaming them inside tags (and dropping <style> blocks, which no
// allowlist keeps) first keeps the page's CSP reports clean; the sanitizer still does the sanitizing and
// drops the renamed attributes and tags. Only tags are touched, so words like "online" in the text stay.
// <noscript> is renamed too: the page's parser reads its content as text and DOMPurify's (scripting off) as
// markup, so the two sanitizers would keep different things from the same input; renamed, both drop it whole.
const HANDLER = /(^|[\s/"'`])(on[a-z]+|style(?=\s*=))(?=[\s=/>]|$)/gi;
const RENAMED_TAG = /^<(\/?)(\s*)(base|noscript)\b/i;
const STYLE_OPEN = /^<style[\s/>]/i;
/** Where a <style> block's text ends, as the tokenizer reads it: at the first `</style` that ends a name. */
const STYLE_CLOSE = /<\/style[\s/>]/i;

/** Where a tag that starts at `from` ends, read as the tokenizer does: a quote opens a value only after '='. */
function tagEnd(html: string, from: number): number {
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (c === '>') return i + 1;
    if (afterEquals && (c === '"' || c === "'")) {
      const close = html.indexOf(c, i + 1);
      if (close < 0) return html.length;
      i = close;
      afterEquals = false;
    } else if (c === '=') afterEquals = true;
    else if (!/\s/.test(c)) afterEquals = false;
  }
  return html.length;
}

export function defuseHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return out + html.slice(i);
    out += html.slice(i, lt);
    // a '<' opens a tag only before a letter, '/', '!' or '?'; otherwise it is text
    if (!/[a-z/!?]/i.test(html[lt + 1] ?? '')) {
      out += '<';
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt + 1);
    if (STYLE_OPEN.test(html.slice(lt, lt + 7))) {
      const close = html.slice(end).search(STYLE_CLOSE);
      i = close < 0 ? html.length : tagEnd(html, end + close + 1);
      continue;
    }
    out += html.slice(lt, end).replace(HANDLER, '$1data-defused-$2').replace(RENAMED_TAG, '<$1$2defused-$3');
    i = end;
  }
  return out;
}

/** One inert document (no browsing context: nothing in it loads or runs), shared by every parse of content:
 * a new DOMParser document per title cost a low-end phone tens of milliseconds for a page of items. */
let inert: Document | undefined;
export const inertDocument = (): Document => (inert ??= document.implementation.createHTMLDocument(''));
