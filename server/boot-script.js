// @ts-check
// The one inline script of index.html (scripts/prerender.js puts it in the <head>), allowed by the
// Content-Security-Policy through its hash (server/csp.js), never by 'unsafe-inline'.
//
// index.html paints the sign-in screen before any JavaScript runs. That is the right first paint for a
// visitor at `/`, and the wrong one for everyone else: a signed-in member opening the card would see a
// sign-in form (and might start typing into it) until the app takes over. This runs before the body is
// parsed and marks the document `deep` when the address is another screen, or when this device holds a
// signed-in member (src/state/session.ts keeps that one flag in localStorage: no member data). The inline
// CSS then keeps the prerendered screen hidden until the app replaces it, or for 4 s at most.
import { createHash } from 'node:crypto';

export const SIGNED_IN_FLAG = 'pro-membership:signed-in';

export const BOOT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(SIGNED_IN_FLAG)})||!/^(#\\/?(sign-in)?)?$/.test(location.hash))document.documentElement.classList.add("deep")}catch(e){}`;

export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
