import type english from '../../i18n/en-US.json';

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the English table, the source of truth for all languages. */
export type MessageKey = Paths<typeof english>;
