// @ts-check
/**
 * Password handling. The app never sends a member's password as typed: it sends the `pwd-v1` digest.
 * The server treats that digest as an opaque secret and keeps only a salted scrypt of it, with the
 * scrypt parameters it was made with, so a record made with older ones still verifies.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { createHashGate } from './hash-gate.js';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** @typedef {{ N: number, r: number, p: number }} ScryptParams */
/** @typedef {{ salt: string, hash: string } & Partial<ScryptParams>} StoredSecret */

/**
 * OWASP's scrypt set N=2^14, r=8, p=5: as strong as N=2^17, p=1 by their table, but 16 MiB per hash
 * instead of 128 and a fifth of the time here (timings in SECURITY.md).
 * @type {Readonly<ScryptParams>}
 */
export const SCRYPT_PARAMS = Object.freeze({ N: 2 ** 14, r: 8, p: 5 });
/** What records without parameters were made with (before they were stored). */
const LEGACY_PARAMS = Object.freeze({ N: 2 ** 14, r: 8, p: 1 });

/**
 * One core fewer than the machine has, and at most half of libuv's four threads, so the event loop and the
 * files always have room; 16 more may wait their turn. One gate per process, as the thread pool is.
 */
export const hashGate = createHashGate({
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 16,
});

/**
 * @param {string} value @param {Buffer} salt @param {ScryptParams} params
 * @returns {Promise<Buffer>}
 */
function derive(value, salt, { N, r, p }) {
  // maxmem: scrypt needs 128 * N * r bytes; the default (32 MiB) is too small past N=2^14, r=8
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) =>
    scrypt(value, salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * The app's `pwd-v1` scheme: lowercase hex SHA-256 of `lowercase(trimmed email) + ":" + password`.
 * Salting with the e-mail means equal passwords of two members never travel as equal strings.
 * @param {string} email
 * @param {string} password
 */
export function hashPasswordPwdV1(email, password) {
  return createHash('sha256').update(`${email.trim().toLowerCase()}:${password}`, 'utf8').digest('hex');
}

/**
 * @param {string} value the received (already hashed) password
 * @param {{ mustRun?: boolean }} [how] see hashGate.run
 * @returns {Promise<StoredSecret>}
 */
export async function protectSecret(value, how) {
  const salt = randomBytes(SALT_BYTES);
  const hash = await hashGate.run(() => derive(value, salt, SCRYPT_PARAMS), how);
  return { salt: salt.toString('hex'), hash: hash.toString('hex'), ...SCRYPT_PARAMS };
}

/** Used for unknown users so a miss costs as long as a wrong password. */
const DUMMY = { salt: '00'.repeat(SALT_BYTES), hash: '00'.repeat(KEY_LENGTH), ...SCRYPT_PARAMS };

/**
 * The parameters a record was made with; null for values no record of ours holds (a hand-edited file
 * must not make the server allocate gigabytes).
 * @param {StoredSecret} record
 * @returns {ScryptParams | null}
 */
function paramsOf(record) {
  if (record.N === undefined && record.r === undefined && record.p === undefined) return LEGACY_PARAMS;
  const { N, r, p } = record;
  const ok =
    [N, r, p].every(Number.isInteger) &&
    N >= 2 &&
    N <= 2 ** 17 &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= 16 &&
    p >= 1 &&
    p <= 16;
  return ok ? /** @type {ScryptParams} */ ({ N, r, p }) : null;
}

/** True when a record was made with other parameters than today's, so a sign-in should remake it. */
/** @param {StoredSecret} record */
export const isOutdated = (record) =>
  ['N', 'r', 'p'].some((k) => record[/** @type {'N'} */ (k)] !== SCRYPT_PARAMS[/** @type {'N'} */ (k)]);

/**
 * @param {string} value
 * @param {StoredSecret | null | undefined} stored
 */
export async function verifySecret(value, stored) {
  const record = stored ?? DUMMY;
  const params = paramsOf(record) ?? SCRYPT_PARAMS;
  const actual = await hashGate.run(() => derive(value, Buffer.from(record.salt, 'hex'), params));
  const expected = Buffer.from(record.hash, 'hex');
  return (
    Boolean(stored) &&
    paramsOf(record) !== null &&
    expected.length === actual.length &&
    timingSafeEqual(actual, expected)
  );
}

/** One hash that decides nothing, so a call that needs none costs what the others do. */
export async function spendHash() {
  await verifySecret('', null);
}
