// index.html carries the sign-in screen prerendered (src/app/prerender.tsx); for a visitor at `/` in
// English the sign-in island hydrates it in place (src/app/island.tsx), with only its part of English
// (src/i18n/island.ts).
// Hydrating never patches attributes, so the two must be the same markup: anything the client renders
// differently would stay stale on screen. Elsewhere the app replaces the markup with its own render.
import { fireEvent, waitFor } from '@testing-library/preact';
import { hydrate, render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../i18n/en-US.json';
import { App } from '../../src/app/app';
import { endIsland, Island, startIsland, visitorAtRoot } from '../../src/app/island';
import { islandPick, LANGUAGE_HINT, SIGNED_IN_FLAG } from '../../src/state/hints';
import { routeFor } from '../../src/app/routes';
import SignInScreen from '../../src/screens/sign-in';
import { captureTyped, mayHydrate, NODES_ATTR, typedBefore } from '../../src/start/takeover';
import { countElements, prerender } from '../../src/app/prerender';
import { shape } from './markup';

const container = () => document.body.appendChild(document.createElement('div'));
const prerendered = (html: string) => Object.assign(container(), { innerHTML: html });

describe('taking over the prerendered sign-in', () => {
  let html = '';
  const mounted: Element[] = [];
  beforeAll(async () => {
    await routeFor('/').screen.preload();
    html = prerender().html; // once, before any client render: both share Preact's option hooks
  });
  beforeEach(() => history.replaceState(null, '', '#/'));
  afterEach(() => {
    for (const root of mounted.splice(0)) render(null, root);
    document.body.textContent = '';
    // what a started island leaves on the page
    endIsland();
    Object.assign(islandPick, { waiting: false });
    islandPick.language.value = null;
    delete document.documentElement.dataset.app;
  });

  it('renders for a visitor at / exactly the markup index.html carries', async () => {
    const fresh = container();
    mounted.push(fresh);
    render(<App />, fresh);
    await waitFor(() => expect(fresh.querySelector('form')).not.toBeNull());
    // the app announces the screen it arrived at (src/app/arrival.ts): words for a screen reader, not markup
    await waitFor(() => expect(fresh.querySelector('#route-announcer')!.textContent).toBe('Sign In · Pro Membership'));
    fresh.querySelector('#route-announcer')!.textContent = '';
    const expected = prerendered(html);
    expect(fresh.innerHTML.length).toBeGreaterThan(1000);
    expect(shape(fresh).split('><')).toEqual(shape(expected).split('><'));
  });

  it('keeps the fields, what was typed and the focus, and wires up the form', async () => {
    const root = prerendered(html);
    mounted.push(root);
    const email = root.querySelector<HTMLInputElement>('#email')!;
    email.value = 'typed@demo.test';
    email.focus();
    captureTyped(root);
    hydrate(<Island screen={SignInScreen} />, root);
    expect(root.querySelector('#email')).toBe(email);
    expect(email.value).toBe('typed@demo.test');
    expect(document.activeElement).toBe(email);
    // the handlers are attached: submitting without a password says so next to the field
    fireEvent.submit(root.querySelector('form')!);
    await waitFor(() => expect(root.querySelector('#password')!.getAttribute('aria-invalid')).toBe('true'));
    expect(email.value).toBe('typed@demo.test');
  });

  it('hydrates the frame, then the screen a task later with what was typed meanwhile; its end unmounts the screen', async () => {
    const root = prerendered(html);
    root.setAttribute(NODES_ATTR, String(countElements(html)));
    mounted.push(root);
    const [form, email, password] = ['form', '#email', '#password'].map((s) =>
      root.querySelector<HTMLInputElement>(s)!,
    );
    // the greeting's copy of the dashboard, painted before #app with a <main> of its own (src/start/greeting.ts)
    document.body.prepend(Object.assign(document.createElement('main'), { id: 'main' }));
    email.value = 'typed@demo.test';
    vi.useFakeTimers();
    try {
      const started = startIsland(root);
      await vi.advanceTimersToNextTimerAsync(); // the task that hydrates the frame
      expect(document.documentElement.dataset.app).toBeUndefined(); // a submission is still held by the head script
      expect(root.querySelector('#main form')).toBe(form); // <main> as it stands
      password.value = 'typed meanwhile';
      await vi.advanceTimersToNextTimerAsync(); // the screen's
      expect(await started).toBe(true);
      expect(document.documentElement.dataset.app).toBe('island');
      expect([root.querySelector('#email'), email.value, password.value]).toEqual([
        email,
        'typed@demo.test',
        'typed meanwhile',
      ]);
    } finally {
      vi.useRealTimers();
    }
    // the form's handlers hold both values: with the e-mail cleared, only the e-mail is missing
    fireEvent.input(email, { target: { value: '' } });
    fireEvent.submit(form);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBeNull();
    // the frame's switcher answers too
    fireEvent.change(root.querySelector('#language-switcher')!, { target: { value: 'french' } });
    expect(islandPick.language.value).toBe('french');
    endIsland();
    expect(root.querySelector('#main')!.childElementCount).toBe(0);
  });

  describe("with only the island's part of English", () => {
    /** The island in fresh modules: their i18n has never seen English's whole table. */
    async function freshIsland() {
      vi.resetModules();
      const [preact, { Island: FreshIsland, prepareIsland }, { default: SignIn }] = await Promise.all([
        import('preact'),
        import('../../src/app/island'),
        import('../../src/screens/sign-in'),
      ]);
      prepareIsland();
      const root = container();
      preact.render(preact.h(FreshIsland, { screen: SignIn }), root);
      return { root, unmount: () => preact.render(null, root) };
    }

    it('renders what the prerender renders with the whole table', async () => {
      const { root, unmount } = await freshIsland();
      try {
        expect(shape(root).split('><')).toEqual(shape(prerendered(html)).split('><'));
      } finally {
        unmount();
      }
    });

    it("shows every message its fields can show, in English's words", async () => {
      const { root, unmount } = await freshIsland();
      try {
        const errors = () => Array.from(root.querySelectorAll('.field-error'), (e) => e.textContent);
        fireEvent.submit(root.querySelector('form')!);
        await waitFor(() => expect(errors()).toEqual([english.errors.required, english.errors.required]));
        fireEvent.input(root.querySelector('#email')!, { target: { value: 'not an address' } });
        fireEvent.submit(root.querySelector('form')!);
        await waitFor(() => expect(errors()).toEqual([english.errors.invalidEmail, english.errors.required]));
        const reveal = root.querySelector<HTMLButtonElement>('.field-control button')!;
        expect(reveal.textContent).toBe(english.password.show);
        fireEvent.click(reveal);
        await waitFor(() => expect(reveal.textContent).toBe(english.password.hide));
      } finally {
        unmount();
      }
    });
  });

  describe('deciding to hydrate', () => {
    const stamped = () => {
      const root = prerendered(html);
      root.setAttribute(NODES_ATTR, String(countElements(html)));
      return root;
    };

    it('counts the prerendered elements as the browser parses them', () => {
      expect(countElements(html)).toBe(prerendered(html).getElementsByTagName('*').length);
      expect(countElements(html)).toBeGreaterThan(40);
    });

    it('hydrates the markup as the build wrote it', () => {
      expect(mayHydrate(stamped())).toBe(true);
    });

    describe('the island is only for a visitor at / in English, online', () => {
      afterEach(() => {
        localStorage.clear();
        document.documentElement.classList.remove('prerender-hidden');
        vi.restoreAllMocks();
      });

      it("is for a visitor's /", () => expect(visitorAtRoot()).toBe(true));

      it.each([
        ['another screen shows', () => document.documentElement.classList.add('prerender-hidden')],
        ['a member is signed in', () => localStorage.setItem(SIGNED_IN_FLAG, '1')],
        ['another language', () => localStorage.setItem(LANGUAGE_HINT, 'french')],
        ['another address', () => history.replaceState(null, '', '#/register')],
        ['offline (a banner the prerender lacks)', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)],
      ] as const)('is not when %s: the app renders', (_, change) => {
        change();
        expect(visitorAtRoot()).toBe(false);
      });
    });

    it("replaces markup something else has added to, or markup without the build's count (npm run dev)", () => {
      const touched = stamped();
      touched.querySelector('.field-control')!.append(document.createElement('span')); // a password manager's icon
      expect(mayHydrate(touched)).toBe(false);
      const unstamped = prerendered(html);
      expect(mayHydrate(unstamped)).toBe(false);
      expect(mayHydrate(container())).toBe(false);
    });

    it('remembers a language picked in the prerendered switcher, and only one moved off English', () => {
      const root = prerendered(html);
      captureTyped(root);
      expect(typedBefore('language-switcher')).toBeUndefined();
      root.querySelector<HTMLSelectElement>('#language-switcher')!.value = 'french';
      captureTyped(root);
      expect(typedBefore('language-switcher')).toBe('french');
    });
  });
});
