// @vitest-environment node
// @ts-check
// The switches `npm start` reads from the environment and the command line (server/README.md, "Switches").
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';

describe('configFromEnv', () => {
  it('starts from the data file, on port 8080, with data in .data and no test switches, by default', () => {
    const { port, host, options } = configFromEnv({}, []);
    expect(port).toBe(8080);
    expect(host).toBeUndefined();
    expect(options).toMatchObject({ dataDir: '.data', fresh: false, membershipUnavailable: false, control: false });
  });

  it.each([
    [{ FRESH: '1' }, []],
    [{}, ['--fresh']],
    [{ FRESH: 'true' }, []],
  ])('starts fresh with %o and arguments %o', (env, argv) => {
    expect(configFromEnv(env, argv).options.fresh).toBe(true);
  });

  it('does not start fresh with FRESH=0', () => {
    expect(configFromEnv({ FRESH: '0' }, []).options.fresh).toBe(false);
  });

  it('starts the membership provider in maintenance with MEMBERSHIP_UNAVAILABLE=1', () => {
    expect(configFromEnv({ MEMBERSHIP_UNAVAILABLE: '1' }).options.membershipUnavailable).toBe(true);
    expect(configFromEnv({ MEMBERSHIP_UNAVAILABLE: '0' }).options.membershipUnavailable).toBe(false);
  });

  it('takes DATA_DIR, and falls back to .data when it is empty', () => {
    expect(configFromEnv({ DATA_DIR: '/tmp/members' }).options.dataDir).toBe('/tmp/members');
    expect(configFromEnv({ DATA_DIR: '' }).options.dataDir).toBe('.data');
  });

  it.each([
    ['3000', 3000],
    ['0', 0],
    ['65535', 65535],
    ['', 8080],
  ])('listens on PORT=%j as %i', (PORT, expected) => {
    expect(configFromEnv({ PORT }).port).toBe(expected);
  });

  it.each([['abc'], ['80.5'], ['-1'], ['65536'], [' 80'], ['1e3'], ['0x50'], ['8080abc']])(
    'refuses PORT=%j with an error that names PORT',
    (PORT) => {
      expect(() => configFromEnv({ PORT })).toThrow(/^PORT must be a whole number from 0 to 65535/);
    },
  );

  it.each([['1'], ['true'], ['on']])(
    'turns the test switches on only when asked, with REFERENCE_CONTROL=%s',
    (value) => {
      expect(configFromEnv({ REFERENCE_CONTROL: value }).options.control).toBe(true);
    },
  );

  it('serves the hostile samples only with HOSTILE_CONTENT=1: the demo has none', () => {
    expect(configFromEnv({}).options.hostileContent).toBe(false);
    expect(configFromEnv({ HOSTILE_CONTENT: '1' }).options.hostileContent).toBe(true);
  });

  it.each([[undefined], [''], ['0'], ['off'], ['maybe']])(
    'keeps the test switches off with REFERENCE_CONTROL=%s',
    (value) => {
      expect(configFromEnv({ REFERENCE_CONTROL: value }).options.control).toBe(false);
    },
  );

  it('turns the test switches on for its token alone with REFERENCE_CONTROL_TOKEN', () => {
    expect(configFromEnv({ REFERENCE_CONTROL_TOKEN: 'run-1' }).options.control).toEqual({ token: 'run-1' });
    expect(configFromEnv({ REFERENCE_CONTROL: '1', REFERENCE_CONTROL_TOKEN: 'run-1' }).options.control).toEqual({
      token: 'run-1',
    });
  });

  it('serves HTTPS with TLS_KEY_FILE and TLS_CERT_FILE, and refuses one without the other', () => {
    expect(configFromEnv({}).tlsFiles).toBeUndefined();
    expect(configFromEnv({ TLS_KEY_FILE: 'k.pem', TLS_CERT_FILE: 'c.pem' }).tlsFiles).toEqual({
      key: 'k.pem',
      cert: 'c.pem',
    });
    expect(() => configFromEnv({ TLS_KEY_FILE: 'k.pem' })).toThrow(/TLS_KEY_FILE and TLS_CERT_FILE go together/);
  });

  it('reads the client credentials, the public base and extra CSP origins', () => {
    const { options } = configFromEnv({
      MEMBERSHIP_CLIENT_APP_ID: 'app',
      MEMBERSHIP_CLIENT_USERNAME: 'user',
      MEMBERSHIP_CLIENT_PASSWORD: 'secret',
      PUBLIC_BASE: 'http://localhost:8080/',
      CSP_CONNECT_SRC: ' https://a.example  https://b.example ',
    });
    expect(options.clientCredentials).toEqual({ clientAppId: 'app', clientUserName: 'user', clientPassword: 'secret' });
    expect(options.publicBase).toBe('http://localhost:8080');
    expect(options.connectSrc).toEqual(['https://a.example', 'https://b.example']);
  });

  it("reads the app's origins that /api/ answers with CORS, and none by default", () => {
    expect(configFromEnv({}).options.appOrigins).toEqual([]);
    expect(configFromEnv({ APP_ORIGINS: ' https://app.example  http://localhost:5173 ' }).options.appOrigins).toEqual([
      'https://app.example',
      'http://localhost:5173',
    ]);
  });

  it.each(['https://app.example/', 'app.example', 'null', '*'])('stops at an APP_ORIGINS entry %s', (entry) => {
    expect(() => configFromEnv({ APP_ORIGINS: entry })).toThrow(/APP_ORIGINS takes origins/);
  });

  it("reads the app's own proxies, none by default, and stops at anything but an IP address", () => {
    expect(configFromEnv({}).options.trustedProxies).toEqual([]);
    expect(configFromEnv({ TRUSTED_PROXIES: '10.0.0.1 ::1' }).options.trustedProxies).toEqual(['10.0.0.1', '::1']);
    for (const entry of ['nginx.internal', '10.0.0.0/8', '*'])
      expect(() => configFromEnv({ TRUSTED_PROXIES: entry })).toThrow(/TRUSTED_PROXIES takes IP addresses/);
  });
});
