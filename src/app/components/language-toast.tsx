// Part of the app chunk (the frame gets it from the app, src/app/app.tsx): a language the switcher could not load.
import { t } from '../../i18n';
import type { Language } from '../../i18n/languages';
import { changeLanguage, languageFailed } from '../../state/settings-sync';

/** The interface stays in its language and says why; Try again asks for the table again, Later puts this away. */
export function LanguageToast({ language }: { language: Language }) {
  return (
    <div class="toast" role="alert">
      {/* on the sign-in island English's whole table may be out of reach too: the banner's words are there */}
      <p>{t('offline.body') || t('offline.banner')}</p>
      <button type="button" class="button" onClick={() => void changeLanguage(language)}>
        {t('app.retry')}
      </button>
      <button type="button" class="button button-secondary" onClick={() => (languageFailed.value = null)}>
        {t('app.updateLater')}
      </button>
    </div>
  );
}
