// The credential for the silent status re-check. Only the client-side password hash the provider
// receives is kept, encrypted with AES-GCM under a non-extractable key that never leaves IndexedDB.
import { get, set } from 'idb-keyval';
import { CREDENTIAL_KEY as KEY, CREDENTIAL_KEY_KEY as KEY_KEY } from './credential-keys';
import { bounded, isObject, isString, store } from './record';

export { clearCredential } from './credential-keys';

export interface Credential {
  username: string;
  /** The pwd-v1 hash sent to the provider, never the password itself. */
  passwordHash: string;
}

interface Sealed {
  username: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export function parseSealed(raw: unknown): Sealed | null {
  if (!isObject(raw) || !isString(raw.username) || !raw.username) return null;
  if (!(raw.iv instanceof Uint8Array) || raw.iv.length !== 12 || !(raw.data instanceof ArrayBuffer)) return null;
  return raw as unknown as Sealed;
}

async function key(create: boolean): Promise<CryptoKey | null> {
  const stored = await bounded(get<CryptoKey>(KEY_KEY, store));
  if (stored instanceof CryptoKey || !create) return stored ?? null;
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await bounded(set(KEY_KEY, fresh, store));
  return fresh;
}

/** False when storage or crypto refused; the session still works, only the re-check will not. */
export async function saveCredential({ username, passwordHash }: Credential): Promise<boolean> {
  try {
    const k = (await key(true))!;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, k, new TextEncoder().encode(passwordHash));
    await bounded(set(KEY, { username, iv, data } satisfies Sealed, store));
    return true;
  } catch {
    return false;
  }
}

export async function readCredential(): Promise<Credential | null> {
  try {
    const sealed = parseSealed(await bounded(get(KEY, store)));
    const k = sealed && (await key(false));
    if (!sealed || !k) return null;
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, k, sealed.data);
    return { username: sealed.username, passwordHash: new TextDecoder().decode(plain) };
  } catch {
    return null;
  }
}
