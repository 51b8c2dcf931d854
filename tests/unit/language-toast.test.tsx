// The language switcher's toast (src/app/components/language-toast.tsx) in its words: the offline message, or on the
// sign-in island, where only the island's part of English is at hand (English's whole table out of reach too), the
// offline banner's.
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/en-US.json';
import { LanguageToast } from '../../src/app/components/language-toast';
import { useTableNow } from '../../src/i18n';
import { pick, type Table } from '../../src/i18n/fallback';
import { ISLAND_KEYS } from '../../src/i18n/island';
import { loadLanguage } from '../../src/i18n/load';

/** An English string, by its key. */
const english = (key: string) => key.split('.').reduce<unknown>((o, part) => (o as Table)[part], en) as string;

describe("the language switcher's toast", () => {
  afterEach(() => loadLanguage('english'));

  it('says what the offline screen says, with the whole table', async () => {
    await loadLanguage('english');
    render(<LanguageToast language="french" />);
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe(english('offline.body'));
    expect(screen.getByRole('button', { name: english('app.retry') })).toBeTruthy();
  });

  it("says what the offline banner says, with only the island's part of English", () => {
    const island = pick(en as Table, ISLAND_KEYS);
    expect(island).not.toHaveProperty('offline.body'); // the case this covers
    useTableNow('english', island, true);
    render(<LanguageToast language="french" />);
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe(english('offline.banner'));
  });
});
