// index.html's boot script (./boot.ts): the page's default Trusted Types policy, made before any script URL is
// set. A script URL given as a plain string (the module scripts of ./links.ts, the bundler's own) passes only
// when it is one of the build's files on this origin; no HTML or script text passes as a string at all.
import { createPolicy } from '../services/trusted-types';

const isBuiltModule = (url: string): boolean => {
  const { origin, pathname, search, hash } = new URL(url, location.href);
  return origin === location.origin && pathname.startsWith('/assets/') && pathname.endsWith('.js') && !search && !hash;
};

export function allowBuiltModules(): void {
  try {
    createPolicy('default', { createScriptURL: (url) => (isBuiltModule(url) ? url : null) });
  } catch {
    // a CSP without it (from another build) or a browser that refuses: the rest of the boot goes on
  }
}
