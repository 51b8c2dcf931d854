// Part of the app chunk (src/app/app-chunk.tsx, through ./member.ts): the member's dates as text.
import { dateFormat } from '../i18n/dates';

/** Long date (month name, day, year) of a `YYYY-MM-DD` date in a locale; '' when it does not parse. */
export function longDate(date: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return '';
  const when = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  if (Number.isNaN(when.getTime())) return '';
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
}

/** Medium date and short time of a moment (epoch milliseconds), in the device's time zone. */
export const mediumDateTime = (time: number, locale: string): string =>
  dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);

/** Makes the dashboard's date format in a task after the next frame, for a moment the page waits on the network
 * anyway (a sign-in's request): the first format a page makes sets up the browser's locale data, a long task on a
 * slow phone that would otherwise fall between the provider's answer and the dashboard (docs/locale-data.md). */
export function makeDateFormatSoon(locale: string): void {
  requestAnimationFrame(() => setTimeout(() => longDate('2000-01-01', locale)));
}
