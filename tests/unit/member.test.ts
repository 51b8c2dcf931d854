import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/languages';
import { MemberModel } from '../../src/state/member';
import { longDate } from '../../src/state/member-dates';

const data = {
  username: 'active@demo.test',
  firstName: 'Ana',
  lastName: 'Silva',
  level: 'Pro Artist',
  number: '10000000001',
  expiration: '2027-03-09',
  status: 'ACTIVE' as const,
};

describe('member model', () => {
  it('derives the full name from first and last name', () => {
    const m = new MemberModel(signal<Language>('english'));
    m.apply(data);
    expect(m.fullName.value).toBe('Ana Silva');
  });

  it.each([
    ['english', 'Hana', 'Yamada', 'Hana Yamada', 'Hana'],
    ['japanese', '花子', '山田', '山田 花子', '山田'],
    ['japanese', 'アナ', 'シルバ', 'シルバ アナ', 'シルバ'],
    ['japanese', 'Hana', 'Yamada', 'Hana Yamada', 'Yamada'],
    ['korean', '지민', '김', '김지민', '김지민'],
    ['korean', '수희', '남궁', '남궁수희', '남궁수희'],
    ['korean', '아나', '실바', '아나 실바', '아나 실바'],
    ['korean', 'Jimin', 'Kim', 'Jimin Kim', 'Jimin Kim'],
    ['mandarin', '小明', '王', '王小明', '王小明'],
    ['mandarin', '小红', '欧阳', '欧阳小红', '欧阳小红'],
    ['mandarin', '安娜', '席尔瓦', '安娜·席尔瓦', '安娜·席尔瓦'],
    ['mandarin', '玛丽·安', '史密斯', '玛丽·安·史密斯', '玛丽·安·史密斯'],
    ['german', 'Ana', '', 'Ana', 'Ana'],
    ['japanese', 'Ana', '', 'Ana', 'Ana'],
  ] as const)('writes the name in %s as the language does: %s %s', (language, firstName, lastName, full, greeted) => {
    const m = new MemberModel(signal<Language>(language));
    m.apply({ ...data, firstName, lastName });
    expect(m.fullName.value).toBe(full);
    expect(m.greetName.value).toBe(greeted);
  });

  it.each([
    ['english', 'en-US', 'March 9, 2027'],
    ['french', 'fr-FR', '9 mars 2027'],
    ['japanese', 'ja-JP', '2027年3月9日'],
    ['arabic', 'ar-SA', '٩ مارس ٢٠٢٧'],
  ] as const)('shows the expiry as a long date in %s (%s)', (language, locale, expected) => {
    const m = new MemberModel(signal<Language>(language));
    m.apply(data);
    expect(m.locale.value).toBe(locale);
    expect(m.expirationLong.value.replace(/\u200f|\u061c/g, '')).toBe(expected);
  });

  it('follows a change of language at once', () => {
    const language = signal<Language>('english');
    const m = new MemberModel(language);
    m.apply(data);
    language.value = 'german';
    expect(m.locale.value).toBe('de-DE');
    expect(m.expirationLong.value).toBe('9. März 2027');
  });

  it('never overwrites a field with an empty or falsy value', () => {
    const m = new MemberModel(signal<Language>('english'));
    m.apply({ ...data, lastLogin: 42 });
    const before = m.snapshot();
    m.apply({
      username: '',
      firstName: '',
      lastName: undefined,
      level: '',
      number: '',
      expiration: '',
      status: undefined,
      lastLogin: 0,
    });
    expect(m.snapshot()).toEqual(before);
    expect(m.fullName.value).toBe('Ana Silva');
    expect(m.level.value).toBe('Pro Artist');
    expect(m.status.value).toBe('ACTIVE');
    expect(m.lastLogin.value).toBe(42);
  });

  it('gives an empty long date for a date that does not parse', () => {
    expect(longDate('soon', 'en-US')).toBe('');
    expect(longDate('', 'en-US')).toBe('');
  });

  it('clears every field on sign-out and has no snapshot then', () => {
    const m = new MemberModel(signal<Language>('english'));
    m.apply({ ...data, lastLogin: 5 });
    expect(m.snapshot()).toMatchObject({ ...data, lastLogin: 5 });
    m.clear();
    expect(m.snapshot()).toBeNull();
    expect(m.fullName.value).toBe('');
  });
});
