// Part of the main bundle: the one way a table is found and fetched, for the interface tables (i18n/) and the
// legal texts (i18n/legal/) alike. Vite needs each glob written out where it is used; this takes it from there.
import type { Table } from './fallback';

export type TableLoader = (locale: string) => Promise<Table>;

/** A loader over a glob of `<dir><locale>.json` tables, one chunk each, fetched once (a later call gets the same module). */
export const tableLoader =
  (glob: Record<string, () => Promise<Table>>, dir: string, what: string): TableLoader =>
  (locale) =>
    glob[`${dir}${locale}.json`]?.() ?? Promise.reject(new Error(`No ${what} for ${locale}`));
