// Part of the main bundle: the static-header layout's language switcher.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { isLanguage, LANGUAGES, type Language } from '../../i18n/languages';
import { settings } from '../../state/frame-state';
import { earlyPick } from '../../state/hints';

export function LanguageSwitcher() {
  // a pick the app has yet to apply (below): the select shows it meanwhile, whatever re-renders the frame
  const [waiting, setWaiting] = useState<Language | null>(null);
  return (
    <div class="language-switcher">
      <label for="language-switcher">{t('language.label')}</label>
      <select
        id="language-switcher"
        value={waiting ?? settings.language.value}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (!isLanguage(value)) return;
          // on the sign-in island the app applies the pick once it has read the stored settings (state/hints.ts)
          if (earlyPick.waiting) {
            earlyPick.language = value;
            setWaiting(value);
          } else {
            setWaiting(null);
            void import('../../state/session').then((session) => session.changeLanguage(value));
          }
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.value} value={l.value} lang={l.locale}>{l.name}</option>
        ))}
      </select>
    </div>
  );
}
