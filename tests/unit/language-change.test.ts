// The language switcher's change (spec section 4, Language change) when the language's tables are slow or out of
// reach. The tables are the app's own; the one added by a screen (as the legal texts are, src/i18n/legal.ts) is
// answered, or refused, by the test.
import { clear, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeLanguage } from '../../src/i18n';
import { addTable, loadLanguage } from '../../src/i18n/load';
import { localeOf, type Language } from '../../src/i18n/languages';
import { store } from '../../src/services/storage/record';
import { settingsRecord } from '../../src/services/storage/settings-record';
import { pending } from '../../src/services/fetching';
import { settings } from '../../src/state/app-state';
import { islandPick } from '../../src/state/hints';
import { applyStoredSettings, changeLanguage, languageFailed, saveSettings } from '../../src/state/settings-sync';

/** The added table's requests for languages other than English, each answered by the test. */
const asked = new Map<string, (ok: boolean) => void>();
const answer = async (language: Language, ok: boolean) => {
  await until(() => asked.has(localeOf(language)));
  asked.get(localeOf(language))!(ok);
  asked.delete(localeOf(language));
};
const until = async (done: () => boolean) => {
  for (let i = 0; !done(); i++) {
    if (i > 100) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('a language change', () => {
  beforeEach(async () => {
    await clear();
    asked.clear();
    await loadLanguage('english');
    await addTable((locale) =>
      locale === 'en-US'
        ? Promise.resolve({})
        : new Promise((resolve, reject) =>
            asked.set(locale, (ok) => (ok ? resolve({}) : reject(new TypeError('Failed to fetch')))),
          ),
    );
    settings.language.value = 'english';
    languageFailed.value = null;
  });

  it('shows the pick and counts as loading while its tables come, then switches and remembers it', async () => {
    const change = changeLanguage('french');
    expect(islandPick.language.value).toBe('french');
    expect(pending.value).toBe(1);
    await answer('french', true);
    await change;
    expect(pending.value).toBe(0);
    expect(settings.language.value).toBe('french');
    expect(activeLanguage.value).toBe('french');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect((await settingsRecord.read()).language).toBe('french');
    expect(islandPick.language.value).toBeNull();
    expect(languageFailed.value).toBeNull();
  });

  it('changes nothing when a table is out of reach, and names the language instead of rejecting', async () => {
    const change = changeLanguage('french');
    await answer('french', false);
    await expect(change).resolves.toBeUndefined();
    expect(pending.value).toBe(0);
    expect(settings.language.value).toBe('english');
    expect(activeLanguage.value).toBe('english');
    expect((await settingsRecord.read()).language).toBe('english');
    expect(islandPick.language.value).toBeNull(); // the switcher shows English again
    expect(languageFailed.value).toBe('french');
    // Try again: the toast goes while the tables are asked for again, and the change goes through
    const again = changeLanguage('french');
    expect(languageFailed.value).toBeNull();
    await answer('french', true);
    await again;
    expect(settings.language.value).toBe('french');
  });

  it('lets the later of two picks win: the earlier raises nothing if it fails, changes nothing if last', async () => {
    const first = changeLanguage('french');
    const second = changeLanguage('german');
    await answer('french', false);
    await first;
    expect(islandPick.language.value).toBe('german'); // still loading: the switcher keeps showing it
    expect(languageFailed.value).toBeNull();
    await answer('german', true);
    await second;
    expect(settings.language.value).toBe('german');

    const third = changeLanguage('japanese');
    const fourth = changeLanguage('korean');
    await answer('korean', true);
    await fourth;
    await answer('japanese', true);
    await third;
    expect(settings.language.value).toBe('korean');
    expect(activeLanguage.value).toBe('korean');
    expect((await settingsRecord.read()).language).toBe('korean');
    expect(islandPick.language.value).toBeNull();
  });

  it("keeps a pick made while another tab's stored language was on its way, whichever table comes first", async () => {
    await set(settingsRecord.key, { ...settings.snapshot(), language: 'italian' }, store); // another tab's
    const applied = applyStoredSettings();
    await until(() => asked.has('it-IT'));
    const picked = changeLanguage('korean');
    await answer('korean', true);
    await picked;
    await answer('italian', true);
    await applied;
    expect(settings.language.value).toBe('korean');
    expect(activeLanguage.value).toBe('korean');
    expect(document.documentElement.lang).toBe('ko-KR');
    expect((await settingsRecord.read()).language).toBe('korean');
  });

  it('puts the toast away once another change of language went through: in Settings, or in another tab', async () => {
    const failing = changeLanguage('french');
    await answer('french', false);
    await failing;
    expect(languageFailed.value).toBe('french');
    const saved = saveSettings({ ...settings.snapshot(), language: 'german' });
    expect(pending.value).toBe(1); // Settings' Apply shows the loading bar while the table comes
    await answer('german', true);
    expect(await saved).toBe(true);
    expect(pending.value).toBe(0);
    expect(languageFailed.value).toBeNull();

    const again = changeLanguage('french');
    await answer('french', false);
    await again;
    expect(languageFailed.value).toBe('french');
    await set(settingsRecord.key, { ...settings.snapshot(), language: 'italian' }, store); // another tab's
    const applied = applyStoredSettings();
    await answer('italian', true);
    await applied;
    expect(settings.language.value).toBe('italian');
    expect(languageFailed.value).toBeNull();
  });
});
