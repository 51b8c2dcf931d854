// The allowlist both sanitizers share (src/components/sanitize-policy.ts) and the rules applied after them.
// How each engine applies the list is checked in a real browser (tests/e2e/hostile.spec.ts): happy-dom's
// DOM does not run DOMPurify's allowlist faithfully (it keeps a <font> and drops a <p>).
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, ELEMENTS, UNWRAP, finishElement, safeHref } from '../../src/components/sanitize-policy';

describe('sanitize policy', () => {
  it('allows nothing that runs, loads a document, submits or styles', () => {
    const never = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'link', 'meta', 'svg', 'math',
      'form', 'input', 'button', 'textarea', 'select', 'video', 'audio', 'source', 'template', 'noscript', 'portal'];
    expect([...ELEMENTS, ...UNWRAP].filter((e) => never.includes(e))).toEqual([]);
    expect(ATTRIBUTES.filter((a) => /^on|^style$|^srcset$|action$|^xlink:|^id$|^class$|^name$/i.test(a))).toEqual([]);
  });

  it.each([
    ['https://store.example/a', true], ['mailto:a@b.example', true], ['tel:+100', true], ['/content/x', true],
    ['javascript:alert(1)', false], [' java\tscript:alert(1)', false], ['\u0000javascript:x', false], ['JaVaScRiPt:x', false],
    ['data:text/html,x', false], ['vbscript:x', false], ['//evil.example', false], ['/\\evil.example', false], ['ftp://x', false],
  ])('a link to %j is kept: %s', (href, kept) => expect(safeHref(href)).toBe(kept));

  it('finishes links and images after either sanitizer', () => {
    const box = document.createElement('div');
    box.innerHTML = '<a href=" javascript:alert(1)" target="_self">x</a><a href="https://store.example">y</a>' +
      '<img src="https://evil.example/a.png"><img src="/content-images/a.svg" alt="A">';
    box.querySelectorAll('a, img').forEach(finishElement);
    expect(box.innerHTML).toBe('<a>x</a><a href="https://store.example" target="_blank" rel="noopener noreferrer">y</a>' +
      '<img alt="" loading="lazy" decoding="async"><img src="/content-images/a.svg" alt="A" loading="lazy" decoding="async">');
  });
});
