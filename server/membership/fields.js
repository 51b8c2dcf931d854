// @ts-check
/** Field checks for membership bodies: a wrong type or size is a 400, never a Status. */
import { badRequest } from '../http-util.js';

/** The app sends a 64-char digest; anything past this is not a password we issued. */
const MAX_SECRET = 256;
/** RFC 5321's path limit; also bounds user names, which are e-mails. */
const MAX_EMAIL = 254;
/** Member numbers are 11 digits; longer junk is still answered with a Status, but not stored or echoed. */
const MAX_MEMBER_NUMBER = 64;

/**
 * @param {Record<string, unknown>} body
 * @param {string} name
 * @param {number} max
 */
function text(body, name, max) {
  const value = body[name];
  if (value === undefined || value === null) throw badRequest(`${name} is required`);
  if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
  if (value.length < 1 || value.length > max) throw badRequest(`${name} must be 1 to ${max} characters`);
  return value;
}

/** @param {Record<string, unknown>} body @param {string} name */
export const secretField = (body, name) => text(body, name, MAX_SECRET);
/** @param {Record<string, unknown>} body @param {string} name */
export const emailField = (body, name) => text(body, name, MAX_EMAIL);
/** @param {Record<string, unknown>} body @param {string} name */
export const memberNumberField = (body, name) => text(body, name, MAX_MEMBER_NUMBER);

/**
 * @param {Record<string, unknown>} body
 * @param {string} name
 */
export function optionalEmailField(body, name) {
  return body[name] === undefined ? undefined : emailField(body, name);
}

/** E-mails compare case-insensitively and ignore stray spaces, as the provider does. */
export const sameEmail = (/** @type {string | null} */ a, /** @type {string} */ b) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Exactly 11 digits; anything else cannot be on file. */
export const isMemberNumber = (/** @type {string} */ s) => /^\d{11}$/.test(s);
