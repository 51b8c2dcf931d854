// The allowlist both sanitizers share (src/components/sanitize-policy.ts) and the rules applied after them.
// How each engine applies the list is checked in a real browser (tests/e2e/hostile.spec.ts): happy-dom's
// DOM does not run DOMPurify's allowlist faithfully (it keeps a <font> and drops a <p>).
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES, ELEMENTS, SAFE_URI, UNWRAP, finishElement } from '../../src/components/sanitize-policy';

describe('sanitize policy', () => {
  it('allows nothing that runs, loads a document, submits or styles', () => {
    const never = [
      'script',
      'style',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'applet',
      'base',
      'link',
      'meta',
      'svg',
      'math',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'video',
      'audio',
      'source',
      'template',
      'noscript',
      'portal',
    ];
    expect([...ELEMENTS, ...UNWRAP].filter((e) => never.includes(e))).toEqual([]);
    expect(ATTRIBUTES.filter((a) => /^on|^style$|action$|^xlink:|^id$|^class$|^name$/i.test(a))).toEqual([]);
  });

  it.each([
    ['https://store.example/a', true],
    [' https://store.example/a', false],
    ['mailto:a@b.example', true],
    ['tel:+100', true],
    ['/content/x', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['\u0000javascript:x', false],
    ['JaVaScRiPt:x', false],
    ['data:text/html,x', false],
    ['vbscript:x', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['ftp://x', false],
    // app routes, matched whole: only letters, digits, dashes and slashes after `#/`
    ['#/master-classes', true],
    ['#/', true],
    ['#/Videos/2', true],
    ['#/x" onclick="alert(1)', false],
    ['#/x" onclick', false],
    ['#javascript:alert(1)', false],
    ['#/\u0000', false],
    [' #/x', false],
    ['#/x\n', false],
    ['#/x?next=//evil.example', false],
    ['#/x#y', false],
    ['#/a_b', false],
    ['#', false],
    ['#top', false],
    ['#//evil.example', false],
  ])('a link to %j is kept: %s', (href, kept) => expect(SAFE_URI.test(href as string)).toBe(kept));

  it("keeps an app route in the app's own tab", () => {
    const box = document.createElement('div');
    box.innerHTML = '<a href="#/master-classes" target="_blank">a</a><a href="#/x&quot; onclick">b</a>';
    box.querySelectorAll('a').forEach(finishElement);
    expect(box.innerHTML).toBe('<a href="#/master-classes">a</a><a>b</a>');
  });

  it('drops a link whose value carries a raw < or >, as DOMPurify does, so both sanitizers agree', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<a href="mailto:x@store.example?body=<script>alert(1)</script>">m</a><a href="mailto:x@store.example?body=hi">n</a>';
    box.querySelectorAll('a').forEach(finishElement);
    expect(box.innerHTML).toBe(
      '<a>m</a><a href="mailto:x@store.example?body=hi" target="_blank" rel="noopener noreferrer">n</a>',
    );
  });

  it('finishes links and images after either sanitizer', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<a href=" javascript:alert(1)" target="_self">x</a><a href="https://store.example">y</a>' +
      '<img src="https://evil.example/a.png"><img src="/content-images/a.svg" alt="A">';
    box.querySelectorAll('a, img').forEach(finishElement);
    expect(box.innerHTML).toBe(
      '<a>x</a><a href="https://store.example" target="_blank" rel="noopener noreferrer">y</a>' +
        '<img alt="" loading="lazy"><img src="/content-images/a.svg" alt="A" loading="lazy">',
    );
  });

  // WordPress writes each picture in a post with its sizes: `srcset="…-300x200.jpg 300w, …-768x512.jpg 768w"`
  const WP_PICTURE =
    '<img src="/wp-content/uploads/a-1024x683.jpg" width="1024" height="683" alt="A" ' +
    'srcset="/wp-content/uploads/a-300x200.jpg 300w, https://evil.example/a.jpg 600w, javascript:x 700w, ' +
    '/wp-content/uploads/a-768x512.jpg 768w, /wp-content/uploads/a-1024x683.jpg 1024w, /wp-content/uploads/b.jpg 2x" ' +
    'sizes="(max-width: 1024px) 100vw, 1024px">';

  it("keeps WordPress's srcset and sizes of a picture in a post, each candidate checked as src is", () => {
    const box = document.createElement('div');
    box.innerHTML = WP_PICTURE;
    finishElement(box.firstElementChild!);
    const img = box.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/wp-content/uploads/a-300x200.jpg 300w, /wp-content/uploads/a-768x512.jpg 768w, ' +
        '/wp-content/uploads/a-1024x683.jpg 1024w',
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 1024px) 100vw, 1024px');
    expect(img.getAttribute('src')).toBe('/wp-content/uploads/a-1024x683.jpg');
  });

  it('drops sizes with no candidate left, and on a slow link shows the smallest file that fills the box alone', () => {
    const box = document.createElement('div');
    box.innerHTML =
      '<img src="/a.jpg" srcset="https://evil.example/a.jpg 600w" sizes="100vw">' +
      WP_PICTURE.replace('width="1024"', 'width="500"');
    const connection = { effectiveType: '2g' };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      box.querySelectorAll('img').forEach(finishElement);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
    const [bad, picture] = box.querySelectorAll('img');
    expect(bad!.outerHTML).toBe('<img src="/a.jpg" alt="" loading="lazy">');
    // a 500-wide picture in a column of the screen's width less its padding: the 768-wide file at 1x, nothing else
    expect(picture!.getAttribute('src')).toBe('/wp-content/uploads/a-768x512.jpg');
    expect(picture!.hasAttribute('srcset')).toBe(false);
    expect(picture!.hasAttribute('sizes')).toBe(false);
  });
});

describe("rebuild (the native engine's last step, src/components/safe-html.tsx)", () => {
  it('copies allowlisted markup, finishes links and images, and leaves shadow roots behind', async () => {
    const { rebuild } = await import('../../src/components/safe-html');
    const from = document.createElement('div');
    from.innerHTML =
      '<p dir="rtl" lang="ar">مرحبا <a href="//evil.example/">x</a></p><div></div><img src="data:image/png;base64,AA"><!-- c -->';
    const host = from.querySelector('div')!;
    host.attachShadow({ mode: 'closed' }).innerHTML = '<a href="//evil.example/">hidden</a>';
    const out = document.createElement('div');
    expect(rebuild(from, out, document)).toBe(true);
    expect(out.innerHTML).toBe('<p dir="rtl" lang="ar">مرحبا <a>x</a></p><div></div><img alt="" loading="lazy">');
    expect(out.querySelector('div')!.shadowRoot).toBeNull();
  });

  it.each([
    ['an element off the list', '<p>a<span>b</span><svg></svg></p>'],
    ['an attribute off the list', '<p class="x">a</p>'],
    ['a handler', '<p onclick="x()">a</p>'],
  ])('refuses %s, so DOMPurify takes over', async (_, html) => {
    const { rebuild } = await import('../../src/components/safe-html');
    const from = document.createElement('div');
    from.innerHTML = html;
    expect(rebuild(from, document.createElement('div'), document)).toBe(false);
  });
});
