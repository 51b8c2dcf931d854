// `npm run csp` prints the policy a static host sends: the services the build talks to must be allowed.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS build script
import { policyFor } from '../../scripts/print-csp.js';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))!
    .split(' ')
    .slice(1);
const HTML = '<html><head><style>body{margin:0}</style></head></html>';

describe('npm run csp', () => {
  it('allows the configured services: calls to both, images from the content service', () => {
    const policy: string = policyFor(
      {
        VITE_MEMBERSHIP_BASE: 'https://members.brand.example/api/',
        VITE_CONTENT_BASE: 'https://www.brand.example/wp-json/',
      },
      HTML,
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://members.brand.example',
      'https://www.brand.example',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://www.brand.example');
    expect(directive(policy, 'img-src')).not.toContain('https://members.brand.example');
    expect(directive(policy, 'style-src')).toHaveLength(2); // 'self' and the inline CSS's hash
  });

  it("adds nothing for services on the app's own origin, and takes extra origins when asked", () => {
    const policy: string = policyFor(
      { CSP_CONNECT_SRC: 'https://www.googletagmanager.com', CSP_IMG_SRC: 'https://cdn.brand.example' },
      HTML,
    );
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://i.ytimg.com',
      'https://cdn.brand.example',
    ]);
  });
});
