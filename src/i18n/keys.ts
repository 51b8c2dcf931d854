import type english from '../../i18n/en-US.json';
import type feedLabels from '../../i18n/feeds.json';
import type legal from '../../i18n/legal/en-US.json';

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A feed screen's title and its tile, which the build adds to every table from i18n/feeds.json. */
type FeedLabelKey = `${'title' | 'dashboard'}.${keyof typeof feedLabels & string}`;

/** Every key of the English tables (the main one, the feeds' labels and the legal texts), the source of truth for all languages. */
export type MessageKey = Paths<typeof english> | FeedLabelKey | Paths<typeof legal>;
