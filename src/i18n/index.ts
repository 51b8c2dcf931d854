// Part of the main bundle. Loads one language table at a time and exposes `t`.
import rosetta from 'rosetta';
import { signal } from '@preact/signals';
import { dirOf, localeOf, DEFAULT_LANGUAGE, type Language } from './languages';
import type { Table } from './fallback';
import type { MessageKey } from './keys';
import { tableLoader, type TableLoader } from './table-loader';

// One chunk per table; non-English tables arrive already completed with English (see scripts/).
/** A language's table chunk. */
const tableOf = tableLoader(
  import.meta.glob<Table>('../../i18n/??-??.json', { import: 'default' }),
  '../../i18n/',
  'table',
);
/** A table that, once some screen has asked for it, loads alongside every language's (src/i18n/legal.ts). */
let addedTableLoader: TableLoader | null = null;

/** Adds `load`'s table for the active language now, and for every later language with its main table. */
export async function addTable(load: TableLoader): Promise<void> {
  addedTableLoader = load;
  const locale = localeOf(activeLanguage.value);
  i18n.set(locale, await load(locale));
}

const i18n = rosetta<Table>();

/** The language whose table is loaded; reading it subscribes a component to language changes. */
export const activeLanguage = signal<Language>(DEFAULT_LANGUAGE);

/** Fetches a language's tables without switching to them; the function it resolves to switches at once. */
export async function fetchLanguage(language: Language): Promise<() => void> {
  const locale = localeOf(language);
  const [table, more] = await Promise.all([tableOf(locale), addedTableLoader?.(locale)]);
  return () => {
    i18n.set(locale, table);
    if (more) i18n.set(locale, more);
    i18n.locale(locale);
    partialTableLanguage = null; // the table in use is whole
    document.documentElement.lang = locale;
    document.documentElement.dir = dirOf(language);
    activeLanguage.value = language;
  };
}

export const loadLanguage = async (language: Language): Promise<void> => (await fetchLanguage(language))();

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
  return (completing ??= tableOf(locale).then(
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
