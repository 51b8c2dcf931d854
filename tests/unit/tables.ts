// Test helper: the language tables as files (i18n/ and i18n/legal/), flattened to dotted keys.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flatten, type Table } from '../../src/i18n/fallback';
import { LANGUAGES } from '../../src/i18n/languages';
import { readFeedLabels, withFeedLabels } from '../../scripts/vite-i18n-fallback';

export const dir = new URL('../../i18n/', import.meta.url);
export const read = (path: string) => JSON.parse(readFileSync(new URL(path, dir), 'utf8')) as Table;
export const feedLabels = readFeedLabels(fileURLToPath(dir));
/** A language's keys: its table with the feeds' labels, as the build makes it, and its legal texts (i18n/legal/). */
export const load = (locale: string): Table => ({
  ...withFeedLabels(read(`${locale}.json`), locale, feedLabels),
  ...read(`legal/${locale}.json`),
});
export const flat = (locale: string): Record<string, string> => flatten(load(locale));
export const english = flat('en-US');
/** Every locale but English. */
export const others = LANGUAGES.filter((l) => l.locale !== 'en-US').map((l) => l.locale);
/** Values that are the same in every language: the product name, a brand hashtag and contact data. */
export const SAME_EVERYWHERE = new Set([
  'app.documentTitle',
  'form.problem', // '{{field}}: {{message}}', where a language puts its colon as English does
  'title.latestNews',
  'dashboard.latestNews',
  'help.email',
  'help.phone',
  'help.site1',
  'help.site2',
]);
