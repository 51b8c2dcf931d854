// What an engine may lack: the install prompt, Wake Lock, persistent storage. Each journey proves the app's
// path for the engine it runs in (the API used where there is one, the fallback where there is not).
import { expect, test } from 'vitest';
import { PASSWORD, go, headingIs, routeIs, signIn, textOf } from '../app';
import { waitFor } from '../driver';
import type { Lane } from '../lane';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const openMenu = async (lane: Lane) => {
  await lane.page.click('button[aria-haspopup=dialog]');
  return waitFor(lane.page, 'the menu', () => {
    const rows = Array.from(document.querySelectorAll('dialog.menu[open] li'), (li) => li.textContent!.trim());
    return rows.length > 0 && rows;
  });
};

type Seen = { __seen?: string[] };
/** Records what the app asks of an API in the page from now on: each call, and how the engine answered if it has. */
const watch = (lane: Lane, api: 'wakeLock' | 'storage') =>
  lane.page.run((name: string) => {
    const w = window as Seen;
    w.__seen ??= [];
    const host = (
      navigator as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>> | undefined>
    )[name];
    const method = name === 'wakeLock' ? 'request' : 'persist';
    if (!host?.[method]) return void w.__seen.push(`${name}: absent`);
    const real = host[method].bind(host);
    host[method] = (...a: unknown[]) =>
      (w.__seen!.push(`${name}: asked`), real(...a)).then(
        (v) => {
          w.__seen!.push(`${name}: ${typeof v === 'object' ? 'granted' : String(v)}`);
          return v;
        },
        (e: Error) => {
          w.__seen!.push(`${name}: refused ${e.name}`);
          throw e;
        },
      );
  }, api);
const seen = (lane: Lane, what: string): Promise<string[]> =>
  waitFor(lane.page, what, () => ((window as Seen).__seen?.length ? (window as Seen).__seen! : null)) as Promise<
    string[]
  >;

export function capabilityJourneys(lane: Lane): void {
  test('installing: no install prompt here, so the menu offers none; on iPhone it leads to the Home Screen steps', async () => {
    if (lane.engine === 'webkit') await lane.restart({ userAgent: IPHONE }); // every browser on iPhone is WebKit
    expect(
      await lane.page.run(() => typeof (window as { BeforeInstallPromptEvent?: unknown }).BeforeInstallPromptEvent),
    ).toBe('undefined');
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    const rows = await openMenu(lane);
    expect(rows).toContain('Sign Out');
    if (lane.engine === 'firefox') {
      expect(rows).not.toContain('Install the app'); // installation is not possible in this browser: no dead row
      return;
    }
    expect(rows).toContain('Install the app');
    await lane.page.click('dialog.menu a[href="#/app-installation"]');
    await routeIs(lane, '/app-installation');
    await headingIs(lane, 'Add the app to your Home Screen');
    expect(await textOf(lane, '.install-steps li')).toBe('Tap the Share button at the bottom of Safari.');
    expect(await lane.page.run(() => document.querySelectorAll('main button').length)).toBe(0); // no prompt to press
  });

  test('persistent storage and Wake Lock: asked for where the engine has them; sign-in and the card work where not', async () => {
    await lane.page.goto(lane.url('/'));
    await waitFor(lane.page, 'the sign-in form', () => !!document.getElementById('email'));
    await watch(lane, 'storage');
    await lane.page.type('#email', 'active@demo.test');
    await lane.page.type('#password', PASSWORD);
    await lane.page.click('main form button[type=submit]');
    await routeIs(lane, '/dashboard');
    const storage = await seen(lane, 'the persistent storage request');
    // WebKitGTK has no StorageManager (navigator.storage): the app goes on without asking. Firefox asks the
    // user, which nobody answers here: the app does not wait for it
    expect(storage[0]).toBe(lane.engine === 'webkit' ? 'storage: absent' : 'storage: asked');

    // the watch lives in the page: once in a while (WebKitGTK under a busy virtual display) it was gone by the
    // card's visit, so a visit that saw nothing is made once more with a fresh watch
    const cardVisit = async () => {
      await lane.page.run(() => void ((window as Seen).__seen = []));
      await watch(lane, 'wakeLock');
      await go(lane, '/card');
      expect(await textOf(lane, '.member-card-name')).toBe('Amara Okafor');
      return seen(lane, 'the wake lock request');
    };
    const lock = await cardVisit().catch(async () => (await go(lane, '/dashboard'), cardVisit()));
    expect(lock[0]).toBe('wakeLock: asked');

    // a browser without the API (older Safari): the card shows all the same
    await go(lane, '/dashboard');
    await lane.page.run(
      () => void Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => undefined, configurable: true }),
    );
    await go(lane, '/card');
    expect(await textOf(lane, '.member-card-name')).toBe('Amara Okafor');
    console.log(`${lane.engine}: ${storage.join(', ')}; ${lock.join(', ')}`);
  });
}
