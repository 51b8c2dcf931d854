// index.html's boot script (server/boot-script.js): which first loads keep the prerendered sign-in hidden.
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { BOOT_SCRIPT, SIGNED_IN_FLAG as BOOT_FLAG } from '../../server/boot-script.js';
import { SIGNED_IN_FLAG } from '../../src/state/session';

function boot(hash: string, signedIn: boolean): boolean {
  history.replaceState(null, '', `/${hash}`);
  if (signedIn) localStorage.setItem(SIGNED_IN_FLAG, '1');
  document.documentElement.classList.remove('deep');
  new Function(BOOT_SCRIPT as string)();
  return document.documentElement.classList.contains('deep');
}

describe('boot script', () => {
  afterEach(() => localStorage.clear());

  it('reads the flag the app writes', () => expect(BOOT_FLAG).toBe(SIGNED_IN_FLAG));

  it.each(['', '#', '#/', '#/sign-in'])('shows the prerendered sign-in to a visitor at "%s"', (hash) => {
    expect(boot(hash, false)).toBe(false);
  });

  it.each(['#/card', '#/register', '#/dashboard', '#/nowhere'])('hides it for another screen, "%s"', (hash) => {
    expect(boot(hash, false)).toBe(true);
  });

  it('hides it from a signed-in member, even at the root', () => {
    expect(boot('#/', true)).toBe(true);
  });
});
