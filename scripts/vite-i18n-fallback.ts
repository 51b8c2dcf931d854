// Build step: every table gets the feed screens' labels (i18n/feeds.json: each feed's name in every language, its
// screen's title and its dashboard tile), and every non-English table is completed with English per key, so the app
// downloads exactly one table and still falls back to English for a missing or empty entry.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { pick, withFallback, type Table } from '../src/i18n/fallback.ts';
import { ISLAND_KEYS } from '../src/i18n/island.ts';

const SOURCE = 'en-US.json';
/** The feed screens' labels, beside the tables: `{ "<key>": { "<locale>": "<name>" } }`. */
export const FEED_LABELS = 'feeds.json';

/** A feed labels file: per message key (`title.<key>` and `dashboard.<key>`), the name in each locale. */
export type FeedLabels = Record<string, Record<string, string>>;

/** The table with each feed's name in its locale as its screen's title and its tile's label (none: as it is). */
export function withFeedLabels(table: Table, locale: string, labels: FeedLabels | null): Table {
  if (!labels) return table;
  const own = (group: string): Table => {
    const base = table[group];
    return typeof base === 'object' ? base : {};
  };
  const names = Object.fromEntries(
    Object.entries(labels).flatMap(([key, byLocale]) => (byLocale[locale] ? [[key, byLocale[locale]]] : [])),
  );
  return { ...table, title: { ...own('title'), ...names }, dashboard: { ...own('dashboard'), ...names } };
}

/** The labels file of a tables folder; the legal texts' folder has none. */
export const readFeedLabels = (dir: string): FeedLabels | null =>
  existsSync(join(dir, FEED_LABELS)) ? (JSON.parse(readFileSync(join(dir, FEED_LABELS), 'utf8')) as FeedLabels) : null;

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
      if (!/[\\/]i18n[\\/](legal[\\/])?[a-z]{2}-[A-Z]{2}\.json$/.test(file)) return null;
      const dir = dirname(file);
      const labels = readFeedLabels(dir);
      if (labels) this.addWatchFile(join(dir, FEED_LABELS));
      const own = withFeedLabels(JSON.parse(code) as Table, basename(file, '.json'), labels);
      if (basename(file) === SOURCE) return labels ? { code: JSON.stringify(own), map: null } : null;
      this.addWatchFile(join(dir, SOURCE));
      const english = withFeedLabels(JSON.parse(readFileSync(join(dir, SOURCE), 'utf8')) as Table, 'en-US', labels);
      return { code: JSON.stringify(withFallback(own, english)), map: null };
    },
  };
}
