// The kept screens' copy and rebuild (src/services/keep-copy.ts, kept-screens.ts) and the boot script's choice of
// screen (src/first-paint/kept-paint.ts): docs/kept-screens.md.
import { afterEach, describe, expect, it } from 'vitest';
import { keep } from '../../src/services/keep-copy';
import { dropKept, keptKey, readKept, rebuild, type KeptScreen } from '../../src/services/kept-screens';
import { keptScreenFor, paintKept } from '../../src/first-paint/kept-paint';
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
    const built = kept && rebuild(JSON.parse(JSON.stringify(kept)));
    if (built) out.append(built);
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
      '<main class="m"><h1 id="page-heading" tabindex="-1">Hello, Amara</h1><a href="#/card">Card</a>' +
      '<svg viewBox="0 0 2 2"><path d="M0 0h1"></path></svg></main>';
    const out = roundTrip(markup);
    expect(out.innerHTML).toBe(markup);
    expect(out.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });

  it('never keeps nor builds scripts, event handler attributes or script URLs', () => {
    const out = roundTrip(
      '<p onclick="x()">a<script>x()</script><a href="javascript:x()">b</a><img src=x onerror=x()></p>',
    );
    expect(out.innerHTML).toBe('<p>a<a>b</a><img src="x"></p>');
    const forged = rebuild(['p', { onmouseover: 'x()', class: 'ok' }, ['script', {}, 'x()'], 'text']) as Element;
    expect(forged.outerHTML).toBe('<p class="ok">text</p>');
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
  const copy = (over: Partial<KeptScreen> = {}): KeptScreen => ({
    build: '/assets/index-a.js',
    at: now - 1000,
    offlineUntil: now + 1000,
    sessionUntil: now + 1000,
    lang: 'he-IL',
    dir: 'rtl',
    title: 'Card',
    css: '.member-number { color: red; }',
    nodes: [['p', { class: 'member-number' }, '10000000001']],
    ...over,
  });
  const page = (kept: KeptScreen | null) => {
    document.head.innerHTML = '<link data-module="entry" href="/assets/index-a.js">';
    document.body.innerHTML = '<div id="app"></div>';
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
    expect(rules).toContain('.member-number');
    expect(rules).toMatch(/#kept \*.*animation: none/); // a copy is not live: nothing on it shines or pulses
  });

  it.each([
    ['another build', { build: '/assets/index-b.js' }],
    ['a clock set back', { at: now + 1 }],
    ['a session past its sign-out', { sessionUntil: now }],
  ])('paints nothing from %s', (_, over) => {
    page(copy(over));
    expect(paintKept(now)).toBe(false);
    expect(document.getElementById('kept')).toBeNull();
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
