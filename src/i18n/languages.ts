// Part of the main bundle: keep it to the language list.
// A language is one row: `value` is the stored setting, `locale` names its tables (i18n/<locale>.json) and its
// formats, `content` is the content service's `wpml_language` code, written out: two languages may share a
// base (pt-PT and pt-BR), and the service tells them apart as 'pt' and 'pt-br'.

export interface LanguageRow {
  value: string;
  locale: `${string}-${string}`;
  content: string;
  name: string;
}

export const LANGUAGES = [
  { value: 'english', locale: 'en-US', content: 'en', name: 'English' },
  { value: 'french', locale: 'fr-FR', content: 'fr', name: 'Français' },
  { value: 'spanish', locale: 'es-ES', content: 'es', name: 'Español' },
  { value: 'portuguese', locale: 'pt-PT', content: 'pt', name: 'Português' },
  { value: 'italian', locale: 'it-IT', content: 'it', name: 'Italiano' },
  { value: 'german', locale: 'de-DE', content: 'de', name: 'Deutsch' },
  { value: 'mandarin', locale: 'zh-CN', content: 'zh', name: '中文' },
  { value: 'hebrew', locale: 'he-IL', content: 'he', name: 'עברית' },
  { value: 'japanese', locale: 'ja-JP', content: 'ja', name: '日本語' },
  { value: 'korean', locale: 'ko-KR', content: 'ko', name: '한국어' },
  { value: 'dutch', locale: 'nl-NL', content: 'nl', name: 'Nederlands' },
  { value: 'greek', locale: 'el-GR', content: 'el', name: 'Ελληνικά' },
  { value: 'turkish', locale: 'tr-TR', content: 'tr', name: 'Türkçe' },
  { value: 'thai', locale: 'th-TH', content: 'th', name: 'ไทย' },
  { value: 'arabic', locale: 'ar-SA', content: 'ar', name: 'العربية' },
] as const satisfies readonly LanguageRow[];

export type Language = (typeof LANGUAGES)[number]['value'];
export type Locale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE: Language = 'english';
const RTL = new Set<Language>(['hebrew', 'arabic']);

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.value === value);

export const localeOf = (language: Language): Locale =>
  (LANGUAGES.find((l) => l.value === language) ?? LANGUAGES[0]).locale;

export const dirOf = (language: Language): 'rtl' | 'ltr' => (RTL.has(language) ? 'rtl' : 'ltr');

/** The content service's `wpml_language` code. */
export const contentCode = (language: Language): string =>
  (LANGUAGES.find((l) => l.value === language) ?? LANGUAGES[0]).content;

/** The row a browser's language tag asks for: the same locale, else the first with the same base language. */
export function rowForTag<R extends LanguageRow>(rows: readonly R[], tag: string): R | undefined {
  const lower = tag.toLowerCase();
  const base = lower.split('-')[0];
  return (
    rows.find((l) => l.locale.toLowerCase() === lower) ??
    rows.find((l) => l.locale.toLowerCase().startsWith(base + '-'))
  );
}

/** The member's first choice among the browser's languages, English when none is supported. */
export function preferredLanguage(browser: readonly string[]): Language {
  for (const tag of browser) {
    const hit = rowForTag(LANGUAGES, tag);
    if (hit) return hit.value;
  }
  return DEFAULT_LANGUAGE;
}
