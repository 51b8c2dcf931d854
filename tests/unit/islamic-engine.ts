// Test helper: an engine whose default calendar for every locale is Umm al-Qura, as some browsers ship
// for ar-SA. Returns the formats made while it stands; restore with vi.restoreAllMocks().
import { vi } from 'vitest';

export function islamicCalendarEngine(): Intl.DateTimeFormat[] {
  const Real = Intl.DateTimeFormat;
  const made: Intl.DateTimeFormat[] = [];
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
    const format = new Real(`${locale as string}-u-ca-islamic-umalqura`, options);
    made.push(format);
    return format;
  } as typeof Intl.DateTimeFormat);
  return made;
}
