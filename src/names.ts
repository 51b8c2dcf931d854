// Names the inline scripts (src/start/, inlined into index.html) and the app share: one source for two builds.
// The DOM markers among them stay markers only where CSS needs them (prerender-hidden, data-greeting), where the build
// writes them into index.html (data-module, data-nodes, data-manifest, data-kept on the kept CSS), or where the browser
// tests watch the start through them (data-app, data-kept on <html>); state passed between stages is the hand-off's
// (src/start/handoff.ts).

/** Set in localStorage while a member is signed in (src/state/session.ts): a flag, never member data. */
export const SIGNED_IN_FLAG = 'pro-membership:signed-in';
/** Before `card` or `dashboard`: the screen as last shown, for the next start's paint (src/services/kept-screens.ts). */
export const KEPT_SCREEN = 'pro-membership:kept:';
/** The element the boot script paints a kept screen into, beside `#app`; the app removes it as it renders. */
export const KEPT_ID = 'kept';
/** index.html's `<template>` of the build's stylesheets a kept screen adopts, each `<style>` naming its screens in
 * `data-kept` (scripts/vite-first-paint.ts): a copy carries no CSS of its own. */
export const KEPT_CSS = 'kept-css';
/** index.html's `<template>` of the dashboard, which the greeting script paints from the held sign-in's answer, and the
 * element it paints it into, beside `#app` (src/start/greeting.ts); the app removes it as it arrives. */
export const GREETING_TEMPLATE = 'greeting-template';
export const GREETING_ID = 'greeting';
/** The route the greeting stands for: the dashboard, where a first sign-in of an ACTIVE member leads. */
export const GREETING_PATH = '/dashboard';
/** In the template's heading, where the member's name goes. */
export const GREETING_NAME = '\u2063';
/** The classes of the dashboard's card in small that the greeting fills from the answer, as its template has no member
 * (src/screens/dashboard/hero.tsx). */
export const HERO_FIELD = { name: 'hero-name', level: 'hero-level', expiry: 'hero-expiry' } as const;
/** Set in localStorage when the guard signs out a last sign-in over a week old, removed at the next sign-in or sign-out:
 * the sign-in says why the card went, after a reload too (src/state/frame-state.ts). A flag, never member data. */
export const CARD_EXPIRED_FLAG = 'pro-membership:card-expired';
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

/** The build leaves module scripts inert, as `<link data-module="<wave>" href>`; a wave is requested when due. */
export const MODULE_LINK = 'data-module';
export const WAVE = {
  /** the entry (src/main.tsx), run once the first frame is painted */
  entry: 'entry',
  /** what the entry imports: fetched with it */
  eager: 'eager',
  /** the sign-in island's screen chunks: a visitor at `/` fetches them with the entry */
  island: 'island',
  /** the app chunk (src/app/app-chunk.tsx) and what it imports: everyone else fetches it with the entry */
  app: 'app',
  /** what a sign-in needs next (the membership code; the dashboard travels in the app chunk) */
  signingIn: 'signing-in',
  /** English's whole table, with the sign-in wave where English is the language */
  englishTable: 'english-table',
} as const;

/** The sign-in form's id: held when submitted before the code (src/start/head.ts), its provider call sent by the boot script. */
export const SIGN_IN_FORM = 'sign-in-form';

/** The manifest link, inert in index.html until the app runs (installing needs the app). */
export const MANIFEST_LINK = 'data-manifest';
/**
 * On index.html's root, `data-app`: unset while nothing but the inline scripts answer (the head script holds a submitted form), then
 * who has taken over: the sign-in island (src/app/island.tsx), or the app once it has started
 * (src/app/app-chunk.tsx).
 */
export const ISLAND_TOOK_OVER = 'island';
export const APP_STARTED = 'live';
/** On index.html's root: how many elements the prerendered screen was built with (src/start/takeover.ts). */
export const NODES_ATTR = 'data-nodes';
