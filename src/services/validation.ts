// Form rules of spec section 5; each returns the catalogue message key, or null when the value is fine.
import type { MessageKey } from '../i18n/keys';

export const MEMBER_NUMBER_LENGTH = 11;
export const MIN_PASSWORD_LENGTH = 8;

export type Check = (value: string) => MessageKey | null;

export const checkMemberNumber: Check = (value) =>
  value.trim() === '' ? 'errors.required' : /^\d{11}$/.test(value.trim()) ? null : 'errors.memberNumberDigits';

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
export const checkEmail: Check = (value) =>
  value.trim() === '' ? 'errors.required' : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'errors.invalidEmail';

/** Length first (its own message), then the criteria shown above the field: a letter and a digit. */
export const checkNewPassword: Check = (value) => {
  if (value === '') return 'errors.required';
  if (value.length < MIN_PASSWORD_LENGTH) return 'errors.passwordLength';
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return 'errors.passwordCriteria';
  return null;
};

export const checkVerify = (password: string): Check => (value) =>
  value === '' ? 'errors.required' : value === password ? null : 'errors.passwordMismatch';

export const checkRequired: Check = (value) => (value === '' ? 'errors.required' : null);
