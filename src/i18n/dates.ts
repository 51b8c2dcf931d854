/** A date format for the member's language, always on the Gregorian calendar: the provider's dates are, staff
 * compare them at the till, and Thai (Buddhist) or some engines' ar-SA (Islamic) would otherwise differ. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' });
