// Part of the app chunk (src/app/app-chunk.tsx): fetches a language's tables and switches to them. A module apart from
// ./index.ts, so the entry, which the sign-in island needs, does not carry the list of the tables' chunks.
import { activeLanguage, addStrings, switchTo } from '.';
import { localeOf, type Language } from './languages';
import type { Table } from './fallback';
import { tableLoader, type TableLoader } from './table-loader';

// One chunk per table; non-English tables arrive already completed with English (see scripts/).
/** A language's table chunk. */
const tableOf = tableLoader(
  import.meta.glob<Table>('../../i18n/??-??.json', { import: 'default' }),
  '../../i18n/',
  'table',
);
/** A table that, once some screen has asked for it, loads alongside every language's (./legal.ts). */
let addedTableLoader: TableLoader | null = null;

/** Adds `load`'s table for the active language now, and for every later language with its main table. */
export async function addTable(load: TableLoader): Promise<void> {
  addedTableLoader = load;
  const language = activeLanguage.value;
  addStrings(language, await load(localeOf(language)));
}

/** Fetches a language's tables without switching to them; the function it resolves to switches at once. */
export async function fetchLanguage(language: Language): Promise<() => void> {
  const locale = localeOf(language);
  const [table, more] = await Promise.all([tableOf(locale), addedTableLoader?.(locale)]);
  return () => {
    addStrings(language, table);
    if (more) addStrings(language, more);
    switchTo(language);
  };
}

export const loadLanguage = async (language: Language): Promise<void> => (await fetchLanguage(language))();
