// Sign-in, a wrong password, registration and sign-out (spec sections 2 to 4).
import { expect, test } from 'vitest';
import { headingIs, open, routeIs, signIn, textOf } from '../app';
import { waitFor } from '../driver';
import type { Lane } from '../lane';

export function membershipJourneys(lane: Lane): void {
  test('an active member signs in and reaches the dashboard', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    await headingIs(lane, 'Hello, Amara');
  });

  test('a wrong password says "Your login is incorrect" and keeps the member on sign-in', async () => {
    await signIn(lane, 'active@demo.test', 'Wrong2026x');
    expect(await textOf(lane, '.form-summary-message')).toBe('Your login is incorrect');
    expect(
      await lane.page.run(() => [location.hash, (document.getElementById('email') as HTMLInputElement).value]),
    ).toEqual(['#/', 'active@demo.test']);
  });

  test('a new member registers and is told so', async () => {
    await open(lane, '/register');
    await lane.page.type('#memberNumber', '10000000006');
    await lane.page.type('#email', 'new@demo.test');
    await lane.page.type('#password', 'Newpass2026');
    await lane.page.type('#verify', 'Newpass2026');
    await lane.page.click('#acceptTerms');
    await lane.page.click('#acceptPrivacy');
    await lane.page.click('main form button[type=submit]');
    await routeIs(lane, '/register-success');
    // the e-mail carries over to the sign-in, and the new password works
    await open(lane, '/');
    await waitFor(
      lane.page,
      'the e-mail offered',
      () => document.querySelector<HTMLInputElement>('#email')?.value === 'new@demo.test',
    );
    await lane.page.type('#password', 'Newpass2026');
    await lane.page.click('main form button[type=submit]');
    await routeIs(lane, '/dashboard');
  });

  test('sign-out from the menu returns to sign-in and leaves no member data behind', async () => {
    await signIn(lane);
    await headingIs(lane, 'Hello, Amara');
    await lane.page.click('button[aria-haspopup=dialog]');
    await waitFor(lane.page, 'the menu', () => !!document.querySelector('dialog.menu[open]'));
    await lane.page.click('dialog.menu li:last-child button');
    // it asks first: the offline card goes with the sign-out
    await waitFor(lane.page, 'the sign-out question', () => !!document.querySelector('dialog.confirm[open]'));
    await lane.page.click('dialog.confirm button:not(.button-secondary)');
    await routeIs(lane, '/');
    await waitFor(lane.page, 'the stored member gone', async () => {
      const db = await new Promise<IDBDatabase>((ok) => {
        const r = indexedDB.open('keyval-store');
        r.onsuccess = () => ok(r.result);
      });
      const keys = await new Promise<IDBValidKey[]>((ok) => {
        const r = db.transaction('keyval').objectStore('keyval').getAllKeys();
        r.onsuccess = () => ok(r.result);
      });
      db.close();
      return (
        !keys.some((k) => ['member', 'credentials', 'credentials-key'].includes(String(k))) &&
        !localStorage.getItem('pro-membership:signed-in')
      );
    });
  });
}
