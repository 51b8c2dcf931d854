// For tests of when a date format is made: Intl.DateTimeFormat replaced by one that records its arguments.
// src/i18n/dates.ts keeps formats per engine, so those made under this one are new.

/** Counts the date formats made until `restore()`; `made` holds each one's arguments. */
export function countDateFormats(): { made: unknown[][]; restore: () => void } {
  const made: unknown[][] = [];
  const Real = Intl.DateTimeFormat;
  Intl.DateTimeFormat = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made.push(args);
    }
  } as typeof Real;
  return { made, restore: () => void (Intl.DateTimeFormat = Real) };
}
