// The terms and privacy texts have tables of their own (i18n/legal/): fetched only by the screens that
// show them, then kept in step with every language change.
import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/app/routes';
import { t } from '../../src/i18n';
import { loadLanguage } from '../../src/i18n/load';
import english from '../../i18n/legal/en-US.json';
import french from '../../i18n/legal/fr-FR.json';
import greek from '../../i18n/legal/el-GR.json';

describe('legal texts', () => {
  it('are not in the main table, arrive with the screens that show them and follow language changes', async () => {
    await loadLanguage('english');
    expect(t('legal.terms.p1')).not.toBe(english.legal.terms.p1);
    expect(t('terms.heading')).toBe('Terms & Conditions');

    await routeFor('/terms').screen.preload();
    expect(t('legal.terms.p1')).toBe(english.legal.terms.p1);
    expect(t('terms.heading')).toBe('Terms & Conditions'); // the main table's part of the section is kept

    await loadLanguage('french');
    expect(t('legal.privacy.p4')).toBe(french.legal.privacy.p4);
    await loadLanguage('greek');
    expect(t('legal.terms.p2')).toBe(greek.legal.terms.p2);
  });

  it.each(['/register', '/privacy-policy'])('%s loads them too', async (path) => {
    await loadLanguage('english');
    await routeFor(path).screen.preload();
    expect(t('legal.privacy.p1')).toBe(english.legal.privacy.p1);
  });
});
