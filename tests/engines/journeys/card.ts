// The card at the till: its scannable code, the live element, and its offline week (spec sections 4 and 9).
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from 'vitest';
import { go, headingIs, routeIs, signIn, textOf } from '../app';
import { waitFor } from '../driver';
import type { Lane } from '../lane';

/** The service worker controls the page and has precached the shell. */
export const workerControls = (lane: Lane) =>
  waitFor(lane.page, 'the service worker to control the page', async () => {
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });

export function cardJourneys(lane: Lane): void {
  test('the card shows the member, a code that decodes to the member number, and a live clock', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    await go(lane, '/card');
    expect(await textOf(lane, '.member-card-name')).toBe('Amara Okafor');
    expect(await textOf(lane, '.member-number')).toBe('10000000001');
    const png = PNG.sync.read(await lane.page.shot('.member-card .qr'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe('10000000001');
    // the live element: its clock moves on by itself
    const first = await textOf(lane, '.live-time');
    await waitFor(
      lane.page,
      'the live clock to tick',
      (t: string) => document.querySelector('.live-time')?.textContent !== t,
      first,
    );
  });

  test('offline: with the worker in control and the network cut, the card still shows; other pages show the offline screen', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    await workerControls(lane);
    await go(lane, '/card');
    expect(await textOf(lane, '.member-card-name')).toBe('Amara Okafor');

    lane.server.cut(true);
    // the whole app comes from the worker's precache and the member from IndexedDB
    await lane.page.reload();
    expect(await textOf(lane, '.member-card-name')).toBe('Amara Okafor');
    const how = await lane.page.reportOffline(true);
    expect(await textOf(lane, '.card-offline')).toMatch(/^You are offline\. This card was last refreshed /);
    await go(lane, '/dashboard', 'You are currently offline.');
    expect(await lane.page.run(() => document.querySelector('.member-card'))).toBeNull();
    console.log(`${lane.engine}: offline reported ${how}`);
    await headingIs(lane, 'You are currently offline.');
  });
}
