// Part of the main bundle. One stored thing in IndexedDB: its key, its default and its shape check.
import { del, get, set } from 'idb-keyval';

export interface StoredRecord<T> {
  key: string;
  /** The stored value, or the default when nothing (or something malformed) is stored or storage fails. */
  read(): Promise<T>;
  /** False when the browser refused to store it (private mode, quota, blocked). */
  write(value: T): Promise<boolean>;
  clear(): Promise<boolean>;
}

export function storedRecord<T>(key: string, fallback: () => T, parse: (raw: unknown) => T | null): StoredRecord<T> {
  return {
    key,
    async read() {
      try {
        return parse(await get(key)) ?? fallback();
      } catch {
        return fallback();
      }
    },
    async write(value) {
      try {
        await set(key, value);
        return true;
      } catch {
        return false;
      }
    },
    async clear() {
      try {
        await del(key);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
