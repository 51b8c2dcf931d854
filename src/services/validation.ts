// Form rules of spec section 5; each returns the catalogue message key, or null when the value is fine.
import type { MessageKey } from '../i18n/keys';

export const MEMBER_NUMBER_LENGTH = 11;
export const MIN_PASSWORD_LENGTH = 8;

export type Check = (value: string) => MessageKey | null;

// Zeros of the digit sets our members' keyboards type: Arabic-Indic, Eastern Arabic-Indic, Thai, full-width.
const DIGIT_ZEROS = [0x660, 0x6f0, 0xe50, 0xff10];

/** Member numbers typed with Arabic, Persian, Thai or full-width digits become ASCII digits. */
export const normalizeDigits = (value: string): string =>
  value.trim().replace(/[\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59\uff10-\uff19]/g, (d) => {
    const cp = d.codePointAt(0)!;
    return String(cp - DIGIT_ZEROS.find((zero) => cp >= zero && cp <= zero + 9)!);
  });

/** Letters or symbols make the number invalid; digits of the wrong count get the length message. */
export const checkMemberNumber: Check = (value) => {
  const number = normalizeDigits(value);
  if (number === '') return 'errors.required';
  if (!/^\d+$/.test(number)) return 'errors.memberNumberInvalid';
  return number.length === MEMBER_NUMBER_LENGTH ? null : 'errors.memberNumberDigits';
};

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
export const checkEmail: Check = (value) =>
  value.trim() === ''
    ? 'errors.required'
    : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
      ? null
      : 'errors.invalidEmail';

/** Length first (its own message), then the criteria shown above the field: a letter and a digit. */
export const checkNewPassword: Check = (value) => {
  if (value === '') return 'errors.required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'errors.passwordLength';
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'errors.passwordCriteria';
  return null;
};

export const checkVerify =
  (password: string): Check =>
  (value) =>
    value === '' ? 'errors.required' : value === password ? null : 'errors.passwordMismatch';

export const checkRequired: Check = (value) => (value === '' ? 'errors.required' : null);
