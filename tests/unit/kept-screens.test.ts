// The kept screens' copy and rebuild (src/start/keep-copy.ts, kept-screens.ts) and the boot script's choice of
// screen (src/start/kept-paint.ts): docs/kept-screens.md.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keep } from '../../src/start/keep-copy';
import { dropKept, keptKey, readKept, type KeptNode, type KeptScreen } from '../../src/services/kept-screens';
import { rebuild } from '../../src/start/kept-allowlist';
import { keptScreenFor, paintKept } from '../../src/start/kept-paint';
import { member } from '../../src/state/app-state';
import { storeMember } from '../../src/state/session';
import type { MemberData } from '../../src/state/member';

const html = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};
const roundTrip = (markup: string) => {
  const out = document.createElement('div');
  for (const n of [...html(markup).childNodes]) {
    const kept = keep(n);
    if (kept) out.append(rebuild(JSON.parse(JSON.stringify(kept)) as KeptNode));
  }
  return out;
};

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.adoptedStyleSheets = [];
});

describe('a kept copy', () => {
  it('builds the same elements, text and attributes again, SVG in its namespace', () => {
    const markup =
      '<main class="page"><h1 id="page-heading" tabindex="-1">Hello, Amara</h1><a href="#/card">Card</a>' +
      '<svg viewBox="0 0 2 2"><path d="M0 0h1"></path></svg></main>';
    const out = roundTrip(markup);
    expect(out.innerHTML).toBe(markup);
    expect(out.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('keeps only what is on the allowlist: scripts, forms, handlers, styles and outside links are left out', () => {
    const out = roundTrip(
      '<p class="card-hint planted" onclick="x()" style="color:red">a<script>x()</script><SCRIPT>y()</SCRIPT>' +
        '<a href="javascript:x()">b</a><a href="https://elsewhere.example">c</a><a href="#/card">d</a>' +
        '<form><input id="email"></form><img src=x onerror=x()><span id="email">e</span></p>',
    );
    expect(out.innerHTML).toBe('<p class="card-hint">a<a>b</a><a>c</a><a href="#/card">d</a></p><span>e</span>'); // (the parser ends the <p> at <form>)
  });

  it.each([
    ['a script in capitals', ['SCRIPT', {}, 'x()']],
    ['a script', ['script', {}, 'x()']],
    ...['meta', 'form', 'input', 'iframe', 'object', 'embed', 'base', 'link', 'style', 'img', 'template'].map((tag) => [
      `a ${tag}`,
      [tag, {}],
    ]),
    ['an SVG script', ['svg', {}, ['script', {}, 'x()']]],
    ['HTML inside an SVG', ['svg', {}, ['a', { href: '#/card' }]]],
    ['an SVG element outside one', ['path', { d: 'M0 0' }]],
    ['an event handler', ['p', { onclick: 'x()' }]],
    ['an event handler in capitals', ['p', { ONCLICK: 'x()' }]],
    ['a style attribute', ['p', { style: 'color: red' }]],
    ['a javascript: link', ['a', { href: 'javascript:x()' }]],
    ['a javascript: link with a tab', ['a', { href: 'java\tscript:x()' }]],
    ['a javascript: link behind a control character', ['a', { href: '\x01javascript:x()' }]],
    ['a link to another site', ['a', { href: 'https://elsewhere.example/' }]],
    ['a link to a path', ['a', { href: '/elsewhere' }]],
    ['a class the screens do not use', ['p', { class: 'card-hint prerender-hidden' }]],
    ['an id the screens do not use', ['p', { id: 'email' }]],
    ['an attribute that is not a string', ['p', { class: 1 }]],
    ['attributes that are not an object', ['p', null]],
    ['a child that is not a node', ['p', {}, 5]],
  ] as [string, unknown][])('builds nothing from %s: it throws', (_, node) => {
    expect(() => rebuild(node as KeptNode)).toThrow();
  });

  it("builds the screens' own markup: hash routes, the skip link, the SVG code", () => {
    const node: KeptNode = [
      'div',
      { class: 'frame layout-default', 'data-layout': 'default' },
      ['a', { class: 'skip-link', href: '#main' }, 'Skip'],
      ['a', { href: '#/master-classes' }, ['bdi', {}, 'Classes']],
      ['svg', { class: 'qr', viewBox: '0 0 2 2' }, ['rect', { width: '2', fill: '#fff' }], ['path', { d: 'M0 0' }]],
    ];
    expect((rebuild(node) as Element).outerHTML).toBe(
      '<div class="frame layout-default" data-layout="default"><a class="skip-link" href="#main">Skip</a>' +
        '<a href="#/master-classes"><bdi>Classes</bdi></a><svg class="qr" viewBox="0 0 2 2"><rect width="2" ' +
        'fill="#fff"></rect><path d="M0 0"></path></svg></div>',
    );
  });

  it('leaves out what is open over the screen for a moment', () => {
    const out = roundTrip(
      '<main><dialog open><a href="#/card">Card</a></dialog><div role="alertdialog">x</div><p>y</p></main>',
    );
    expect(out.innerHTML).toBe('<main><p>y</p></main>');
  });

  it('leaves out what changes by the second', () => {
    expect(roundTrip('<p><time data-unkept>12:00:01</time></p>').innerHTML).toBe('<p><time data-unkept=""></time></p>');
  });
});

describe('the boot script', () => {
  it('paints the card offline and the dashboard online at the start address, nothing it would not show', () => {
    expect(keptScreenFor('', false)).toBe('card');
    expect(keptScreenFor('#/', true)).toBe('dashboard');
    expect(keptScreenFor('#/card', true)).toBe('card');
    expect(keptScreenFor('#/dashboard', true)).toBe('dashboard');
    expect(keptScreenFor('#/dashboard', false)).toBe(null);
    expect(keptScreenFor('#/settings', true)).toBe(null);
  });

  const now = Date.UTC(2026, 10, 26);
  const DAY = 86_400_000;
  const copy = (over: Partial<KeptScreen> = {}): KeptScreen => ({
    build: '/assets/index-a.js',
    at: now - 1000,
    offlineUntil: now + 1000,
    sessionUntil: now + 1000,
    lang: 'he-IL',
    dir: 'rtl',
    title: 'Card',
    nodes: [['p', { class: 'member-number' }, '10000000001']],
    ...over,
  });
  const page = (kept: KeptScreen | null) => {
    // as in index.html: the rules after the prerendered screen, the greeting's template after them
    document.head.innerHTML = '<link data-module="entry" href="/assets/index-a.js">';
    document.body.innerHTML =
      '<div id="app"></div><template id="kept-css">' +
      '<style data-kept="card dashboard">.frame { color: blue; }</style>' +
      '<style data-kept="card">.member-number { color: red; }</style></template><template></template>';
    if (kept) localStorage.setItem(keptKey('card'), JSON.stringify(kept));
    history.replaceState(null, '', '#/card');
  };

  it('paints a copy that is due at the start of the body, with its language, title and adopted rules', () => {
    page(copy());
    expect(paintKept(now)).toBe(true);
    expect(document.getElementById('kept')!.textContent).toBe('10000000001');
    expect(document.body.firstElementChild!.id).toBe('kept');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('Card');
    const adopted = document.adoptedStyleSheets.at(-1)!;
    const rules = [...adopted.cssRules].map((r) => r.cssText).join('');
    expect(rules).toContain('.frame'); // the build's own rules for the card, from index.html
    expect(rules).toContain('.member-number');
    expect(rules).toMatch(/#kept \*.*animation: none/); // a copy is not live: nothing on it shines or pulses
  });

  it('paints once the parser is past the rules, after the hidden sign-in (the head script holds the frames)', async () => {
    page(copy());
    const template = document.getElementById('kept-css')!;
    template.nextSibling!.remove();
    template.remove(); // the parser is still in the sign-in
    expect(paintKept(now)).toBe(true);
    document.body.append(template);
    await Promise.resolve(); // the parser has not yet gone past it
    expect(document.getElementById('kept')).toBeNull();
    document.body.append(document.createElement('template'));
    await vi.waitFor(() => expect(document.body.firstElementChild!.id).toBe('kept'));
    expect(document.adoptedStyleSheets.at(-1)!.cssRules.length).toBeGreaterThan(1);
  });

  it.each([
    ['another build', { build: '/assets/index-b.js' }],
    ['a clock set back', { at: now + 1 }],
    ['a session past its sign-out', { sessionUntil: now }],
    ['a session longer than the sign-out window', { at: now - 8 * DAY, sessionUntil: now + 365 * DAY }],
    ['a card window longer than the week, offline', { at: now - 8 * DAY, offlineUntil: now + 365 * DAY }, false],
    ['a planted element', { nodes: [['p', {}, ['meta', { 'http-equiv': 'refresh', content: '0;url=/x' }]]] }],
    ['a planted stylesheet', { nodes: [['link', { rel: 'stylesheet', href: '/x.css' }]] }],
    ['a node that is not one', { nodes: [['p', null]] }],
    ['another shape', { dir: 'sideways' }],
    ['no nodes', { nodes: undefined }],
  ] as [string, Partial<KeptScreen>, boolean?][])('paints nothing from %s, and drops it', (_, over, online = true) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    page(copy(over));
    expect(paintKept(now)).toBe(false);
    expect(document.getElementById('kept')).toBeNull();
    expect(document.documentElement.dataset.kept).toBeUndefined();
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(localStorage.getItem(keptKey('card'))).toBeNull();
  });

  it('drops a copy that is not JSON', () => {
    page(null);
    localStorage.setItem(keptKey('card'), '{"nodes":');
    expect(paintKept(now)).toBe(false);
    expect(localStorage.getItem(keptKey('card'))).toBeNull();
  });

  it('builds the copy before the body is parsed: one that throws leaves no watcher behind', () => {
    page(copy({ nodes: [['p', {}, 5 as unknown as KeptNode]] }));
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    Object.defineProperty(document, 'body', { configurable: true, get: () => null });
    try {
      expect(paintKept(now)).toBe(false);
    } finally {
      delete (document as { body?: unknown }).body;
    }
    expect(observe).not.toHaveBeenCalled();
    expect(localStorage.getItem(keptKey('card'))).toBeNull();
  });

  it('reads nothing once the copies are dropped', () => {
    page(copy());
    dropKept();
    expect(readKept('card')).toBeNull();
    expect(paintKept(now)).toBe(false);
  });
});

describe('a member answer', () => {
  const data = (username: string): MemberData => ({
    username,
    firstName: 'A',
    lastName: 'B',
    level: 'Pro',
    number: '10000000001',
    expiration: '2027-01-01',
    status: 'ACTIVE',
  });
  const keepBoth = () => {
    localStorage.setItem(keptKey('card'), '{}');
    localStorage.setItem(keptKey('dashboard'), '{}');
  };
  const kept = () => [localStorage.getItem(keptKey('card')), localStorage.getItem(keptKey('dashboard'))];

  it('of the member signed in keeps the copies; of another member drops them: they show the one before', async () => {
    await storeMember(data('first@demo.test'), Date.now());
    keepBoth();
    await storeMember(data('first@demo.test'), Date.now());
    expect(kept()).toEqual(['{}', '{}']);
    await storeMember(data('second@demo.test'), Date.now());
    expect(kept()).toEqual([null, null]);
    member.clear();
  });
});
