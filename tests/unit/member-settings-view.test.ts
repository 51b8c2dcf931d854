// Spec section 3, Member: language and location are among the member's fields; they are the settings' own
// signals seen through the member (one state, no copy), and an unknown language falls back to en-US.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { contentCode, localeOf, type Language } from '../../src/i18n/languages';
import { member, settings } from '../../src/state/app-state';
import { MemberModel } from '../../src/state/member';

describe('member language and location', () => {
  it("shows the settings' language and location, and follows them at once", () => {
    settings.apply({ language: 'korean', location: '42' });
    expect([member.language.value, member.location.value, member.locale.value]).toEqual(['korean', '42', 'ko-KR']);
    settings.apply({ language: 'english', location: '' });
    expect([member.language.value, member.location.value, member.locale.value]).toEqual(['english', '', 'en-US']);
  });

  it('keeps no copy: what the member shows is the settings signal itself', () => {
    expect(member.language).toBe(settings.language);
    expect(member.location).toBe(settings.location);
  });

  it('has no default location when none is given', () => {
    expect(new MemberModel(signal<Language>('english')).location.value).toBe('');
  });
});

describe('language locale', () => {
  it('defaults to en-US for a language that is not one of the fifteen', () => {
    const unknown = 'klingon' as Language;
    expect(localeOf(unknown)).toBe('en-US');
    expect(contentCode(unknown)).toBe('en');
    const m = new MemberModel(signal(unknown));
    m.apply({ expiration: '2027-03-09' });
    expect([m.locale.value, m.expirationLong.value]).toEqual(['en-US', 'March 9, 2027']);
  });

  it('maps a language to its locale (Thai, Hebrew)', () => {
    expect(localeOf('thai')).toBe('th-TH');
    expect(localeOf('hebrew')).toBe('he-IL');
  });
});
