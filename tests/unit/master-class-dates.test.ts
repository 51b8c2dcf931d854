// Master classes: `from` is the member's local date, and each class's date and time range reads in the member's locale.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../src/services/content/content-api';
import { when } from '../../src/screens/master-classes/class-item';
import { islamicCalendarEngine } from './islamic-engine';

describe('master classes from today', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('asks from the local calendar date, zero-padded', () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(today(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it("uses the member's date, not the UTC one, early in the morning east of Greenwich", () => {
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: 08:00 on 5 January is still 4 January in UTC
    expect(today(new Date(2026, 0, 5, 8, 0))).toBe('2026-01-05');
    process.env.TZ = 'Pacific/Pago_Pago'; // UTC-11: 20:00 on 5 January is already 6 January in UTC
    expect(today(new Date(2026, 0, 5, 20, 0))).toBe('2026-01-05');
  });
});

describe('a class date and time range', () => {
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('shows one date and both times when the class starts and ends on the same day (en-US)', () => {
    const text = when('2026-11-26 10:00:00', '2026-11-26 17:00:00', 'en-US');
    expect(count(text, 'November')).toBe(1);
    expect(text).toMatch(/^Thu, November 26\b/);
    expect(text).toMatch(/10:00\sAM\s?–\s?5:00\sPM$/);
  });

  it('shows both dates for a class over two days (en-US)', () => {
    const text = when('2026-11-26 10:00:00', '2026-11-27 12:00:00', 'en-US');
    expect(text).toMatch(/Thu, November 26.*10:00\sAM.*Fri, November 27.*12:00\sPM/);
  });

  it('reads in French with a 24-hour clock (fr-FR)', () => {
    const text = when('2026-11-26 10:00:00', '2026-11-26 17:00:00', 'fr-FR');
    expect(count(text, 'novembre')).toBe(1);
    expect(text).toMatch(/^jeu\. 26 novembre/);
    expect(text).toMatch(/10:00\s?–\s?17:00$/);
  });

  it('reads in Arabic with Arabic digits and the Gregorian month (ar-SA)', () => {
    const text = when('2026-11-26 10:00:00', '2026-11-26 17:00:00', 'ar-SA');
    expect(count(text, 'نوفمبر')).toBe(1);
    expect(text).toContain('٢٦');
    expect(text).toContain('١٠:٠٠');
    expect(text).toContain('٥:٠٠');
    expect(text).not.toMatch(/\d/);
  });

  it("stays Gregorian, with Arabic digits, where the engine's default calendar for ar-SA is the Islamic one", () => {
    const made = islamicCalendarEngine();
    try {
      const text = when('2026-11-26 10:00:00', '2026-11-26 17:00:00', 'ar-SA');
      expect(made.map((f) => f.resolvedOptions().calendar)).toEqual(['gregory']);
      expect(made[0]!.resolvedOptions().numberingSystem).toBe('arab');
      expect(text).toContain('نوفمبر');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the start alone when the end is missing, the same or earlier, and nothing for a bad start', () => {
    const start = when('2026-11-26 10:00:00', '2026-11-26 10:00:00', 'en-US');
    expect(start).toMatch(/^Thu, November 26 at 10:00\sAM$/);
    expect(when('2026-11-26 10:00:00', '', 'en-US')).toBe(start);
    expect(when('2026-11-26 10:00:00', '2026-11-25 10:00:00', 'en-US')).toBe(start);
    expect(when('soon', '2026-11-26 10:00:00', 'en-US')).toBe('');
  });
});
