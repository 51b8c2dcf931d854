// Part of the app chunk (src/app/app-chunk.tsx, through ./member.ts): the member's name as each language writes it.
import type { Language } from '../i18n/languages';

/** Languages that write the family name first, and address a customer by it (ja) or by the whole name (ko, zh). */
const FAMILY_FIRST = new Set<Language>(['japanese', 'korean', 'mandarin']);
/** Han, kana and hangul, with the middle dots a transliterated name carries (玛丽·安, メアリー・アン). */
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}・ー·]+$/u;
/** Korean family names of two syllables; any other longer than one is a foreign name written in hangul. */
const KOREAN_TWO = ['남궁', '황보', '제갈', '선우', '독고', '사공', '서문', '동방'];

/** A foreign name written in the script, which Korean and Chinese write given name first: a family name longer
 * than theirs are (실바, 席尔瓦). Japanese keeps family name first for everyone, as its registers do. */
function foreign(last: string, language: Language): boolean {
  if (language === 'korean') return last.length > 1 && !KOREAN_TWO.includes(last);
  return language === 'mandarin' && last.length > 2;
}

/** The name given name first, as English writes it (the greeting script's hero, which is English only). */
export const givenFirst = (first: string, last: string): string => [first, last].filter(Boolean).join(' ');

/**
 * The full name in the language's order: family name first in ja, ko and zh when the name is written in their script
 * (a Latin name keeps its own order there, as those languages print it), given name first elsewhere. Japanese parts
 * are apart (山田 花子), Korean ones together (김지민); a foreign name in hangul is given first (아나 실바), in Han
 * with a middle dot (安娜·席尔瓦).
 */
export function fullName(first: string, last: string, language: Language): string {
  const parts = [first, last].filter(Boolean);
  if (!FAMILY_FIRST.has(language) || !parts.every((p) => EAST_ASIAN.test(p))) return givenFirst(first, last);
  if (foreign(last, language)) return parts.join(language === 'korean' ? ' ' : '·');
  return parts.reverse().join(language === 'japanese' ? ' ' : '');
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
