// @ts-check
// The names of the app's Trusted Types policies: the app creates them (./app-policies.ts) and the CSP allows
// these and no other (server/csp.js imports this file). Plain JavaScript, so the Node server can import it.
export const POLICY_NAMES = /* @__PURE__ */ Object.freeze({
  /** content HTML: the inert parse and DOMPurify's output */
  html: 'pm-html',
  /** the service worker's script URL */
  serviceWorker: 'pm-sw',
  /** the configured tag manager container */
  tagManager: 'pm-tag-manager',
});
