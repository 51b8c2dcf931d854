// The Trusted Types policies' rules (src/services/trusted-types.ts): what each lets through, with and without
// the browser's own factory. The browser's refusal of everything else is tests/e2e/device.spec.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPolicy, type PolicyRules } from '../../src/services/trusted-types';
import { allowBuiltModules } from '../../src/start/script-policy';

/** A stand-in for the browser's factory that keeps the rules it was given, by name. */
function fakeFactory() {
  const made = new Map<string, PolicyRules>();
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: PolicyRules) => {
      if (made.has(name)) throw new TypeError(`policy ${name} exists`);
      made.set(name, rules);
      return { createHTML: rules.createHTML, createScriptURL: rules.createScriptURL };
    },
  });
  return made;
}

describe('Trusted Types policies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses, without the browser's factory, what the rules refuse and everything they do not cover", () => {
    const policy = createPolicy('pm-test', { createScriptURL: (url) => (url === '/sw.js' ? url : null) });
    expect(policy.createScriptURL('/sw.js')).toBe('/sw.js');
    expect(() => policy.createScriptURL('/evil.js')).toThrow(TypeError);
    expect(() => policy.createHTML('<b>x</b>')).toThrow(TypeError);
  });

  it("turns a named policy's null into a refusal (the browser would make an empty URL of it)", () => {
    const made = fakeFactory();
    createPolicy('pm-test', { createScriptURL: (url) => (url === '/sw.js' ? url : null) });
    expect(() => made.get('pm-test')!.createScriptURL!('/evil.js')).toThrow(TypeError);
  });

  it("lets the default policy pass only the build's own modules, and no HTML", () => {
    const made = fakeFactory();
    allowBuiltModules();
    const rules = made.get('default')!;
    expect(rules.createHTML).toBeUndefined();
    const url = rules.createScriptURL!;
    expect(url('/assets/index-Q4k5m0AD.js')).toBe('/assets/index-Q4k5m0AD.js');
    expect(url(`${location.origin}/assets/app-chunk-x.js`)).toBe(`${location.origin}/assets/app-chunk-x.js`);
    for (const refused of [
      'https://elsewhere.example/assets/x.js',
      '//elsewhere.example/assets/x.js',
      '/sw.js',
      '/assets/x.css',
      '/assets/x.js?callback=y',
      '/content-images/x.js',
      'data:text/javascript,alert(1)',
    ]) {
      expect(url(refused), refused).toBeNull();
    }
  });

  it('lets the boot go on when the default policy cannot be made (a CSP from another build)', () => {
    fakeFactory();
    allowBuiltModules();
    expect(() => allowBuiltModules()).not.toThrow();
  });
});
