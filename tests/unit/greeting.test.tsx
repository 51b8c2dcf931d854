// The greeting (src/start/greeting.ts): the answer to a sign-in the boot script sent before the code
// came paints index.html's prerendered dashboard, and only where the app would show the dashboard.
import { waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { routeFor } from '../../src/app/routes';
import { member as signedIn } from '../../src/state/app-state';
import { shape } from './markup';
import '../../src/start/greeting-script';
import { boot } from '../../src/start/boot';
import { head } from '../../src/start/head';
import { prerenderGreeting } from '../../src/app/prerender';
import { dropGreeting, greetingLeadsTo } from '../../src/start/takeover';
import {
  GREETING_ID,
  GREETING_PATH,
  GREETING_TEMPLATE,
  LANGUAGE_HINT,
  MODULE_LINK,
  SIGN_IN_FORM,
  WAVE,
} from '../../src/names';
import { DAY } from '../../src/time/units';
import { handoff } from '../../src/start/handoff';

const NOW = Date.now();
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** The provider's answer for an ACTIVE member, with what the greeting reads (its name, status and expiry). */
const member = (fields: Record<string, string> = {}) => ({
  Status: 'ACTIVE',
  Username: 'active@demo.test',
  FirstName: 'Amara',
  LastName: 'Okafor',
  ExpirationDate: `${isoDay(NOW + 200 * DAY)}T00:00:00`,
  ...fields,
});
const answer = (data: object, status = 200) =>
  new Response(JSON.stringify({ data: JSON.stringify(data) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const SENT = { email: 'active@demo.test', password: 'Makeup2026' };
const greet = (response: Response, sent = SENT) => handoff().greet!(response, sent);
const copy = () => document.getElementById(GREETING_ID);

let template = '';
beforeAll(async () => {
  await routeFor('/dashboard').screen.preload();
  // happy-dom loads no stylesheets: the link the greeting adds is what is checked
  (
    globalThis as unknown as { happyDOM: { settings: Record<string, unknown> } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  const { html, title } = prerenderGreeting(); // before any client render: both share Preact's option hooks
  template = `<template id="${GREETING_TEMPLATE}" data-title="${title}">${html}</template>`;
});

beforeEach(() => {
  history.replaceState(null, '', '/#/');
  document.head.innerHTML = `<link ${MODULE_LINK}="${WAVE.app}" href="/assets/app-chunk-1.css"><link ${MODULE_LINK}="${WAVE.app}" href="/assets/app-chunk-1.js">`;
  document.body.innerHTML =
    `<div id="app"><main><h1 tabindex="-1">Welcome Back</h1><form id="${SIGN_IN_FORM}"><input id="email" value="${SENT.email}">` +
    `<input id="password" type="password" value="${SENT.password}"><button type="submit">Sign In</button></form></main></div>` +
    template;
  document.getElementById('email')!.focus();
});
afterEach(() => {
  dropGreeting();
  handoff().heldLink = undefined;
  delete document.documentElement.dataset.app;
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the greeting', () => {
  it("paints the dashboard with the member's first name in place of the sign-in", async () => {
    expect(await greet(answer(member()))).toBe(true);
    expect(document.body.firstElementChild).toBe(copy()); // before #app, which app.css hides meanwhile
    expect(document.documentElement.dataset.greeting).toBe('');
    expect(copy()!.querySelector('h1')!.textContent).toBe('Hello, Amara');
    expect(copy()!.querySelectorAll('.tiles a')).toHaveLength(10);
    expect(document.title).toBe('Dashboard · Pro Membership');
    expect(document.activeElement).toBe(copy()!.querySelector('h1')); // the pressed button is hidden: the heading is read
  });

  it("applies the app chunk's preloaded stylesheet, as Vite will link it (it then finds it there)", async () => {
    await greet(answer(member()));
    const sheets = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(Array.from(sheets, (l) => [l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['/assets/app-chunk-1.css', ''],
    ]);
  });

  it('leaves the answer for the app to read', async () => {
    const response = answer(member());
    await greet(response);
    expect(JSON.parse(((await response.json()) as { data: string }).data).FirstName).toBe('Amara');
  });

  it('puts the name in as it is, a `$` and all', async () => {
    await greet(answer(member({ FirstName: "Zo$&'e" })));
    expect(copy()!.querySelector('h1')!.textContent).toBe("Hello, Zo$&'e");
  });

  it('paints nothing when the fields no longer hold what was sent (the app sends what they hold)', async () => {
    expect(await greet(answer(member()), { ...SENT, password: 'Makeup202' })).toBe(false);
    expect(copy()).toBeNull();
  });

  it('says hello by the last name when the provider gave no first name, as the dashboard does', async () => {
    await greet(answer(member({ FirstName: '' })));
    expect(copy()!.querySelector('h1')!.textContent).toBe('Hello, Okafor');
  });

  it.each([
    ['a wrong password', { Status: 'FAILURE' }],
    ['an expired membership', member({ Status: 'EXPIRED' })],
    ['a suspended one', member({ Status: 'SUSPENDED' })],
    [
      'one that ends within 30 days (the expiration warning comes first)',
      member({ ExpirationDate: isoDay(NOW + 20 * DAY) }),
    ],
    ['an answer that cannot be trusted', member({ Username: '' })],
  ])('paints nothing for %s: the app shows where it leads', async (_, data) => {
    expect(await greet(answer(data))).toBe(false);
    expect(copy()).toBeNull();
    expect(document.documentElement.dataset.greeting).toBeUndefined();
  });

  it('paints nothing for a fault: a 503, a 429 or an answer that is not JSON', async () => {
    expect(await greet(answer(member(), 503))).toBe(false);
    expect(await greet(answer(member(), 429))).toBe(false);
    expect(await greet(new Response('<html>proxy error</html>'))).toBe(false);
    expect(copy()).toBeNull();
  });

  it('paints nothing once the code has taken over (it shows the dashboard itself), or away from `/`', async () => {
    document.documentElement.dataset.app = 'island';
    expect(await greet(answer(member()))).toBe(false);
    delete document.documentElement.dataset.app;
    history.replaceState(null, '', '/#/help');
    expect(await greet(answer(member()))).toBe(false);
    history.replaceState(null, '', '/#/sign-in'); // the app, not the island, takes this one over: the form first
    expect(await greet(answer(member()))).toBe(false);
    expect(copy()).toBeNull();
  });

  it('paints nothing in another language: the prerendered dashboard is English', async () => {
    localStorage.setItem(LANGUAGE_HINT, 'french');
    expect(await greet(answer(member()))).toBe(false);
    localStorage.clear();
    document
      .getElementById('app')!
      .insertAdjacentHTML(
        'beforeend',
        '<select id="language-switcher"><option value="english">English</option><option value="french" selected>Français</option></select>',
      );
    expect(await greet(answer(member()))).toBe(false);
    expect(copy()).toBeNull();
  });

  it('holds a tile tapped before the code came, for the sign-in to lead there; other links do nothing', async () => {
    await greet(answer(member()));
    const skip = new MouseEvent('click', { bubbles: true, cancelable: true });
    copy()!.querySelector('.skip-link')!.dispatchEvent(skip);
    expect(skip.defaultPrevented).toBe(true);
    expect(handoff().heldLink).toBeUndefined();
    const card = copy()!.querySelector<HTMLAnchorElement>('a[href="#/card"]')!;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    card.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(location.hash).toBe('#/'); // the island still starts at its `/`
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(copy()!.querySelector('.loading-bar')!.classList.contains('loading-bar-on')).toBe(true); // it is on its way
    expect(greetingLeadsTo(GREETING_PATH)).toBe('/card');
    expect(greetingLeadsTo(GREETING_PATH)).toBe(GREETING_PATH); // once
  });

  it('lets a tile be followed as it stands once the sign-in has led on, and its skip link reach its main', async () => {
    await greet(answer(member()));
    copy()!.querySelector<HTMLAnchorElement>('.skip-link')!.click();
    expect(document.activeElement).toBe(copy()!.querySelector('main'));
    history.replaceState(null, '', '/#/dashboard'); // the app has signed in; its dashboard is on its way
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    copy()!.querySelector('a[href="#/card"]')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(handoff().heldLink).toBeUndefined();
  });

  it('goes when the app drops it, with the sign-in shown again', async () => {
    await greet(answer(member()));
    dropGreeting();
    expect(copy()).toBeNull();
    expect(document.documentElement.dataset.greeting).toBeUndefined();
  });
});

describe('the greeting: from the boot script', () => {
  afterEach(() => {
    handoff().heldForm = undefined;
    handoff().call = undefined;
    handoff().held = undefined;
    vi.unstubAllGlobals();
  });

  it("the head script's held sign-in, sent by the boot script, hands its answer to the greeting", async () => {
    document.getElementById('app')!.innerHTML =
      `<form id="${SIGN_IN_FORM}" novalidate><input id="email" type="email" value="active@demo.test">` +
      '<input id="password" type="password" value="Makeup2026"><button type="submit">Sign In</button></form>';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(member()))),
    );
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const listen = vi.spyOn(document, 'addEventListener');
    head();
    boot();
    document
      .getElementById(SIGN_IN_FORM)!
      .dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(copy()?.querySelector('h1')?.textContent).toBe('Hello, Amara'));
    for (const [type, listener, options] of listen.mock.calls) document.removeEventListener(type, listener, options);
  });
});

describe('the greeting: the same dashboard as the app', () => {
  afterEach(() => {
    render(null, document.getElementById('root')!);
    signedIn.clear();
  });

  it("is the markup the app renders for the member's dashboard, the name and the card in small put in", async () => {
    // the greeting, painted from the provider's answer, as the member sees it before the code came
    expect(await greet(answer(member({ MemberLevel: 'Pro', ExpirationDate: '2099-01-01T00:00:00' })))).toBe(true);
    const expected = Object.assign(document.createElement('div'), { id: 'root' });
    expected.append(...Array.from(copy()!.childNodes, (node) => node.cloneNode(true)));
    expect(expected.querySelector('.hero')!.textContent).toBe('Show my cardProAmara OkaforExpiresJanuary 1, 2099');
    history.replaceState(null, '', '/#/dashboard');
    signedIn.apply({
      username: 'active@demo.test',
      firstName: 'Amara',
      lastName: 'Okafor',
      level: 'Pro',
      number: '10000000001',
      expiration: '2099-01-01',
      status: 'ACTIVE',
      lastLogin: Date.now(),
    });
    const root = Object.assign(document.createElement('div'), { id: 'root' });
    document.body.append(root);
    render(<App />, root);
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Hello, Amara'));
    await waitFor(() => expect(root.querySelector('#route-announcer')!.textContent).toBe('Dashboard · Pro Membership'));
    root.querySelector('#route-announcer')!.textContent = ''; // words for a screen reader, not markup
    // an empty text node (the header's title on the dashboard) is something a client render has and HTML has not
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const empty: Node[] = [];
    while (walk.nextNode()) if (walk.currentNode.textContent === '') empty.push(walk.currentNode);
    empty.forEach((node) => node.parentNode!.removeChild(node));
    expect(shape(root).split('><')).toEqual(shape(expected).split('><'));
  });
});
