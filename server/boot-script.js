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
/**
 * The build (scripts/prerender.js) leaves the app's module scripts in index.html as inert links marked
 * with these attributes. The prerendered sign-in needs no code to paint, but a module that arrives before
 * the first frame runs before it: on a low-end phone the first paint would wait for the whole app to start.
 * So for a visitor at the sign-in screen the code is fetched and run once the first frame is painted.
 */
export const APP_MODULE = 'data-module';
export const APP_ENTRY = 'data-entry';
/**
 * Marks the sign-in screen's own chunks. The entry would ask for them only once it runs, a whole round trip
 * later (2 s on slow 2G); a visitor at the sign-in screen fetches them with the entry instead. Nobody else
 * needs them.
 */
export const APP_VISITOR = 'data-visitor';
/**
 * Marks the app chunk (src/app/boot.tsx) and what it imports. A visitor at `/` in English gets the sign-in
 * island first (src/main.tsx), which loads the app after it; everyone else needs the app before their first
 * screen, and fetches it with the entry instead of a round trip after it.
 */
export const APP_SHELL = 'data-shell';
/** The language the prerendered sign-in is in (src/i18n/languages.ts, DEFAULT_LANGUAGE). */
export const ISLAND_LANGUAGE = 'english';
/** Marks the manifest link that index.html keeps inert until the app starts (scripts/prerender.js, src/app/boot.tsx). */
export const MANIFEST_LINK = 'data-manifest';
/** The language of the last session, mirrored in localStorage by src/state/session.ts. */
export const LANGUAGE_HINT = 'pro-membership:language';
/** Starts the app's code this long after the document is parsed if no paint is seen before (a background tab). */
export const PAINT_WAIT_MS = 1000;
/** The app's IndexedDB database and object store (idb-keyval's defaults). */
export const DB_NAME = 'keyval-store';
export const STORE_NAME = 'keyval';
/** Where the early connection (a promise of an IDBDatabase) waits for the app. */
export const EARLY_DB_GLOBAL = 'pmEarlyDb';

export const BOOT_SCRIPT =
  `var deep,g;` +
  `try{var d=document.documentElement,s=localStorage.getItem(${JSON.stringify(SIGNED_IN_FLAG)});` +
  `g=localStorage.getItem(${JSON.stringify(LANGUAGE_HINT)});` +
  `if(s||!/^(#\\/?(sign-in)?)?$/.test(location.hash)){deep=1;d.classList.add("deep");` +
  `setTimeout(function(){d.classList.remove("deep")},${REVEAL_AFTER_MS})}` +
  `if(s){var r=indexedDB.open(${JSON.stringify(DB_NAME)});` +
  `r.onupgradeneeded=function(){r.result.createObjectStore(${JSON.stringify(STORE_NAME)})};` +
  `var p=self.${EARLY_DB_GLOBAL}=new Promise(function(y,n){r.onsuccess=function(){y(r.result)};r.onerror=function(){n(r.error)}});` +
  // the app handles a failed open; until it loads, nobody else should hear of it as unhandled
  `p.catch(function(){})}` +
  `}catch(e){}` +
  // The app's code (see the note above APP_MODULE): a visitor's sign-in paints first, everyone else's
  // code is fetched at once and runs when the document is parsed, as a parser-inserted module would.
  // the sign-in island's conditions, as far as they are known here (src/main.tsx)
  `(function(){var h=document.head,done,island=!deep&&/^(#\\/?)?$/.test(location.hash)&&(!g||g==${JSON.stringify(ISLAND_LANGUAGE)});` +
  `function add(l,run){var e=document.createElement(run?"script":"link");e.crossOrigin="";` +
  `if(run){e.type="module";e.src=l.href}else{e.rel="modulepreload";e.href=l.href}h.appendChild(e)}` +
  `function get(){var a=document.querySelectorAll("link[${APP_MODULE}]"),e;for(var i=0;i<a.length;i++){e=a[i];` +
  `if(e.hasAttribute("${APP_SHELL}")?!island:!deep||!e.hasAttribute("${APP_VISITOR}"))add(e)}}` +
  `function run(){var l=document.querySelector("link[${APP_ENTRY}]");l&&add(l,1)}` +
  `function parsed(f){document.readyState=="loading"?document.addEventListener("DOMContentLoaded",f):f()}` +
  `function start(){if(!done){done=1;get();run()}}` +
  `if(deep){get();parsed(run)}` +
  // the browser's own word that the screen is painted, where it gives it (Paint Timing), else the task after
  // the next frame; the timer covers a tab that draws no frames
  // a member who starts typing or pressing before that gets the code at once
  `else{["focusin","pointerdown","keydown"].forEach(function(t){document.addEventListener(t,start,{once:true,capture:true})});` +
  `parsed(function(){setTimeout(start,${PAINT_WAIT_MS});var P=self.PerformanceObserver;` +
  `try{if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)throw 0;new P(function(l,o){` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true})}` +
  `catch(e){requestAnimationFrame(function(){setTimeout(start)})}})}` +
  `})()`;

export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
