// The credential kept for the silent re-check: encrypted at rest under a non-extractable CryptoKey that the
// engine keeps in IndexedDB, and usable after a reload (SECURITY.md, "The credential").
import { expect, test } from 'vitest';
import { PASSWORD, live, routeIs, signIn } from '../app';
import type { Lane } from '../lane';
import { dumpStorage } from '../../shared/in-page';

/** The pwd-v1 hash the provider receives for this member (src/services/password-hash.ts). */
const pwdV1 = (lane: Lane, email: string, password: string) =>
  lane.page.run(
    async (e: string, p: string) => {
      const d = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${e.toLowerCase()}:${p}`));
      return Array.from(new Uint8Array(d), (b) => b.toString(16).padStart(2, '0')).join('');
    },
    email,
    password,
  );

/** Decrypts the stored credential with the stored key, as the app's re-check does; what the key is like. */
const unseal = (lane: Lane) =>
  lane.page.run(async () => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open('keyval-store');
      r.onsuccess = () => ok(r.result);
    });
    const get = (k: string) =>
      new Promise<unknown>((ok) => {
        const r = db.transaction('keyval').objectStore('keyval').get(k);
        r.onsuccess = () => ok(r.result);
      });
    const key = await get('credentials-key');
    const sealed = (await get('credentials')) as { username: string; iv: Uint8Array; data: ArrayBuffer } | undefined;
    db.close();
    if (!(key instanceof CryptoKey) || !sealed) return { key: String(key), sealed: !!sealed };
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv as Uint8Array<ArrayBuffer> },
      key,
      sealed.data,
    );
    return {
      key: `${key.algorithm.name} extractable=${key.extractable}`,
      sealed: true,
      username: sealed.username,
      plain: new TextDecoder().decode(plain),
    };
  });

export function credentialJourneys(lane: Lane): void {
  test('the stored credential is encrypted at rest, in no store in clear, and still opens after a reload', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    const hash = await pwdV1(lane, 'active@demo.test', PASSWORD);
    await lane.page.reload();
    await live(lane);
    await routeIs(lane, '/dashboard');
    const dump = await lane.page.run(dumpStorage);
    expect(dump).toContain('credentials');
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(hash);
    expect(await unseal(lane)).toEqual({
      key: 'AES-GCM extractable=false',
      sealed: true,
      username: 'active@demo.test',
      plain: hash,
    });
  });
}
