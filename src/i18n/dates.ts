/** One format per language and options, made once: making an Intl.DateTimeFormat is costly (a list of 26
 * master classes made one each, a long task on a slow phone), using one is cheap. */
const made = new WeakMap<typeof Intl.DateTimeFormat, Map<string, Intl.DateTimeFormat>>();

/** A date format for the member's language, always on the Gregorian calendar: the provider's dates are, staff
 * compare them at the till, and Thai (Buddhist) or some engines' ar-SA (Islamic) would otherwise differ. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // per engine: a test (or a polyfill) that swaps Intl.DateTimeFormat gets formats of its own
  let mine = made.get(Intl.DateTimeFormat);
  if (!mine) made.set(Intl.DateTimeFormat, (mine = new Map()));
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = mine.get(key);
  if (!format) mine.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' })));
  return format;
}
