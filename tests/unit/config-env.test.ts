// Build-time configuration (README, Configuration): a production build points the app at the real services
// through VITE_* variables; without them it talks to the reference server on its own origin.
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { DEFAULT_CLIENT_CREDENTIALS } from '../../server/membership/client-credentials.js';
import { missingCredentials } from '../../scripts/vite-build-env';

const BUILD_ENV = {
  VITE_MEMBERSHIP_BASE: 'https://members.example/api/',
  VITE_CONTENT_BASE: 'https://content.example/wp-json/',
  VITE_CLIENT_APP_ID: 'prod-app',
  VITE_CLIENT_USERNAME: 'prod-client',
  VITE_CLIENT_PASSWORD: 'prod-secret',
};

/** config.ts reads import.meta.env once, when first imported: a fresh module graph sees the stubbed values. */
async function freshConfig(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('../../src/config')).config;
}

describe('build-time configuration', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('takes the service addresses and client credentials from the build environment', async () => {
    const config = await freshConfig(BUILD_ENV);
    expect(config.membershipBase).toBe('https://members.example/api/');
    expect(config.contentBase).toBe('https://content.example/wp-json/');
    expect(config.client).toEqual({
      clientAppId: 'prod-app',
      clientUserName: 'prod-client',
      clientPassword: 'prod-secret',
    });
  });

  it('falls back to the reference server on the same origin, with its demo credentials, when they are unset', async () => {
    const config = await freshConfig(Object.fromEntries(Object.keys(BUILD_ENV).map((name) => [name, ''])));
    expect([config.membershipBase, config.contentBase]).toEqual(['/api/', '/wp-json/']);
    expect(config.client).toEqual(DEFAULT_CLIENT_CREDENTIALS);
  });

  it('sends membership and content calls to the configured services with the configured credentials', async () => {
    await freshConfig(BUILD_ENV);
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const { getMember } = await import('../../src/services/membership-api');
    const { getLocations } = await import('../../src/services/content/content-api');
    await getMember('active@demo.test', 'x');
    await getLocations().catch(() => {});
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      'https://members.example/api/membership/getmember',
      'https://content.example/wp-json/wp/v2/location?per_page=100&_fields=id,name&page=1',
    ]);
    expect(JSON.parse(String(calls[0]![1].body))).toMatchObject({
      clientAppId: 'prod-app',
      clientUserName: 'prod-client',
      clientPassword: 'prod-secret',
    });
  });

  it('refuses to build for a configured provider without all three client credentials', () => {
    expect(missingCredentials(BUILD_ENV)).toBeNull();
    expect(missingCredentials({})).toBeNull(); // the reference services, with their demo values
    expect(missingCredentials({ VITE_CONTENT_BASE: BUILD_ENV.VITE_CONTENT_BASE })).toBeNull();
    const { VITE_CLIENT_PASSWORD: _, ...noPassword } = BUILD_ENV;
    expect(missingCredentials(noPassword)).toMatch(/^VITE_MEMBERSHIP_BASE is set, but VITE_CLIENT_PASSWORD is not/);
    expect(
      missingCredentials({ VITE_MEMBERSHIP_BASE: BUILD_ENV.VITE_MEMBERSHIP_BASE, VITE_CLIENT_APP_ID: '' }),
    ).toMatch(/VITE_CLIENT_APP_ID, VITE_CLIENT_USERNAME, VITE_CLIENT_PASSWORD are not/);
  });
});
