// One term per concept in each language (issue 46): i18n/glossary/<locale>.json names, for every concept of the
// English glossary, the term the table uses and the variants it must not (drift a native reviewer found).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';

type Glossary = Record<string, { term: string; avoid: string[]; note: string }>;
const read = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const strings = (o: unknown): string[] =>
  typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : [];
const concepts = Object.keys(read<Glossary>('i18n/glossary/en-US.json'));

describe.each(LANGUAGES.map((l) => l.locale))('the %s glossary', (locale) => {
  const path = `i18n/glossary/${locale}.json`;
  const glossary = existsSync(path) ? read<Glossary>(path) : {};
  const table = strings(read(`i18n/${locale}.json`)).map((s) => s.toLocaleLowerCase(locale));

  it('names a term for every concept', () => {
    expect(Object.keys(glossary).sort()).toEqual([...concepts].sort());
  });

  it('is the one its table uses: each term appears, no avoided variant does', () => {
    const unused = Object.entries(glossary)
      .filter(([, g]) => !table.some((s) => s.includes(g.term.toLocaleLowerCase(locale))))
      .map(([concept]) => concept);
    expect(unused).toEqual([]);
    const drift = Object.entries(glossary).flatMap(([concept, g]) =>
      g.avoid
        .filter((a) => table.some((s) => s.includes(a.toLocaleLowerCase(locale))))
        .map((a) => `${concept}: "${a}"`),
    );
    expect(drift).toEqual([]);
  });
});
