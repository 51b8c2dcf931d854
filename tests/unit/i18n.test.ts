// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatten, withFallback } from '../../src/i18n/fallback';
import { LANGUAGES } from '../../src/i18n/languages';
import { dir, english, feedLabels, load, others, read, SAME_EVERYWHERE } from './tables';

/** Words a language really shares with English, checked by a translator (locale:key). */
const SAME_IN_LANGUAGE = new Set<string>(
  JSON.parse(readFileSync(new URL('same-as-english.json', import.meta.url), 'utf8')) as string[],
);

const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe('language tables', () => {
  it.each(['', 'legal/'])('has one table per supported language and no other in i18n/%s', (sub) => {
    const files = readdirSync(new URL(sub || '.', dir))
      .filter((f) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(f))
      .map((f) => f.slice(0, -5))
      .sort();
    expect(files).toEqual(LANGUAGES.map((l) => l.locale).sort());
  });

  it("names each feed in every language, and only in i18n/feeds.json: its screen's title and its tile", () => {
    const locales = LANGUAGES.map((l) => l.locale).sort();
    for (const [key, names] of Object.entries(feedLabels ?? {})) {
      expect(Object.keys(names).sort(), key).toEqual(locales);
      for (const locale of locales) {
        expect(flatten(read(`${locale}.json`)), locale).not.toHaveProperty([`title.${key}`]);
        expect(load(locale)).toMatchObject({ title: { [key]: names[locale] }, dashboard: { [key]: names[locale] } });
      }
    }
    expect(Object.keys(feedLabels ?? {})).toContain('newsletters');
  });

  it('keeps the legal texts out of the main tables, under one key of their own', () => {
    expect(Object.keys(read('legal/en-US.json'))).toEqual(['legal']);
    expect(read('en-US.json')).not.toHaveProperty('legal');
  });

  it.each(others)('%s has every key English has, and no key English lacks', (locale) => {
    const table = flatten(load(locale));
    expect(Object.keys(table).filter((k) => !(k in english))).toEqual([]);
    expect(Object.keys(english).filter((k) => !table[k]?.trim())).toEqual([]);
  });

  it.each(others)('%s translates every value instead of copying English', (locale) => {
    const table = flatten(load(locale));
    const copied = Object.keys(english).filter(
      (k) => table[k] === english[k] && !SAME_EVERYWHERE.has(k) && !SAME_IN_LANGUAGE.has(`${locale}:${k}`),
    );
    expect(copied).toEqual([]);
  });

  it.each(others)('%s keeps every placeholder of the English text', (locale) => {
    const table = flatten(load(locale));
    const broken = Object.keys(english).filter(
      (k) => table[k] && placeholders(table[k]!).join() !== placeholders(english[k]!).join(),
    );
    expect(broken).toEqual([]);
  });

  it('lists only real keys as shared with English', () => {
    for (const entry of SAME_IN_LANGUAGE) {
      const [locale, key] = entry.split(':') as [string, string];
      expect(others).toContain(locale);
      expect(english).toHaveProperty([key]);
    }
  });
});

describe('fallback to English', () => {
  it('fills a missing or empty entry from English, per key', () => {
    const en = { a: 'A', nest: { b: 'B', c: 'C' } };
    expect(withFallback({ a: 'ä', nest: { b: '' } }, en)).toEqual({ a: 'ä', nest: { b: 'B', c: 'C' } });
  });

  it('drops keys that English does not have', () => {
    expect(withFallback({ a: 'x', stale: 'y' }, { a: 'A' })).toEqual({ a: 'x' });
  });
});
