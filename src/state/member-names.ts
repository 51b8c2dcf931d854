// Part of the app chunk (src/app/app-chunk.tsx, through ./member.ts): the member's name as each language writes it.
import type { Language } from '../i18n/languages';

/** Languages that write the family name first, and address a customer by it (ja) or by the whole name (ko, zh). */
const FAMILY_FIRST = new Set<Language>(['japanese', 'korean', 'mandarin']);
/** Han, kana and hangul: a name in these scripts is written without a space between its parts (山田花子, 김지민). */
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}・ー]+$/u;

/**
 * The full name in the language's order: family name first in ja, ko and zh when the name is written in their script
 * (a Latin name keeps its own order there, as those languages print it), given name first elsewhere.
 */
export function fullName(first: string, last: string, language: Language): string {
  const parts = [first, last].filter(Boolean);
  if (!FAMILY_FIRST.has(language) || !parts.every((p) => EAST_ASIAN.test(p))) return parts.join(' ');
  return parts.reverse().join('');
}

/**
 * The name a greeting addresses the member by (`dashboard.greeting`'s `{{name}}`): the family name in ja (its table
 * adds 様), the full name in ko and zh (ko adds 님), the given name elsewhere; whichever part there is when one is
 * missing.
 */
export function greetingName(first: string, last: string, language: Language): string {
  if (language === 'japanese') return last || first;
  if (FAMILY_FIRST.has(language)) return fullName(first, last, language);
  return first || last;
}
