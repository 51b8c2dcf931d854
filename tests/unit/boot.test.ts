// index.html's boot script (src/first-paint/boot.ts): which first loads keep the prerendered sign-in hidden.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot as runBootScript } from '../../src/first-paint/boot';
import { DB_NAME, HIDDEN_CLASS, LANGUAGE_HINT, SIGNED_IN_FLAG, STORE_NAME } from '../../src/first-paint/names';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';

const STORED = {
  username: 'active@demo.test', firstName: 'Ana', lastName: 'Silva', level: 'Pro Artist', number: '10000000001',
  expiration: '2027-03-09', status: 'ACTIVE' as const, lastLogin: 1_700_000_000_000,
};

function boot(hash: string, signedIn: boolean): boolean {
  history.replaceState(null, '', `/${hash}`);
  if (signedIn) localStorage.setItem(SIGNED_IN_FLAG, '1');
  document.documentElement.classList.remove(HIDDEN_CLASS);
  runBootScript();
  return document.documentElement.classList.contains(HIDDEN_CLASS);
}

describe('boot script', () => {
  afterEach(() => {
    localStorage.clear();
    delete globalThis.pmEarlyDb;
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
    expect(globalThis.pmEarlyDb).toBeUndefined();
    boot('#/card', true);
    const db = await globalThis.pmEarlyDb!;
    expect(db.name).toBe(DB_NAME);
    expect([...db.objectStoreNames]).toEqual([STORE_NAME]);
    db.close();
  });

  it('hands its connection to the app, which reads and writes through it', async () => {
    boot('#/card', true);
    const db = await globalThis.pmEarlyDb!;
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
    const db = await globalThis.pmEarlyDb!;
    db.close(); // no close event: the app cannot know
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });

  it('a failed early open costs nothing: the app opens its own', async () => {
    globalThis.pmEarlyDb = Promise.reject(new Error('refused'));
    vi.resetModules();
    const { memberRecord } = await import('../../src/services/storage/member-record');
    expect(await memberRecord.read()).toBeNull();
    expect(await memberRecord.write(STORED)).toBe(true);
    expect(await memberRecord.read()).toEqual(STORED);
    await memberRecord.clear();
  });
});

describe('boot script: the app\'s code', () => {
  const ENTRY = '/assets/index-abc.js';
  const DEPS = ['/assets/preact-abc.js', '/assets/i18n-abc.js'];
  let appended: Element[] = [];
  const added = () => appended.map((e) => (e instanceof HTMLScriptElement
    ? `run ${new URL(e.src).pathname}${e.type === 'module' ? '' : ' (not a module)'}`
    : `fetch ${new URL((e as HTMLLinkElement).href).pathname}${(e as HTMLLinkElement).rel === 'modulepreload' ? '' : ' (not a preload)'}`));

  beforeEach(() => {
    document.head.innerHTML = [`<link data-module data-entry href="${ENTRY}">`, ...DEPS.map((d) => `<link data-module href="${d}">`)].join('');
    appended = [];
    // recorded, not loaded: happy-dom does not run scripts
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(e: T) => (appended.push(e as unknown as Element), e));
  });
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    delete globalThis.pmEarlyDb;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads a visitor\'s sign-in code once the browser reports the first contentful paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let report: ((list: { getEntriesByName(name: string): unknown[] }, o: { disconnect(): void }) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal('PerformanceObserver', Object.assign(
      function (this: object, callback: typeof report) { report = callback; return Object.assign(this, { observe() {} }); },
      { supportedEntryTypes: ['paint'] },
    ));
    boot('#/', false);
    expect(report).toBeTypeOf('function');
    report!({ getEntriesByName: () => [] }, { disconnect }); // first-paint alone: the background, not the screen
    expect(added()).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
    expect(added()).toEqual([`fetch ${ENTRY}`, ...DEPS.map((d) => `fetch ${d}`), `run ${ENTRY}`]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('without Paint Timing, waits for the first frame before it loads a visitor\'s sign-in code', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    boot('#/', false);
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]); // the frame is being painted: the code comes in the task after it
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([`fetch ${ENTRY}`, ...DEPS.map((d) => `fetch ${d}`), `run ${ENTRY}`]);
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(4); // once only, although the fallback timer fires too
  });

  it('loads the code anyway in a tab that draws no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('PerformanceObserver', undefined);
    boot('#/', false);
    vi.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(4);
  });

  it('loads the code at once when a visitor starts typing before the first paint', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('PerformanceObserver', undefined);
    boot('#/', false);
    expect(added()).toEqual([]);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(added()).toEqual([`fetch ${ENTRY}`, ...DEPS.map((d) => `fetch ${d}`), `run ${ENTRY}`]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(added()).toHaveLength(4);
  });

  it('falls back to the next frame when the paint observer refuses to observe', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', Object.assign(
      function (this: object) { return Object.assign(this, { observe() { throw new TypeError('no'); } }); },
      { supportedEntryTypes: ['paint'] },
    ));
    boot('#/', false);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(4);
  });

  it('fetches at once for a member or another screen, and runs the entry when the document is parsed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    boot('#/card', false); // happy-dom's document is parsed already: the entry runs at once
    expect(added()).toEqual([`fetch ${ENTRY}`, ...DEPS.map((d) => `fetch ${d}`), `run ${ENTRY}`]);
  });

  describe("the sign-in screen's own chunks and the app chunk", () => {
    const SIGN_IN = '/assets/sign-in-abc.js';
    const APP = '/assets/boot-abc.js';
    beforeEach(() => {
      for (const [href, attribute] of [[SIGN_IN, 'data-island'], [APP, 'data-app-chunk']] as const) {
        const e = document.createElement('link');
        e.setAttribute('data-module', '');
        e.setAttribute(attribute, '');
        e.href = href;
        Node.prototype.appendChild.call(document.head, e); // past the spy on the head's appendChild
      }
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      vi.stubGlobal('PerformanceObserver', undefined);
      vi.stubGlobal('requestAnimationFrame', () => 0);
    });
    const all = () => (vi.advanceTimersByTime(1000), added());
    const deps = DEPS.map((d) => `fetch ${d}`);

    it('a first visitor at the sign-in screen fetches its chunks with the entry, and not the app (the island loads it after)', () => {
      boot('#/', false);
      expect(all()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${SIGN_IN}`, `run ${ENTRY}`]);
      appended = [];
      localStorage.setItem(LANGUAGE_HINT, DEFAULT_LANGUAGE);
      boot('', false);
      expect(all()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${SIGN_IN}`, `run ${ENTRY}`]);
    });

    it('a visitor whose last language was another fetches the app with the sign-in chunks (no island in that language)', () => {
      localStorage.setItem(LANGUAGE_HINT, 'arabic');
      boot('#/', false);
      expect(all()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${SIGN_IN}`, `fetch ${APP}`, `run ${ENTRY}`]);
    });

    it('a visitor at /sign-in fetches the app too (the island is only at /)', () => {
      boot('#/sign-in', false);
      expect(all()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${SIGN_IN}`, `fetch ${APP}`, `run ${ENTRY}`]);
    });

    it('a signed-in member or another screen fetches the app at once, and not the sign-in chunks', () => {
      boot('#/', true);
      expect(added()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${APP}`, `run ${ENTRY}`]);
      appended = [];
      boot('#/card', false);
      expect(added()).toEqual([`fetch ${ENTRY}`, ...deps, `fetch ${APP}`, `run ${ENTRY}`]);
    });
  });
});
