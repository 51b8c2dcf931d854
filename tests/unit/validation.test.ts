import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkMemberNumber,
  checkNewPassword,
  checkVerify,
  normalizeDigits,
} from '../../src/services/validation';

describe('form rules', () => {
  it('wants exactly 11 digits for a member number', () => {
    expect(checkMemberNumber('10000000001')).toBeNull();
    expect(checkMemberNumber(' 10000000001 ')).toBeNull();
    expect(checkMemberNumber('1000000000')).toBe('errors.memberNumberDigits');
    expect(checkMemberNumber('100000000011')).toBe('errors.memberNumberDigits');
    expect(checkMemberNumber('10000-00001')).toBe('errors.memberNumberInvalid');
    expect(checkMemberNumber('١٠٠٠٠٠٠٠٠٠١')).toBeNull();
    expect(normalizeDigits(' ١٠٠٠٠٠٠٠٠٠١ ')).toBe('10000000001');
    expect(normalizeDigits('１２３๑๒۳')).toBe('123123');
    expect(checkMemberNumber('1000000000a')).toBe('errors.memberNumberInvalid');
    expect(checkMemberNumber('')).toBe('errors.required');
  });

  it('wants a plausible e-mail address', () => {
    expect(checkEmail('active@demo.test')).toBeNull();
    expect(checkEmail('  active@demo.test ')).toBeNull();
    for (const bad of ['active', 'active@', '@demo.test', 'a b@demo.test', 'a@demo', 'a@@demo.test']) {
      expect(checkEmail(bad), bad).toBe('errors.invalidEmail');
    }
  });

  it('wants at least eight characters, then a letter and a digit', () => {
    expect(checkNewPassword('Abcdef1')).toBe('errors.passwordLength');
    expect(checkNewPassword('abcdefgh')).toBe('errors.passwordCriteria');
    expect(checkNewPassword('12345678')).toBe('errors.passwordCriteria');
    expect(checkNewPassword('abcdefg1')).toBeNull();
    expect(checkNewPassword('пароль2026')).toBeNull();
  });

  it('wants the verification to match', () => {
    expect(checkVerify('abcdefg1')('abcdefg1')).toBeNull();
    expect(checkVerify('abcdefg1')('abcdefg2')).toBe('errors.passwordMismatch');
  });
});
