import type english from '../../i18n/en-US.json';
import type legal from '../../i18n/legal/en-US.json';

type Paths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Paths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the English tables (the main one and the legal texts), the source of truth for all languages. */
export type MessageKey = Paths<typeof english> | Paths<typeof legal>;
