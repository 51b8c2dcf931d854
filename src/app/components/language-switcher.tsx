// Part of the main bundle: the static-header layout's language switcher.
import { t } from '../../i18n';
import { isLanguage, LANGUAGES } from '../../i18n/languages';
import { settings } from '../../state/app-state';
import { changeLanguage } from '../../state/session';

export function LanguageSwitcher() {
  return (
    <div class="language-switcher">
      <label for="language-switcher">{t('language.label')}</label>
      <select
        id="language-switcher"
        value={settings.language.value}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.value} value={l.value} lang={l.locale}>{l.name}</option>
        ))}
      </select>
    </div>
  );
}
