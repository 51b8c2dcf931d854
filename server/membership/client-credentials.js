// @ts-check
/** The three client credential fields every membership call carries, and how they are checked. */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Demo values; a real deployment sets MEMBERSHIP_CLIENT_* in the environment. */
export const DEFAULT_CLIENT_CREDENTIALS = Object.freeze({
  clientAppId: 'pro-membership-demo',
  clientUserName: 'demo-client',
  clientPassword: 'demo-client-secret',
});

/** @typedef {{ clientAppId: string, clientUserName: string, clientPassword: string }} ClientCredentials */

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {ClientCredentials}
 */
export function clientCredentialsFromEnv(env) {
  return {
    clientAppId: env.MEMBERSHIP_CLIENT_APP_ID || DEFAULT_CLIENT_CREDENTIALS.clientAppId,
    clientUserName: env.MEMBERSHIP_CLIENT_USERNAME || DEFAULT_CLIENT_CREDENTIALS.clientUserName,
    clientPassword: env.MEMBERSHIP_CLIENT_PASSWORD || DEFAULT_CLIENT_CREDENTIALS.clientPassword,
  };
}

/** Hashing first gives equal-length buffers, so timingSafeEqual works for any input length. */
const digest = (/** @type {string} */ s) => createHash('sha256').update(s, 'utf8').digest();

/**
 * @param {unknown} given
 * @param {string} expected
 */
function sameSecret(given, expected) {
  if (typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True only when all three fields match. Every field is compared even after a mismatch,
 * so the time taken does not tell which one was wrong.
 * @param {Record<string, unknown>} body
 * @param {ClientCredentials} expected
 */
export function isValidClient(body, expected) {
  const app = sameSecret(body.clientAppId, expected.clientAppId);
  const user = sameSecret(body.clientUserName, expected.clientUserName);
  const pass = sameSecret(body.clientPassword, expected.clientPassword);
  return app && user && pass;
}
