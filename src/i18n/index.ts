// Part of the main bundle: the tables in use and `t`. Other languages' tables are fetched by ./load.ts (app chunk).
import rosetta from 'rosetta';
import { signal } from '@preact/signals';
import { dirOf, localeOf, DEFAULT_LANGUAGE, type Language } from './languages';
import type { Table } from './fallback';
import type { MessageKey } from './keys';

// English's whole table, the rest of what the island has in part; the other tables' chunks are listed by ./load.ts, in
// the app's chunk, so the entry does not carry the list (a chunk's name is a hash: compressed, about 9 bytes each)
const englishTable = (): Promise<Table> => import('../../i18n/en-US.json').then((m) => m.default as Table);

const i18n = rosetta<Table>();

/** The language whose table is loaded; reading it subscribes a component to language changes. */
export const activeLanguage = signal<Language>(DEFAULT_LANGUAGE);

/** Adds strings to a language's table (./load.ts fetches them). */
export const addStrings = (language: Language, table: Table): void => void i18n.set(localeOf(language), table);

/** Switches to a language whose tables are set (./load.ts): `t` and the document follow. */
export function switchTo(language: Language): void {
  const locale = localeOf(language);
  i18n.locale(locale);
  partialTableLanguage = null; // the table in use is whole
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(language);
  activeLanguage.value = language;
}

/** Sets a table that is already at hand (the build's prerender, the sign-in island's part of English),
 * without touching the document. `part`: the table is not whole (see tableComplete). */
export function useTableNow(language: Language, table: Table, part = false): void {
  i18n.set(localeOf(language), table);
  i18n.locale(localeOf(language));
  activeLanguage.value = language;
  partialTableLanguage = part ? language : null;
}

let partialTableLanguage: Language | null = null;
let completing: Promise<void> | undefined;

/** Resolves once the table set in part is whole (its other strings added; the language in use stays). */
export function tableComplete(): Promise<void> {
  if (!partialTableLanguage) return Promise.resolve();
  const locale = localeOf(partialTableLanguage);
  return (completing ??= englishTable().then(
    (table) => void i18n.set(locale, table),
    (error: unknown) => {
      completing = undefined; // asked again next time (the network may be back)
      throw error;
    },
  ));
}

/** A wait as every message places it, after a preposition: an Arabic dual takes its oblique case ('بعد دقيقتين',
 * where Intl gives the nominative 'دقيقتان'), and Japanese sets the unit solid ('5分後'; Intl gives '5 分'). */
function minutes(locale: string, n: number): string {
  const text = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(n);
  return locale === 'ja-JP' ? text.replace(/\s/g, '') : text.replace(/ان$/, 'ين');
}

/** Numbers in messages take the language's digits (Arabic-Indic in ar-SA), and `minutes` its unit word in the
 * right plural ('1 minute', '١٠ دقائق'); identifiers are passed as strings. Rare (error messages): no cache. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const locale = localeOf(activeLanguage.value); // and subscribes the caller
  if (params) {
    params = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [
        k,
        typeof v !== 'number'
          ? v
          : k === 'minutes'
            ? minutes(locale, v)
            : new Intl.NumberFormat(locale, { useGrouping: false }).format(v),
      ]),
    );
  }
  return i18n.t(key, params);
}
