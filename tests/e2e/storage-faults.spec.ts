// Storage failing the way browsers make it fail (issue 44): localStorage refused or full, IndexedDB evicted under a
// signed-in flag and kept copies, IndexedDB's open failing through its error event. The faults are the browser's,
// simulated in the page before any script runs (its storage methods replaced) or made by the DevTools protocol.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { go, setOffline, signIn, signOutFromMenu, swReady } from './helpers';
import { record } from './summary';

const DAY = 86_400_000;
const KEPT = (name: 'card' | 'dashboard') => `pro-membership:kept:${name}`;
const FLAG = 'pro-membership:signed-in';
const CARD_GONE = 'Your card is no longer on this device. Please sign in again.';
const SAVE_FAILED = 'This device could not save your card, so it will not be available offline.';

/** A launch from the home screen: a new document at the address, not a hash change in the running app. */
async function launch(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
  await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
}

/** The keys the app's IndexedDB store holds (the member, the credential and its key, ...). */
const storedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((ok, no) => {
        const request = indexedDB.open('keyval-store');
        request.onerror = () => no(request.error);
        request.onsuccess = () => {
          const keys = request.result.transaction('keyval').objectStore('keyval').getAllKeys();
          keys.onsuccess = () => (ok((keys.result as string[]).sort()), request.result.close());
          keys.onerror = () => no(keys.error);
        };
      }),
  );
/** What a signed-in member's device holds in IndexedDB: the member, and the credential with its key. */
const SIGNED_IN_KEYS = ['credentials', 'credentials-key', 'member'];
/** The device comes to hold them: the guard shows the dashboard once the member is in memory, while the record and
 * the credential are still being written (src/state/session.ts storeMember, src/state/membership.ts signIn). */
const keepsSignedIn = (page: Page) =>
  expect.poll(() => storedKeys(page)).toEqual(expect.arrayContaining(SIGNED_IN_KEYS));

/** The app's storage waits (STORAGE_WAIT_MS, SIGNED_IN_WAIT_MS in src/services/storage/record.ts). */
const STORAGE_WAITS = [3000, 15_000];
/** In the page: counts each storage wait that ran out (`waitedOut`), as the page's own timers say. */
function countStorageWaits(waits: number[]) {
  const w = window as unknown as { waitedOut: number };
  w.waitedOut = 0;
  const native = window.setTimeout;
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
    native(
      waits.includes(ms ?? 0) && typeof fn === 'function'
        ? (...a: unknown[]) => (w.waitedOut++, (fn as (...b: unknown[]) => void)(...a))
        : fn,
      ms,
      ...args,
    )) as typeof setTimeout;
}
/**
 * In the page: a backing store that cannot be opened, as Chromium reports one: the open request answers with an
 * error event, it does not throw. Made real: every open asks for a database one version below the one this opens
 * first, so the browser fails each with a VersionError, queued behind it.
 */
function unopenable() {
  const open = IDBFactory.prototype.open;
  const first = open.call(indexedDB, 'pm-unopenable', 2);
  first.onsuccess = () => first.result.close();
  IDBFactory.prototype.open = function () {
    return open.call(this, 'pm-unopenable', 1);
  };
}

test.describe('localStorage that refuses', () => {
  // a browser that blocks site data throws on the getter itself, before any method is called
  test('refused outright (SecurityError): the member signs in, the card shows online and offline, and a launch keeps them signed in', async ({
    page,
  }) => {
    record({ faults: 1 });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
    // IndexedDB kept the member: the card works offline, so no warning that it will not
    await expect(page.getByText(SAVE_FAILED)).toHaveCount(0);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await keepsSignedIn(page);

    // the next start has no flag to tell it a member is signed in: it reads the member from IndexedDB all the same
    await swReady(page);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
    await keepsSignedIn(page);
    await setOffline(page, true);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(page.locator('.card-offline')).toContainText('You are offline.');
  });

  test('full (QuotaExceededError on every write): the member signs in, the card shows, and a launch keeps them signed in', async ({
    page,
  }) => {
    record({ faults: 1 });
    await page.addInitScript(() => {
      // reads and removals work; every write is refused as a full origin refuses it
      Storage.prototype.setItem = function () {
        throw new DOMException(
          "Failed to execute 'setItem' on 'Storage': the quota has been exceeded.",
          'QuotaExceededError',
        );
      };
    });
    await signIn(page);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
    await expect(page.getByText(SAVE_FAILED)).toHaveCount(0);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    // nothing was kept, and nothing half-kept
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    await swReady(page);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
    // the credential the status re-check needs is still there: the start took the missing flag for no sign-out
    await keepsSignedIn(page);
    await setOffline(page, true);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
  });

  test('full after the copies were kept: the kept card still paints, the app takes over, and a sign-out still clears it all', async ({
    page,
  }) => {
    record({ faults: 1 });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT('card'))).not.toBeNull();

    await page.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await setOffline(page, true);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/card$/);
    await expect(page.locator('html')).toHaveAttribute('data-kept', 'card');
    await expect(page.locator('#kept')).toHaveCount(0);
    await expect(page.locator('.member-card')).toHaveCount(1);
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');

    await setOffline(page, false);
    await go(page, '/dashboard');
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/#\/$/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pro-membership:kept:'))),
    ).toEqual([]);
    expect(await page.evaluate((flag) => localStorage.getItem(flag), FLAG)).toBeNull();
    expect(await storedKeys(page)).toEqual(expect.not.arrayContaining(['member']));
    expect(await storedKeys(page)).toEqual(expect.not.arrayContaining(['credentials']));
  });
});

test.describe('IndexedDB that fails', () => {
  test('evicted under the signed-in flag and the kept copies: the start shows no card, drops the copies and lands on the sign-in', async ({
    page,
    baseURL,
  }) => {
    record({ faults: 1 });
    const login = Date.now();
    await page.clock.install({ time: login });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT('card'))).not.toBeNull();

    // a day later the browser has evicted the database (storage pressure), and left localStorage as it was
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'indexeddb' });
    await page.clock.setSystemTime(login + DAY);
    await setOffline(page, true);
    await launch(page, '/');
    await expect(page).toHaveURL(/#\/$/);
    await expect(page.getByLabel('Membership e-mail')).toBeVisible();
    // the member is told why the sign-in shows where the card was
    await expect(page.getByRole('status').filter({ hasText: CARD_GONE })).toBeVisible();
    await expect(page.locator('.member-card')).toHaveCount(0);
    await expect(page.locator('#kept')).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pro-membership:kept:'))),
    ).toEqual([]);
    expect(await page.evaluate((flag) => localStorage.getItem(flag), FLAG)).toBeNull();

    // online again, the member signs in and the message goes; the card is kept again
    await setOffline(page, false);
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByText(CARD_GONE)).toHaveCount(0);
    await keepsSignedIn(page);
  });

  test('whose open fails through its error event: the app says so at once, the member signs in and the card shows', async ({
    page,
  }) => {
    record({ faults: 1 });
    await page.addInitScript(countStorageWaits, STORAGE_WAITS);
    await page.addInitScript(unopenable);
    // the start does not wait for storage that will not answer (the form answers at once)
    await page.goto('/#/');
    await page.locator('html[data-app=live]').waitFor({ state: 'attached' });
    await expect(page.getByText(SAVE_FAILED)).toBeVisible();
    await page.getByLabel('Membership e-mail').fill('active@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Makeup2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amara' })).toBeVisible();
    await expect(page.getByText(SAVE_FAILED)).toBeVisible();
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    expect(await page.evaluate(() => (window as unknown as { waitedOut: number }).waitedOut)).toBe(0);
  });

  test('whose open fails at a signed-in start: the app says so and does not wait, keeps what is stored, and the next start shows the card', async ({
    page,
    context,
  }) => {
    record({ faults: 1 });
    await signIn(page);
    await swReady(page);
    await go(page, '/card');
    await expect(page.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEPT('card'))).not.toBeNull();
    await page.close();

    // a page of its own for the failing start: the next one, without the fault, is the device as it then is
    const failing = await context.newPage();
    await failing.addInitScript(countStorageWaits, STORAGE_WAITS);
    await failing.addInitScript(unopenable);
    await context.setOffline(true);
    await failing.goto('/#/card');
    await failing.locator('html[data-app=live]').waitFor({ state: 'attached' });
    await expect(failing.getByText(SAVE_FAILED)).toBeVisible();
    await expect(failing.locator('#kept')).toHaveCount(0);
    expect(await failing.evaluate(() => (window as unknown as { waitedOut: number }).waitedOut)).toBe(0);
    // storage that did not answer told nothing: the flag and the kept copies stay for the next start
    expect(await failing.evaluate((flag) => localStorage.getItem(flag), FLAG)).not.toBeNull();
    expect(await failing.evaluate((key) => localStorage.getItem(key), KEPT('card'))).not.toBeNull();
    await failing.close();

    const next = await context.newPage();
    await next.goto('/#/');
    await expect(next).toHaveURL(/#\/card$/);
    await expect(next.locator('.member-card-name')).toHaveText('Amara Okafor');
    await expect(next.getByText(SAVE_FAILED)).toHaveCount(0);
  });
});
