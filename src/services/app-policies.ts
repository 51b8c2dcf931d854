// Part of the app chunk: the app's named Trusted Types policies, every one in this file, each made once (the CSP
// refuses a second of a name; index.html's boot script makes the `default` one, src/start/script-policy.ts).
import { config } from '../config';
import { createPolicy, POLICY_NAMES } from './trusted-types';

/**
 * The one policy for HTML, a pass-through held by two callers only: the inert parse of titles
 * (content/mapping.ts), where nothing loads or runs, and DOMPurify (src/components/sanitize-purify.ts), whose
 * sanitized output is the only HTML set into the page. Any other innerHTML gets a plain string, and is refused.
 */
export const htmlPolicy = createPolicy(POLICY_NAMES.html, { createHTML: (html) => html });

export const WORKER_URL = '/sw.js';
/** The service worker's script: this URL and no other (src/state/updates.ts). */
export const workerScriptPolicy = createPolicy(POLICY_NAMES.serviceWorker, {
  createScriptURL: (url) => (url === WORKER_URL ? url : null),
});

export const containerUrl = (): string =>
  `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`;
/** The configured tag manager container's script and no other (src/state/tracking.ts). */
export const tagManagerPolicy = createPolicy(POLICY_NAMES.tagManager, {
  createScriptURL: (url) => (config.gtmId && url === containerUrl() ? url : null),
});
