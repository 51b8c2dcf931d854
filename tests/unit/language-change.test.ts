// The language switcher's change (spec section 4, Language change) when the language's table is out of reach.
import { clear } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsRecord } from '../../src/services/storage/settings-record';
import { pending } from '../../src/services/fetching';
import { settings } from '../../src/state/app-state';
import { earlyPick } from '../../src/state/hints';
import type { Language } from '../../src/i18n/languages';
import { activeLanguage, loadLanguage } from '../../src/i18n';

/** The tables asked for, each answered (or refused) by the test; the switch itself is the app's. */
const asked: { language: Language; answer: (ok: boolean) => void }[] = [];
vi.mock('../../src/i18n', async (original) => ({
  ...(await original<typeof import('../../src/i18n')>()),
  preloadLanguage: (language: Language) =>
    new Promise<void>((resolve, reject) =>
      asked.push({ language, answer: (ok) => (ok ? resolve() : reject(new TypeError('Failed to fetch'))) }),
    ),
}));

const { changeLanguage, languageFailed } = await import('../../src/state/settings-sync');

/** Lets the change reach its next step (the table's request, the storage's write). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a language change', () => {
  beforeEach(async () => {
    await clear();
    asked.length = 0;
    await loadLanguage('english');
    settings.language.value = 'english';
    languageFailed.value = null;
  });
  afterEach(() => expect(pending.peek()).toBe(0));

  it('shows the pick and counts as loading while its table comes, then switches and remembers it', async () => {
    const change = changeLanguage('french');
    expect(earlyPick.language.value).toBe('french');
    expect(pending.value).toBe(1);
    asked[0]!.answer(true);
    await change;
    expect(settings.language.value).toBe('french');
    expect(activeLanguage.value).toBe('french');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect((await settingsRecord.read()).language).toBe('french');
    expect(earlyPick.language.value).toBeNull();
    expect(languageFailed.value).toBeNull();
  });

  it('changes nothing when the table is out of reach, and says which language failed instead of rejecting', async () => {
    const change = changeLanguage('french');
    asked[0]!.answer(false);
    await expect(change).resolves.toBeUndefined();
    expect(settings.language.value).toBe('english');
    expect(activeLanguage.value).toBe('english');
    expect((await settingsRecord.read()).language).toBe('english');
    expect(earlyPick.language.value).toBeNull(); // the switcher shows English again
    expect(languageFailed.value).toBe('french');
    // Try again: the toast goes while the table is asked for again, and the change goes through
    const again = changeLanguage('french');
    expect(languageFailed.value).toBeNull();
    asked[1]!.answer(true);
    await again;
    expect(settings.language.value).toBe('french');
  });

  it('lets a later pick win: an earlier one that fails raises nothing, one that ends later switches nothing', async () => {
    const first = changeLanguage('french');
    const second = changeLanguage('german');
    asked[0]!.answer(false);
    await first;
    expect(earlyPick.language.value).toBe('german'); // still loading: the switcher keeps showing it
    expect(languageFailed.value).toBeNull();
    await settle();
    asked[1]!.answer(true);
    await second;
    expect(settings.language.value).toBe('german');

    const third = changeLanguage('japanese');
    const fourth = changeLanguage('korean');
    asked[3]!.answer(true);
    await fourth;
    asked[2]!.answer(true);
    await third;
    expect(settings.language.value).toBe('korean');
    expect(activeLanguage.value).toBe('korean');
    expect((await settingsRecord.read()).language).toBe('korean');
    expect(earlyPick.language.value).toBeNull();
  });
});
