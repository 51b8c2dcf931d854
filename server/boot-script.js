// @ts-check
// The one inline script of index.html (scripts/prerender.js puts it in the <head>), allowed by the
// Content-Security-Policy through its hash (server/csp.js), never by 'unsafe-inline'.
//
// index.html paints the sign-in screen before any JavaScript runs. That is the right first paint for a
// visitor at `/`, and the wrong one for everyone else: a signed-in member opening the card would see a
// sign-in form (and might start typing into it) until the app takes over. This runs before the body is
// parsed and marks the document `deep` when the address is another screen, or when this device holds a
// signed-in member (src/state/session.ts keeps that one flag in localStorage: no member data). The inline
// CSS then keeps the prerendered screen out of the page (`display: none`, so a low-end phone does not lay
// out a screen nobody sees) until the app replaces it, or for 4 s at most.
//
// For a signed-in member it also opens the app's IndexedDB database at once (src/services/storage/record.ts
// takes the connection over from `EARLY_DB_GLOBAL`): opening it takes hundreds of milliseconds on a slow
// phone, and this way it overlaps with fetching and compiling the app's code instead of following it.
import { createHash } from 'node:crypto';

export const SIGNED_IN_FLAG = 'pro-membership:signed-in';

/** If the app has not replaced the prerendered screen by then (its code failed to arrive), show it after all. */
export const REVEAL_AFTER_MS = 4000;
/** The app's IndexedDB database and object store (idb-keyval's defaults). */
export const DB_NAME = 'keyval-store';
export const STORE_NAME = 'keyval';
/** Where the early connection (a promise of an IDBDatabase) waits for the app. */
export const EARLY_DB_GLOBAL = 'pmEarlyDb';

export const BOOT_SCRIPT =
  `try{var d=document.documentElement,s=localStorage.getItem(${JSON.stringify(SIGNED_IN_FLAG)});` +
  `if(s||!/^(#\\/?(sign-in)?)?$/.test(location.hash)){d.classList.add("deep");` +
  `setTimeout(function(){d.classList.remove("deep")},${REVEAL_AFTER_MS})}` +
  `if(s){var r=indexedDB.open(${JSON.stringify(DB_NAME)});` +
  `r.onupgradeneeded=function(){r.result.createObjectStore(${JSON.stringify(STORE_NAME)})};` +
  `var p=self.${EARLY_DB_GLOBAL}=new Promise(function(y,n){r.onsuccess=function(){y(r.result)};r.onerror=function(){n(r.error)}});` +
  // the app handles a failed open; until it loads, nobody else should hear of it as unhandled
  `p.catch(function(){})}` +
  `}catch(e){}`;

export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
