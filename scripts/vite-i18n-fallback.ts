// Build step: every non-English table is completed with English per key, so the app downloads
// exactly one table and still falls back to English for a missing or empty entry.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pick, withFallback, type Table } from '../src/i18n/fallback.ts';
import { ISLAND_KEYS } from '../src/i18n/island.ts';

const SOURCE = 'en-US.json';

export function i18nFallback(): Plugin {
  return {
    name: 'i18n-fallback',
    enforce: 'pre',
    transform(code, id) {
      const [file, query] = id.split('?');
      // `en-US.json?island`: the part of English the sign-in island shows (src/i18n/island.ts)
      if (query === 'island' && basename(file) === SOURCE) {
        return {
          code: `export default ${JSON.stringify(pick(JSON.parse(code) as Table, ISLAND_KEYS))};`,
          map: null,
          moduleType: 'js',
        };
      }
      if (!/[\\/]i18n[\\/](legal[\\/])?[a-z]{2}-[A-Z]{2}\.json$/.test(file) || basename(file) === SOURCE) return null;
      const english = JSON.parse(readFileSync(join(dirname(file), SOURCE), 'utf8')) as Table;
      this.addWatchFile(join(dirname(file), SOURCE));
      return { code: JSON.stringify(withFallback(JSON.parse(code) as Table, english)), map: null };
    },
  };
}
