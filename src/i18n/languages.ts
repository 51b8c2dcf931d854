// Part of the main bundle: keep it to the language list.

export const LANGUAGES = [
  { value: 'english', locale: 'en-US', name: 'English' },
  { value: 'french', locale: 'fr-FR', name: 'Français' },
  { value: 'spanish', locale: 'es-ES', name: 'Español' },
  { value: 'portuguese', locale: 'pt-PT', name: 'Português' },
  { value: 'italian', locale: 'it-IT', name: 'Italiano' },
  { value: 'german', locale: 'de-DE', name: 'Deutsch' },
  { value: 'mandarin', locale: 'zh-CN', name: '中文' },
  { value: 'hebrew', locale: 'he-IL', name: 'עברית' },
  { value: 'japanese', locale: 'ja-JP', name: '日本語' },
  { value: 'korean', locale: 'ko-KR', name: '한국어' },
  { value: 'dutch', locale: 'nl-NL', name: 'Nederlands' },
  { value: 'greek', locale: 'el-GR', name: 'Ελληνικά' },
  { value: 'turkish', locale: 'tr-TR', name: 'Türkçe' },
  { value: 'thai', locale: 'th-TH', name: 'ไทย' },
  { value: 'arabic', locale: 'ar-SA', name: 'العربية' },
] as const;

export type Language = (typeof LANGUAGES)[number]['value'];
export type Locale = (typeof LANGUAGES)[number]['locale'];

export const DEFAULT_LANGUAGE: Language = 'english';
const RTL = new Set<Language>(['hebrew', 'arabic']);

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((l) => l.value === value);

export const localeOf = (language: Language): Locale =>
  (LANGUAGES.find((l) => l.value === language) ?? LANGUAGES[0]).locale;

export const dirOf = (language: Language): 'rtl' | 'ltr' => (RTL.has(language) ? 'rtl' : 'ltr');

/** The content service's `wpml_language` code: the locale's language part. */
export const contentCode = (language: Language): string => localeOf(language).slice(0, 2);

/** The member's first choice among the browser's languages, English when none is supported. */
export function preferredLanguage(browser: readonly string[]): Language {
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    const hit = LANGUAGES.find((l) => l.locale.toLowerCase().startsWith(base + '-'));
    if (hit) return hit.value;
  }
  return DEFAULT_LANGUAGE;
}
