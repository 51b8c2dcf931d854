// Trusted Types (the CSP's `require-trusted-types-for 'script'`): the page's script and HTML sinks (innerHTML,
// a script's src, the service worker's URL) take only what a policy made, never a plain string. The app's
// policies are ./app-policies.ts, the boot script's src/start/script-policy.ts; their names are in the
// CSP's list too (./trusted-type-policies.js).
export { POLICY_NAMES } from './trusted-type-policies.js';

export interface PolicyRules {
  createHTML?: (input: string) => string;
  /** null refuses the URL (the default policy's refusal is reported as a CSP violation). */
  createScriptURL?: (input: string) => string | null;
}

/** What a policy makes is a TrustedHTML or TrustedScriptURL the sinks accept; typed here as the string it
 * holds, since the DOM's types know no Trusted Types (and without them the sinks take the string). */
export interface Policy {
  createHTML(input: string): string;
  createScriptURL(input: string): string;
}

const refuse = (): never => {
  throw new TypeError('Refused by the Trusted Types policy');
};

/** The browser's `trustedTypes` (src/start/script-policy.ts calls it directly for the default policy). */
export type Factory = { createPolicy(name: string, rules: PolicyRules): Policy };

/** The named policy, or where the browser has no Trusted Types its rules alone (they check the same). The CSP
 * refuses a second policy of one name, so each is created once, at its module's start. */
export function createPolicy(name: string, rules: PolicyRules): Policy {
  const url = rules.createScriptURL;
  // a named policy's null would make an empty URL, not a refusal; the default policy's null is one
  const checked =
    name === 'default' || !url ? rules : { ...rules, createScriptURL: (input: string) => url(input) ?? refuse() };
  const factory = (globalThis as { trustedTypes?: Factory }).trustedTypes;
  if (factory) return factory.createPolicy(name, checked);
  return {
    createHTML: checked.createHTML ?? refuse,
    createScriptURL: (input) => checked.createScriptURL?.(input) ?? refuse(),
  };
}
