// @ts-check
/** Reads the server's switches from the environment and command line (for `node server/index.js`). */
import { clientCredentialsFromEnv } from './membership/client-credentials.js';

/** @typedef {import('./index.js').AppServerOptions} AppServerOptions */

/** `1`, `true`, `yes` and `on` count as set; anything else (or unset) does not. */
const flag = (/** @type {string | undefined} */ v) => /^(1|true|yes|on)$/i.test(v ?? '');

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} argv arguments after the script name
 * @returns {{ port: number, host: string | undefined, options: AppServerOptions }}
 */
export function configFromEnv(env, argv = []) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || undefined,
    options: {
      dataDir: env.DATA_DIR || '.data',
      fresh: flag(env.FRESH) || argv.includes('--fresh'),
      staticDir: env.STATIC_DIR || 'dist',
      membershipUnavailable: flag(env.MEMBERSHIP_UNAVAILABLE),
      // On unless explicitly turned off, because the app's browser tests depend on it.
      control: env.REFERENCE_CONTROL === undefined ? true : !/^(0|false|no|off)$/i.test(env.REFERENCE_CONTROL),
      clientCredentials: clientCredentialsFromEnv(env),
      publicBase: (env.PUBLIC_BASE ?? '').replace(/\/+$/, ''),
      connectSrc: (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
    },
  };
}
