import type { Page } from '@playwright/test';
import { expect, open, referenceHeaders } from './fixtures';
import { record } from './summary';
import { dumpStorage } from '../shared/in-page';

export const PASSWORD = 'Makeup2026';

export async function signIn(page: Page, email = 'active@demo.test', password = PASSWORD, origin = ''): Promise<void> {
  await open(page, '/', origin);
  await page.getByLabel('Membership e-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/#\/$/);
}

/** Opens the menu and presses Sign Out: the dialog that asks first, shown. */
export async function askSignOut(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
  const ask = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(ask).toBeVisible();
  return ask;
}

/** Signs out as a member does: the menu, Sign Out, and Sign Out again where the dialog says the card goes. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await (await askSignOut(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/#\/$/);
}

/** Goes to an app route the way a member does, by changing the hash in the running app. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (location.hash = p), path);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\$&')}$`));
}

/** A fault in the reference services for the next matching requests (server/control.js). */
export async function fault(page: Page, data: Record<string, unknown>): Promise<void> {
  record({ faults: 1 });
  const r = await page.request.post('/__reference/fault', { data, headers: referenceHeaders });
  expect(r.ok()).toBe(true);
}

/** The network goes or comes back, as the browser reports it. */
export async function setOffline(page: Page, offline: boolean): Promise<void> {
  await page.context().setOffline(offline);
  await page.evaluate((off) => dispatchEvent(new Event(off ? 'offline' : 'online')), offline);
}

/** A link's conditions, as the DevTools protocol emulates them (ms; bytes a second, -1 for no limit). */
export type Link = { latency: number; downloadThroughput: number; uploadThroughput: number };

/** Throttles the page's network (and with `cpuRate`, its CPU) through the DevTools protocol; the browser then rates
 * the link by it too (navigator.connection.effectiveType). */
export async function throttle(page: Page, link: Link, cpuRate?: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...link });
  if (cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

/** Everything the browser keeps for this origin, as text. */
/** One value of the app's IndexedDB store (idb-keyval's `keyval-store`), as the page reads it; undefined if none. */
export const storedValue = (page: Page, key: string): Promise<unknown> =>
  page.evaluate(async (k) => {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    try {
      return await new Promise<unknown>((ok, no) => {
        const r = db.transaction('keyval').objectStore('keyval').get(k);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
    } finally {
      db.close();
    }
  }, key);

export const storageDump = (page: Page): Promise<string> => page.evaluate(dumpStorage);

export async function pwdV1(page: Page, email: string, password: string): Promise<string> {
  return page.evaluate(
    async ([e, p]) => {
      const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${e.toLowerCase()}:${p}`));
      return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0')).join('');
    },
    [email, password] as const,
  );
}

/** A new version waits from the start: the service worker's registration says so (no real worker runs). */
export async function stubWaitingUpdate(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const registration = {
      waiting: { state: 'installed', postMessage() {} },
      installing: null,
      addEventListener() {},
      update: async () => {},
    };
    Object.defineProperty(Navigator.prototype, 'serviceWorker', {
      get: () => ({ controller: {}, register: async () => registration, addEventListener() {} }),
    });
  });
}

/** Waits until the service worker controls the page and has finished precaching. */
export async function swReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
}

/** The page has rendered two frames and run the tasks queued meanwhile: whatever the last event set off in the
 * page (an answer, a scroll) has had its turn. For checks that something did not happen, without a fixed wait. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );
}
