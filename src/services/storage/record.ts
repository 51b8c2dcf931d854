// Part of the app chunk (src/app/app-chunk.tsx). One stored thing in IndexedDB: its key, its default and its shape check.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

// idb-keyval's default database and store; index.html's boot script (src/start/boot.ts) opens the same
import { DB_NAME, STORE_NAME } from '../../names';
import { handoff } from '../../start/handoff';

export { DB_NAME, STORE_NAME };

const byDefault = createStore(DB_NAME, STORE_NAME);
/** The boot script's connection while it lasts; idb-keyval's own (opened on first use) otherwise. */
let booted: Promise<IDBDatabase | null> | null =
  handoff().db?.then(
    (db) => {
      db.onclose = () => (booted = null);
      // a later version of the app upgrading the database must not be blocked by this connection
      db.onversionchange = () => (db.close(), (booted = null));
      return db;
    },
    () => (booted = null),
  ) ?? null;

/** The boot script's connection's store, or null when there is none or it closed before anyone heard of it. */
function bootStore(db: IDBDatabase | null, mode: IDBTransactionMode): IDBObjectStore | null {
  try {
    return db?.transaction(STORE_NAME, mode).objectStore(STORE_NAME) ?? null;
  } catch {
    return (booted = null); // idb-keyval's own connection from now on
  }
}

export const store: UseStore = async (mode, use) => {
  const objectStore = booted && bootStore(await booted, mode);
  return objectStore ? use(objectStore) : byDefault(mode, use);
};

export interface StoredRecord<T> {
  key: string;
  /** The stored value, or the default when nothing (or something malformed) is stored or storage fails. */
  read(): Promise<T>;
  /** As `read`, but undefined when storage refused or did not answer within `waitMs`: what it holds is unknown. */
  tryRead(waitMs?: number): Promise<T | undefined>;
  /** False when the browser refused to store it (private mode, quota, blocked). */
  write(value: T): Promise<boolean>;
  clear(): Promise<boolean>;
}

/** IndexedDB can stall instead of failing (an open blocked by another tab's version change, a wedged
 * backing store): after this long an operation counts as refused, so the app never waits on it for good. */
export const STORAGE_WAIT_MS = 3000;
/** How long a start waits where a member is signed in: a slow phone's first IndexedDB read can take seconds, the
 * kept screen shows meanwhile, and giving up would show the sign-in to a member who may well be offline. */
export const SIGNED_IN_WAIT_MS = 15_000;
/** The operation that went past the wait and has not answered since: until it does, the next ones are
 * refused at once instead of each making the member wait again. */
let stalled: Promise<unknown> | null = null;

export function bounded<T>(op: Promise<T>, waitMs = STORAGE_WAIT_MS): Promise<T> {
  if (stalled) {
    op.catch(() => {});
    return Promise.reject(new Error('storage is not answering'));
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const mine = (stalled = op);
      void op
        .then(
          () => {},
          () => {},
        )
        .then(() => {
          if (stalled === mine) stalled = null;
        });
      reject(new Error('storage did not answer'));
    }, waitMs);
    op.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

export function storedRecord<T>(key: string, fallback: () => T, parse: (raw: unknown) => T | null): StoredRecord<T> {
  const tryRead = async (waitMs?: number) => {
    try {
      return parse(await bounded(get(key, store), waitMs)) ?? fallback();
    } catch {
      return undefined;
    }
  };
  return {
    key,
    tryRead,
    read: async () => (await tryRead()) ?? fallback(),
    async write(value) {
      try {
        await bounded(set(key, value, store));
        return true;
      } catch {
        return false;
      }
    },
    async clear() {
      try {
        await bounded(del(key, store));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
