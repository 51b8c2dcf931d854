// @ts-check
/** Reads the server's switches from the environment and command line (for `node server/index.js`). */
import { clientCredentialsFromEnv } from './membership/client-credentials.js';
import { originOf, sourceList } from './csp.js';
import { isIP } from 'node:net';

/** @typedef {import('./index.js').AppServerOptions} AppServerOptions */

/** `1`, `true`, `yes` and `on` count as set; anything else (or unset) does not. */
const flag = (/** @type {string | undefined} */ v) => /^(1|true|yes|on)$/i.test(v ?? '');

/**
 * The app's origins (space-separated) that may call `/api/` from another origin; anything but a plain origin
 * (`https://app.example`, no path) stops the start, as a typo would otherwise refuse the app silently.
 * @param {string | undefined} list
 */
function appOrigins(list) {
  const origins = sourceList(list);
  const bad = origins.find((o) => originOf(o) !== o);
  if (bad !== undefined)
    throw new Error(`APP_ORIGINS takes origins such as https://app.example, got ${JSON.stringify(bad)}`);
  return origins;
}

/**
 * The addresses of the app's own proxies, each a plain IP address (no names, no ranges: a name could resolve
 * elsewhere, and a range trusts more than the one machine).
 * @param {string | undefined} list
 */
function trustedProxies(list) {
  const addresses = sourceList(list);
  const bad = addresses.find((a) => !isIP(a));
  if (bad !== undefined)
    throw new Error(`TRUSTED_PROXIES takes IP addresses such as 10.0.0.1, got ${JSON.stringify(bad)}`);
  return addresses;
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} argv arguments after the script name
 * @returns {{ port: number, host: string | undefined, tlsFiles: { key: string, cert: string } | undefined, options: AppServerOptions }}
 */
export function configFromEnv(env, argv = []) {
  // Digits only: Number() would also take '', ' 80', '1e3' and '0x50' and listen somewhere unexpected.
  const raw = env.PORT || '8080';
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(port <= 65535)) throw new Error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(env.PORT)}`);
  if (!env.TLS_KEY_FILE !== !env.TLS_CERT_FILE) throw new Error('TLS_KEY_FILE and TLS_CERT_FILE go together');
  const cap = env.MAX_CONNECTIONS_PER_ADDRESS;
  if (cap !== undefined && cap !== '' && !/^[1-9]\d{0,5}$/.test(cap))
    throw new Error(`MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1, got ${JSON.stringify(cap)}`);
  return {
    port,
    host: env.HOST || undefined,
    tlsFiles: env.TLS_KEY_FILE && env.TLS_CERT_FILE ? { key: env.TLS_KEY_FILE, cert: env.TLS_CERT_FILE } : undefined,
    options: {
      dataDir: env.DATA_DIR || '.data',
      fresh: flag(env.FRESH) || argv.includes('--fresh'),
      staticDir: env.STATIC_DIR || 'dist',
      membershipUnavailable: flag(env.MEMBERSHIP_UNAVAILABLE),
      // Off unless asked for: any page a visitor opens could otherwise flip a demo server. With a token,
      // only requests carrying it; otherwise only requests sent to a loopback name (control-access.js).
      control: env.REFERENCE_CONTROL_TOKEN ? { token: env.REFERENCE_CONTROL_TOKEN } : flag(env.REFERENCE_CONTROL),
      clientCredentials: clientCredentialsFromEnv(env),
      hostileContent: flag(env.HOSTILE_CONTENT),
      publicBase: (env.PUBLIC_BASE ?? '').replace(/\/+$/, ''),
      connectSrc: sourceList(env.CSP_CONNECT_SRC),
      appOrigins: appOrigins(env.APP_ORIGINS),
      trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
      ...(cap ? { bounds: { connectionsPerAddress: Number(cap) } } : {}),
    },
  };
}
