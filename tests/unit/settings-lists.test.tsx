// Settings (spec section 3, Languages and Store markets): exactly the 15 languages and the 14 store markets,
// in the spec's order, written out here from the spec rather than read from the app's own lists.
import { render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/content/content-api', () => ({
  getClassesAndLocations: async () => ({ classes: [], locations: [] }),
}));

const { default: SettingsScreen } = await import('../../src/screens/settings/index');

const SPEC_LANGUAGES = [
  ['english', 'en-US'],
  ['french', 'fr-FR'],
  ['spanish', 'es-ES'],
  ['portuguese', 'pt-PT'],
  ['italian', 'it-IT'],
  ['german', 'de-DE'],
  ['mandarin', 'zh-CN'],
  ['hebrew', 'he-IL'],
  ['japanese', 'ja-JP'],
  ['korean', 'ko-KR'],
  ['dutch', 'nl-NL'],
  ['greek', 'el-GR'],
  ['turkish', 'tr-TR'],
  ['thai', 'th-TH'],
  ['arabic', 'ar-SA'],
];
const SPEC_MARKETS = [
  ['us', 'United States'],
  ['ca', 'Canada'],
  ['uk', 'United Kingdom'],
  ['br', 'Brazil'],
  ['it', 'Italy'],
  ['de', 'Germany'],
  ['be', 'Belgium'],
  ['nl', 'Netherlands'],
  ['middle_east', 'Middle East'],
  ['iberia', 'Iberia'],
  ['ch', 'Switzerland'],
  ['in', 'India'],
  ['nordic', 'Nordic'],
  ['za', 'South Africa'],
];

const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options);

describe('settings lists', () => {
  beforeAll(async () => (await import('../../src/i18n/load')).loadLanguage('english'));

  it('offers exactly the 15 languages of the spec, in its order, each marked with its locale', () => {
    render(<SettingsScreen />);
    expect(options('Default language').map((o) => [o.value, o.lang])).toEqual(SPEC_LANGUAGES);
  });

  it("offers exactly the 14 store markets of the spec, in its order, between 'Select country' and 'Other'", () => {
    render(<SettingsScreen />);
    expect(options('Online store country').map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select country'],
      ...SPEC_MARKETS,
      ['other', 'Other'],
    ]);
  });
});
