// Part of the app chunk (src/app/app-chunk.tsx): where the credential (./credentials-record.ts) is kept, and its removal,
// apart from the code that seals and reads it: sign-out and the start clear it without that code.
import { del } from 'idb-keyval';
import { bounded, store } from './record';

export const CREDENTIAL_KEY = 'credentials';
export const CREDENTIAL_KEY_KEY = 'credentials-key';

/** Removes the ciphertext and the key: nothing can be decrypted after sign-out. */
export async function clearCredential(): Promise<void> {
  await Promise.allSettled([bounded(del(CREDENTIAL_KEY, store)), bounded(del(CREDENTIAL_KEY_KEY, store))]);
}
