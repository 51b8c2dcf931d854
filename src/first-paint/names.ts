// The names that index.html's boot script (./boot.ts) and the app share: one source for both, since the
// build inlines the boot script into the document and bundles the app separately.

/** Set in localStorage while a member is signed in (src/state/session.ts): a flag, never member data. */
export const SIGNED_IN_FLAG = 'pro-membership:signed-in';
/** The language of the last session, mirrored in localStorage (src/state/session.ts). */
export const LANGUAGE_HINT = 'pro-membership:language';

/** The app's IndexedDB database and object store (idb-keyval's defaults, src/services/storage/record.ts). */
export const DB_NAME = 'keyval-store';
export const STORE_NAME = 'keyval';

/** On <html>: the prerendered screen is not this page's screen, and stays hidden until the app replaces it. */
export const HIDDEN_CLASS = 'prerender-hidden';
/** If the app has not replaced the prerendered screen by then (its code did not arrive), it is shown anyway. */
export const REVEAL_AFTER_MS = 4000;
/** Starts the code this long after the document is parsed if no frame is painted before (a background tab). */
export const PAINT_WAIT_MS = 1000;

/**
 * The build leaves the app's module scripts in index.html as inert links (a module that arrived before the
 * first frame would run before it); the boot script turns them into requests. Each link carries the
 * attribute of the moment it is fetched at.
 */
export const MODULE_LINK = {
  /** every inert module link */
  any: 'data-module',
  /** the entry (src/main.tsx), run once the first frame is painted */
  entry: 'data-entry',
  /** the sign-in island's screen chunks: a visitor at `/` fetches them with the entry */
  island: 'data-island',
  /** the app chunk (src/app/boot.tsx) and what it imports: everyone else fetches it with the entry */
  app: 'data-app-chunk',
} as const;

/** The manifest link, inert in index.html until the app runs (installing needs the app). */
export const MANIFEST_LINK = 'data-manifest';
/** On index.html's root: how many elements the prerendered screen was built with (src/first-paint/takeover.ts). */
export const NODES_ATTR = 'data-nodes';

declare global {
  /** The database connection the boot script opened for a signed-in member (src/services/storage/record.ts). */
  var pmEarlyDb: Promise<IDBDatabase> | undefined;
}
