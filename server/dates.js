// @ts-check
/** Calendar-day helpers. Seed data is relative to "today" in the server's local time zone. */

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** @param {Date} d */
export const isoDay = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Local midnight of `base` plus `days`. Works in calendar days so DST changes do not shift dates.
 * @param {Date} base
 * @param {number} days
 */
export function addDays(base, days) {
  return new Date(base.getFullYear(), base.getMonth(), base.getDate() + days);
}

/**
 * Whole calendar days from `from` to `to` (both YYYY-MM-DD).
 * @param {string} from
 * @param {string} to
 */
export function daysBetween(from, to) {
  const [a, b] = [from, to].map((s) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)));
  return Math.round((b - a) / 86_400_000);
}

/**
 * Shifts a YYYY-MM-DD string by whole days.
 * @param {string} day
 * @param {number} days
 */
export function shiftDay(day, days) {
  return isoDay(addDays(new Date(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)), days));
}

/** True for a real calendar date written YYYY-MM-DD. @param {string} s */
export function isIsoDay(s) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10));
  return isoDay(d) === s;
}
