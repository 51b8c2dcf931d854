// Master classes: `from` is the member's local date, and each class's date and time range reads in the member's locale.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { today } from '../../src/services/content/content-api';
import { when } from '../../src/screens/master-classes/class-item';
import { toMasterClasses } from '../../src/services/content/mapping';
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

beforeAll(async () => (await import('../../src/i18n/load')).loadLanguage('english'));

describe('a class date and time range', () => {
  const count = (text: string, part: string) => text.split(part).length - 1;

  it('shows one date and both times when the class starts and ends on the same day (en-US)', () => {
    const text = when('2026-11-26T10:00', '2026-11-26T17:00', 'en-US');
    expect(count(text, 'November')).toBe(1);
    expect(text).toMatch(/^Thu, November 26\b/);
    expect(text).toMatch(/10:00\sAM\s?–\s?5:00\sPM$/);
  });

  it('shows both dates for a class over two days (en-US)', () => {
    const text = when('2026-11-26T10:00', '2026-11-27T12:00', 'en-US');
    expect(text).toMatch(/Thu, November 26.*10:00\sAM.*Fri, November 27.*12:00\sPM/);
  });

  it('reads in French with a 24-hour clock (fr-FR)', () => {
    const text = when('2026-11-26T10:00', '2026-11-26T17:00', 'fr-FR');
    expect(count(text, 'novembre')).toBe(1);
    expect(text).toMatch(/^jeu\. 26 novembre/);
    expect(text).toMatch(/10:00\s?–\s?17:00$/);
  });

  it('reads in Arabic with Arabic digits and the Gregorian month (ar-SA)', () => {
    const text = when('2026-11-26T10:00', '2026-11-26T17:00', 'ar-SA');
    expect(count(text, 'نوفمبر')).toBe(1);
    expect(text).toContain('٢٦');
    expect(text).toContain('١٠:٠٠');
    expect(text).toContain('٥:٠٠');
    expect(text).not.toMatch(/\d/);
  });

  it("stays Gregorian, with Arabic digits, where the engine's default calendar for ar-SA is the Islamic one", () => {
    const made = islamicCalendarEngine();
    try {
      const text = when('2026-11-26T10:00', '2026-11-26T17:00', 'ar-SA');
      expect(made.map((f) => f.resolvedOptions().calendar)).toEqual(['gregory']);
      expect(made[0]!.resolvedOptions().numberingSystem).toBe('arab');
      expect(text).toContain('نوفمبر');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the start alone when the end is missing, the same or earlier, and "Date to be announced" for none', () => {
    const start = when('2026-11-26T10:00', '2026-11-26T10:00', 'en-US');
    expect(start).toMatch(/^Thu, November 26 at 10:00\sAM$/);
    expect(when('2026-11-26T10:00', '', 'en-US')).toBe(start);
    expect(when('2026-11-26T10:00', '2026-11-25T10:00', 'en-US')).toBe(start);
    expect(when('', '2026-11-26T10:00', 'en-US')).toBe('Date to be announced');
  });

  it('shows the day alone for a date field with no time', () => {
    expect(when('2026-11-26', '', 'en-US')).toBe('Thu, November 26');
    expect(when('2026-11-26', '2026-11-27', 'en-US')).toMatch(/^Thu, November 26\s?–\s?Fri, November 27$/);
  });
});

describe("a master class's date as ACF sends it", () => {
  const start = (value: unknown) =>
    toMasterClasses([{ id: 1, title: { rendered: 'A class' }, acf: { start_date: value } }])[0]!.start;

  it.each([
    ['Y-m-d H:i:s, the REST API date-time', '2026-11-26 10:00:00', '2026-11-26T10:00'],
    ['an ISO date-time', '2026-11-26T10:00:00', '2026-11-26T10:00'],
    ['Ymd, the REST API date', '20261126', '2026-11-26'],
    ["d/m/Y g:i a, ACF's default date-time return format", '26/11/2026 3:30 pm', '2026-11-26T15:30'],
    ['the same at noon and midnight', '26/11/2026 12:00 am', '2026-11-26T00:00'],
    ["d/m/Y, ACF's default date return format", '26/11/2026', '2026-11-26'],
  ])('reads %s', (_, value, read) => {
    expect(start(value)).toBe(read);
  });

  it('reads noon as noon', () => {
    expect(start('26/11/2026 12:15 pm')).toBe('2026-11-26T12:15');
  });

  it('shows "Date to be announced" for a date it cannot read, and says so once per field in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = ['next spring', '2026-13-01 10:00:00', '31/02/2026', '11/26/2026'].map(start);
    expect(read).toEqual(['', '', '', '']);
    expect(when(read[0]!, '', 'en-US')).toBe('Date to be announced');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('start_date');
    expect(start('')).toBe('');
  });
});
