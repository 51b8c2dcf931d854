// index.html's boot script (src/start/boot.ts): which first loads keep the prerendered sign-in hidden.
import { countDateFormats } from './date-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot as runBootScript } from '../../src/start/boot';
import { head } from '../../src/start/head';
import { preloadFew, requestWave } from '../../src/start/links';
import {
  DB_NAME,
  HIDDEN_CLASS,
  KEPT_ID,
  LANGUAGE_HINT,
  MODULE_LINK,
  SIGN_IN_FORM,
  SIGNED_IN_FLAG,
  STORE_NAME,
  WAVE,
} from '../../src/names';
import { getMemberRequest, takeHeld } from '../../src/services/membership-request';
import { hashPassword, normalizeEmail } from '../../src/services/password-hash';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { keptKey } from '../../src/services/kept-screens';
import { handoff } from '../../src/start/handoff';
import { dropAhead, sendAhead } from '../../src/start/takeover';

const STORED = {
  username: 'active@demo.test',
  firstName: 'Ana',
  lastName: 'Silva',
  level: 'Pro Artist',
  number: '10000000001',
  expiration: '2027-03-09',
  status: 'ACTIVE' as const,
  lastLogin: 1_700_000_000_000,
};

/** Listeners each test's scripts add to the document, taken off after it: in the browser the script runs once. */
const listeners: Parameters<typeof document.addEventListener>[] = [];
afterEach(() =>
  listeners.splice(0).forEach(([type, listener, options]) => document.removeEventListener(type, listener, options)),
);

// every test's: the head script's test runs the boot script without boot(), and its listeners stayed for later tests
beforeEach(() => {
  vi.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<typeof document.addEventListener>) => {
    listeners.push(args);
    EventTarget.prototype.addEventListener.apply(document, args);
  });
});

/** A page's start: the head script, then (its document parsed up to the prerendered screen) the boot script. */
function boot(hash: string, signedIn: boolean, scripts = { head: true }): boolean {
  history.replaceState(null, '', `/${hash}`);
  if (signedIn) localStorage.setItem(SIGNED_IN_FLAG, '1');
  document.documentElement.classList.remove(HIDDEN_CLASS);
  // a new page load: no link requested yet
  document.querySelectorAll('[data-requested]').forEach((link) => link.removeAttribute('data-requested'));
  if (scripts.head) head();
  runBootScript();
  return document.documentElement.classList.contains(HIDDEN_CLASS);
}

describe('boot script', () => {
  afterEach(() => {
    localStorage.clear();
    delete handoff().db;
  });

  it.each(['', '#', '#/', '#/sign-in'])('shows the prerendered sign-in to a visitor at "%s"', (hash) => {
    expect(boot(hash, false)).toBe(false);
  });

  it.each(['#/card', '#/register', '#/dashboard', '#/nowhere'])('hides it for another screen, "%s"', (hash) => {
    expect(boot(hash, false)).toBe(true);
  });

  it('shows it after all when the app has not replaced it in 4 s', () => {
    vi.useFakeTimers();
    try {
      expect(boot('#/card', false)).toBe(true);
      vi.advanceTimersByTime(3900);
      expect(document.documentElement.classList.contains(HIDDEN_CLASS)).toBe(true);
      vi.advanceTimersByTime(100);
      expect(document.documentElement.classList.contains(HIDDEN_CLASS)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides it from a signed-in member, even at the root', () => {
    expect(boot('#/', true)).toBe(true);
  });

  it('opens the database the app uses, for a signed-in member only', async () => {
    boot('#/card', false);
    expect(handoff().db).toBeUndefined();
    boot('#/card', true);
    const db = await handoff().db!;
    expect(db.name).toBe(DB_NAME);
    expect([...db.objectStoreNames]).toEqual([STORE_NAME]);
    db.close();
  });

  it('hands its connection to the app, which reads and writes through it', async () => {
    boot('#/card', true);
    const db = await handoff().db!;
    const transaction = vi.spyOn(db, 'transaction');
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    expect(transaction).toHaveBeenCalledTimes(2);
    // once the connection closes (Safari is known to close it), the app opens its own and goes on
    db.close();
    db.onclose?.(new Event('close'));
    expect(await memberRecord.read()).toEqual(STORED);
    expect(transaction).toHaveBeenCalledTimes(2);
    await memberRecord.clear();
  });

  it('a connection closed before the app heard of it costs nothing: the app opens its own', async () => {
    boot('#/card', true);
    const db = await handoff().db!;
    db.close(); // no close event: the app cannot know
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });

  it('a failed early open costs nothing: the app opens its own', async () => {
    handoff().db = Promise.reject(new Error('refused'));
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.read()).toBeNull();
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });
});

describe("boot script: the app's code", () => {
  const ENTRY = '/assets/index-abc.js';
  const DEPS = ['/assets/preact-abc.js', '/assets/i18n-abc.js'];
  const SIGN_IN = '/assets/sign-in-abc.js';
  const APP = '/assets/app-chunk-abc.js';
  const MEMBERSHIP = '/assets/membership-abc.js';
  const APP_CSS = '/assets/app-chunk-abc.css';
  const ENGLISH = '/assets/en-US-abc.js';
  let appended: Element[] = [];
  let holdLoads = false;
  const arrived = new Set<Element>();
  /** A preload arrives (or fails): what the browser tells its element. */
  const arrive = (e: HTMLElement, event: 'load' | 'error' = 'load') => (
    arrived.add(e),
    e[`on${event}`]?.call(e, new Event(event))
  );
  /** What the page has asked for, once the browser has loaded each (unless held) and the page has asked for more. */
  const added = () => {
    for (let i = 0; !holdLoads && i < appended.length; i++)
      if (!arrived.has(appended[i]!)) arrive(appended[i] as HTMLElement);
    return (
      appended
        // not a kept screen's <title>, nor the head script's hold on a member's frames (a test of its own)
        .filter((e) => e instanceof HTMLScriptElement || (e instanceof HTMLLinkElement && e.rel !== 'expect'))
        .map((e) =>
          e instanceof HTMLScriptElement
            ? `run ${new URL(e.src).pathname}${e.type === 'module' ? '' : ' (not a module)'}`
            : `fetch ${new URL((e as HTMLLinkElement).href).pathname}${(e as HTMLLinkElement).rel === 'modulepreload' ? '' : ` (${(e as HTMLLinkElement).rel} as ${(e as HTMLLinkElement).as})`}`,
        )
    );
  };
  const fetched = (...files: string[]) => files.map((f) => `fetch ${f}`);

  beforeEach(() => {
    const links: [string, string][] = [
      [WAVE.entry, ENTRY],
      ...DEPS.map((d) => [WAVE.eager, d] as [string, string]),
      [WAVE.island, SIGN_IN],
      [WAVE.app, APP],
      [WAVE.app, APP_CSS],
      [WAVE.signingIn, MEMBERSHIP],
      [WAVE.englishTable, ENGLISH],
    ];
    document.head.innerHTML = links.map(([wave, href]) => `<link ${MODULE_LINK}="${wave}" href="${href}">`).join('');
    appended = [];
    holdLoads = false;
    // recorded, not loaded (happy-dom does not run scripts); a preload arrives at once unless its load is held
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(e: T) => {
      appended.push(e as unknown as Element);
      return e;
    });
  });
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    delete handoff().db;
    vi.restoreAllMocks(); // holdTasks' spy first: restored after the real timers, it would put the fake ones back
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const APP_WAVE = [`fetch ${APP}`, `fetch ${APP_CSS} (preload as style)`];
  const MEMBER_WAVES = [...fetched(ENTRY, ...DEPS), ...APP_WAVE];
  const VISITOR_WAVES = [...fetched(ENTRY, ...DEPS, SIGN_IN), ...APP_WAVE, ...fetched(ENGLISH, MEMBERSHIP)];
  /**
   * Holds the timers set with no delay from now on (the fake clock would run all that are due at once); `run` then
   * runs them one by one, a task each, those they set too, and gives what each task added.
   */
  const holdTasks = () => {
    const held: (() => void)[] = [];
    const later = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((then: () => void, ms?: number) =>
      ms ? later(then, ms) : (held.push(then), 0)) as typeof setTimeout);
    return () => {
      const tasks: string[][] = [];
      for (let task = held.shift(); task; task = held.shift()) {
        const before = added().length;
        task();
        tasks.push(added().slice(before));
      }
      return tasks.filter((task) => task.length); // a frame's task or a timer that found nothing left to ask for
    };
  };
  const noFrames = () => vi.stubGlobal('requestAnimationFrame', () => 0);

  it("fetches a visitor's code at once, and runs it in the task after the first frame", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    boot('#/', false);
    expect(added()).toEqual(VISITOR_WAVES);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual(VISITOR_WAVES); // the frame is being painted: the code runs in the task after it
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([...VISITOR_WAVES, `run ${ENTRY}`]);
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(VISITOR_WAVES.length + 1); // once only, although the fallback timer fires too
    // what is fetched ahead goes below the document (and below nothing else); the entry runs as any module would
    expect(appended.map((e) => [e.localName, e.getAttribute('fetchpriority')])).toEqual([
      ...VISITOR_WAVES.map(() => ['link', 'low']),
      ['script', null],
    ]);
  });

  it("asks for the island's files first, the rest once its chunk arrives, five at a time: a provider call finds a connection", () => {
    holdLoads = true;
    history.replaceState(null, '', '/#/');
    head();
    // the entry, what it imports and the sign-in chunk: the app's waves would share a slow link with them
    expect(added()).toEqual(VISITOR_WAVES.slice(0, 4));
    const first = [...appended] as HTMLElement[];
    arrive(first[0]!); // the entry's arrival is not the island's
    expect(added()).toEqual(VISITOR_WAVES.slice(0, 4));
    arrive(first[3]!); // the sign-in chunk: the rest, up to five under way (two of the first are still coming)
    expect(added()).toEqual(VISITOR_WAVES.slice(0, 7));
    const next = appended.slice(4) as HTMLElement[];
    arrive(next[0]!, 'error'); // one that failed frees its connection too
    expect(added()).toEqual(VISITOR_WAVES);
    [first[1]!, first[2]!, ...next.slice(1)].forEach((e) => arrive(e));
    // none left fetching: a later wave is asked for at once
    appended = [];
    document.querySelectorAll('[data-requested]').forEach((link) => link.removeAttribute('data-requested'));
    requestWave(WAVE.app, preloadFew);
    expect(added()).toEqual(APP_WAVE);
    appended.forEach((e) => arrive(e as HTMLElement));
  });

  it('asks for what the head script did not (a browser that refused it), all of it, each file once', () => {
    noFrames();
    boot('#/', false, { head: false });
    expect(added()).toEqual(VISITOR_WAVES);
    boot('#/', false); // the head script asked for all of it: the boot script asks for nothing again
    expect(added()).toEqual([...VISITOR_WAVES, ...VISITOR_WAVES]);
  });

  it('runs the code anyway in a tab that draws no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    noFrames();
    boot('#/', false);
    vi.advanceTimersByTime(999);
    expect(added()).not.toContain(`run ${ENTRY}`);
    vi.advanceTimersByTime(1);
    expect(added()).toContain(`run ${ENTRY}`);
  });

  it('runs the code at once when a visitor starts typing before the first paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    noFrames();
    boot('#/', false);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // run before any file has arrived: what follows the island's wave is asked for once its chunk has
    expect(added()).toEqual([...VISITOR_WAVES.slice(0, 4), `run ${ENTRY}`, ...VISITOR_WAVES.slice(4)]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(VISITOR_WAVES.length + 1);
  });

  it('a signed-in member or another screen fetches the app, not the sign-in chunks, and runs it when the document is parsed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    boot('#/', true); // happy-dom's document is parsed already: the entry runs at once
    expect(added()).toEqual([...MEMBER_WAVES, `run ${ENTRY}`]);
    appended = [];
    boot('#/card', false);
    expect(added()).toEqual([...MEMBER_WAVES, `run ${ENTRY}`]);
  });

  it("under a kept screen, asks for nothing (code, database, script policy) until the screen's first frame", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'Date'] });
    const tasks = holdTasks();
    const createPolicy = vi.fn((_name: string, rules: object) => rules);
    vi.stubGlobal('trustedTypes', { createPolicy });
    const now = Date.now();
    const copy = { build: ENTRY, at: now - 1, offlineUntil: now + 1e6, sessionUntil: now + 1e6 };
    localStorage.setItem(
      keptKey('card'),
      JSON.stringify({ ...copy, lang: 'en-US', dir: 'ltr', title: 'Card', nodes: [] }),
    );
    // as in index.html: the kept screens' rules after the prerendered screen, the greeting's template after them
    document.body.innerHTML = '<div id="app"></div><template id="kept-css"></template><template></template>';
    boot('#/card', true);
    expect(document.getElementById(KEPT_ID)).not.toBeNull(); // painted
    expect(added()).toEqual([]);
    expect(handoff().db).toBeUndefined();
    expect(createPolicy).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // the task after the frame runs the entry, and each wave is a task of its own
    expect(tasks()).toEqual([[`run ${ENTRY}`], fetched(...DEPS), APP_WAVE]);
    expect(createPolicy).toHaveBeenCalledWith('default', expect.anything());
    expect(handoff().db).toBeInstanceOf(Promise);
    document.body.innerHTML = '';
  });

  it("the head script asks for a visitor's code before the boot script has arrived, and only once", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    history.replaceState(null, '', '/#/');
    head();
    expect(added()).toEqual(VISITOR_WAVES);
    // the boot script then runs the entry after the first frame, and asks for nothing again
    runBootScript();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([...VISITOR_WAVES, `run ${ENTRY}`]);
    // another address, another language: what the boot script would ask for
    document.querySelectorAll('[data-requested]').forEach((link) => link.removeAttribute('data-requested'));
    appended = [];
    localStorage.setItem(LANGUAGE_HINT, 'arabic');
    head();
    expect(added()).toEqual(VISITOR_WAVES.filter((f) => f !== `fetch ${ENGLISH}`));
    document.querySelectorAll('[data-requested]').forEach((link) => link.removeAttribute('data-requested'));
    appended = [];
    history.replaceState(null, '', '/#/card');
    head();
    expect(added()).toEqual(MEMBER_WAVES);
  });

  it('the head script leaves a signed-in member to the boot script, and holds the frames until the kept rules', () => {
    history.replaceState(null, '', '/#/');
    const holds = () =>
      [...appended].flatMap((e) =>
        e instanceof HTMLLinkElement && e.rel === 'expect' ? [[e.getAttribute('href'), String(e.blocking)]] : [],
      );
    head();
    expect(added()).toEqual(VISITOR_WAVES); // each arrives: none is left under way for the next start
    expect(holds()).toEqual([]); // a visitor's sign-in paints as it comes
    appended = [];
    document.querySelectorAll('[data-requested]').forEach((link) => link.removeAttribute('data-requested'));
    localStorage.setItem(SIGNED_IN_FLAG, '1');
    head();
    expect(added()).toEqual([]);
    // `blocking` is a token list in a browser (tests/e2e/kept-screens.spec.ts checks it there), a plain property here
    expect(holds()).toEqual([['#kept-css', 'render']]);
  });

  it("on a link the browser rates as fast (effectiveType 4g), a visitor's code is asked for at once too", () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      history.replaceState(null, '', '/#/');
      head();
      expect(added()).toEqual(VISITOR_WAVES); // the head script's, while the document arrives
      runBootScript();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1);
      expect(added()).toEqual([...VISITOR_WAVES, `run ${ENTRY}`]); // run in the task after the first frame
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
  });

  it('a visitor whose last language was another fetches no English table', () => {
    noFrames();
    localStorage.setItem(LANGUAGE_HINT, 'arabic');
    boot('#/', false);
    expect(added()).toEqual(VISITOR_WAVES.filter((f) => f !== `fetch ${ENGLISH}`));
    appended = [];
    localStorage.setItem(LANGUAGE_HINT, DEFAULT_LANGUAGE);
    boot('#/sign-in', false);
    expect(added()).toEqual(VISITOR_WAVES);
  });
});

describe('boot script: a form submitted before the code runs', () => {
  const FORM = `<form id="${SIGN_IN_FORM}" novalidate aria-busy="false"><input id="email" type="email"><input id="password" type="password">
    <button type="submit"><span class="when-idle">Sign In</span><span class="when-busy">Signing in…</span></button></form>`;
  const fill = (email: string, password: string) => {
    document.querySelector<HTMLInputElement>('#app #email')!.value = email;
    document.querySelector<HTMLInputElement>('#app #password')!.value = password;
  };
  const submit = () => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.getElementById(SIGN_IN_FORM)!.dispatchEvent(event);
    return event;
  };
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.body.innerHTML = `<div id="app">${FORM}</div>`;
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('requestAnimationFrame', () => 0);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.app;
    handoff().heldForm = undefined;
    handoff().call = undefined;
    handoff().held = undefined;
    vi.unstubAllGlobals();
  });

  it('holds it: no browser submission, the form busy with its values, held for the app', async () => {
    boot('#/', false);
    fill('Active@Demo.test', 'Makeup2026');
    expect(submit().defaultPrevented).toBe(true);
    expect(document.getElementById(SIGN_IN_FORM)!.getAttribute('aria-busy')).toBe('true');
    expect((document.getElementById('email') as HTMLInputElement).value).toBe('Active@Demo.test');
    expect((document.getElementById('password') as HTMLInputElement).value).toBe('Makeup2026');
    expect(handoff().heldForm).toBe(SIGN_IN_FORM);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1)); // the held call (next test) is under way
  });

  it('holds one submitted before the boot script has come, which sends its call once it runs', async () => {
    history.replaceState(null, '', '/#/');
    head();
    fill('active@demo.test', 'Makeup2026');
    expect(submit().defaultPrevented).toBe(true);
    expect(document.getElementById(SIGN_IN_FORM)!.getAttribute('aria-busy')).toBe('true');
    await new Promise((done) => setTimeout(done, 20));
    expect(fetchMock).not.toHaveBeenCalled(); // the boot script, which sends it, is still on its way
    runBootScript();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(submit().defaultPrevented).toBe(true); // a second tap
    await new Promise((done) => setTimeout(done, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a sign-in ahead of the membership code once: not again for the held form, anew once it is dropped', async () => {
    boot('#/', false);
    fill('active@demo.test', 'Makeup2026');
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    document.documentElement.dataset.app = 'island';
    await sendAhead(SIGN_IN_FORM); // the island submits the held form again: its call is out
    expect(fetchMock).toHaveBeenCalledTimes(1);
    dropAhead(); // its code did not come: nobody will take the answer up
    await sendAhead(SIGN_IN_FORM);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(handoff().call).toBeDefined();
  });

  it('sends the sign-in call at once, byte for byte the request the app makes', async () => {
    boot('#/', false);
    fill('Active@Demo.test', 'Makeup2026');
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const userName = normalizeEmail('Active@Demo.test');
    const expected = getMemberRequest(userName, await hashPassword(userName, 'Makeup2026'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect({ url, body: init.body }).toEqual(expected);
    expect(takeHeld(expected)).not.toBeNull(); // the app's call takes this answer up
    expect(takeHeld(expected)).toBeNull(); // once
  });

  it("makes the greeting's date format while the call is out: the page's first one costs a long task", async () => {
    const { made, restore } = countDateFormats();
    vi.stubGlobal('requestAnimationFrame', (then: FrameRequestCallback) => setTimeout(() => then(0)));
    try {
      boot('#/', false);
      fill('Active@Demo.test', 'Makeup2026');
      submit();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(made).toHaveLength(1));
    } finally {
      restore();
    }
  });

  it("reads the sign-in's own fields, never ones of the same id painted before #app (a kept copy)", async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="kept"><input id="email" value="planted@elsewhere.test"><input id="password" value="planted"></div>',
    );
    boot('#/', false);
    fill('active@demo.test', 'Makeup2026');
    submit();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const expected = getMemberRequest('active@demo.test', await hashPassword('active@demo.test', 'Makeup2026'));
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].body).toEqual(expected.body);
  });

  it('sends the call once however often the member taps before the code runs', async () => {
    boot('#/', false);
    fill('active@demo.test', 'Makeup2026');
    submit();
    expect(submit().defaultPrevented).toBe(true); // held too: the browser must not submit it either
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an empty password or an invalid e-mail: the app will say what is wrong', async () => {
    boot('#/', false);
    fill('active@demo.test', '');
    submit();
    handoff().heldForm = undefined; // as if the app had taken it up and the page were loaded again
    fill('not an e-mail', 'Makeup2026');
    submit();
    await new Promise((done) => setTimeout(done, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(handoff().heldForm).toBe(SIGN_IN_FORM); // held all the same
  });

  it('leaves forms alone once the island or the app has taken over', () => {
    boot('#/', false);
    document.documentElement.dataset.app = 'island';
    fill('active@demo.test', 'Makeup2026');
    expect(submit().defaultPrevented).toBe(false);
    expect(handoff().heldForm).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
