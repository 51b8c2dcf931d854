// index.html's boot script (./boot.ts): the page's default Trusted Types policy, made before any script URL is
// set. A script URL given as a plain string (the module scripts of ./links.ts, the bundler's own) passes only
// when it is one of the build's files on this origin; no HTML or script text passes as a string at all.
import type { Factory } from '../services/trusted-types';

const isBuiltModule = (url: string): boolean => {
  const { origin, pathname, search, hash } = new URL(url, location.href);
  return origin === location.origin && pathname.startsWith('/assets/') && pathname.endsWith('.js') && !search && !hash;
};

export function allowBuiltModules(): void {
  try {
    // the browser's own, where it has Trusted Types: the default policy's null is a refusal, and without them no sink
    // checks a URL, so this script needs no more of ../services/trusted-types.ts than its types
    (globalThis as { trustedTypes?: Factory }).trustedTypes?.createPolicy('default', {
      createScriptURL: (url) => (isBuiltModule(url) ? url : null),
    });
  } catch {
    // a CSP without it (from another build) or a browser that refuses: the rest of the boot goes on
  }
}
