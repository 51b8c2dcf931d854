// The terms and privacy texts (a sixth of every table) have tables of their own (i18n/legal/), loaded only
// by the screens that show them (src/app/routes.ts), and from then on alongside every language change.
// A lazy module, so the entry does not carry the list of their chunks.
import { addTable } from './load';
import type { Table } from './fallback';
import { tableLoader } from './table-loader';

const legalTable = tableLoader(
  import.meta.glob<Table>('../../i18n/legal/??-??.json', { import: 'default' }),
  '../../i18n/legal/',
  'legal texts',
);

/** Makes the legal texts of the active language, and of every later one, available to `t`. */
export const loadLegal = (): Promise<void> => addTable(legalTable);
