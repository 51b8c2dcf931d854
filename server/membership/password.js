// @ts-check
/**
 * Password handling. The app never sends a member's password as typed: it sends the `pwd-v1` digest.
 * The server treats that digest as an opaque secret and keeps only a salted scrypt of it.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = /** @type {(pw: string, salt: Buffer, len: number) => Promise<Buffer>} */ (promisify(scrypt));

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** @typedef {{ salt: string, hash: string }} StoredSecret */

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
 * @returns {Promise<StoredSecret>}
 */
export async function protectSecret(value) {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(value, salt, KEY_LENGTH);
  return { salt: salt.toString('hex'), hash: hash.toString('hex') };
}

/** Used for unknown users so a miss costs as long as a wrong password. */
const DUMMY = { salt: '00'.repeat(SALT_BYTES), hash: '00'.repeat(KEY_LENGTH) };

/**
 * @param {string} value
 * @param {StoredSecret | null | undefined} stored
 */
export async function verifySecret(value, stored) {
  const record = stored ?? DUMMY;
  const actual = await scryptAsync(value, Buffer.from(record.salt, 'hex'), KEY_LENGTH);
  const expected = Buffer.from(record.hash, 'hex');
  return Boolean(stored) && expected.length === actual.length && timingSafeEqual(actual, expected);
}
