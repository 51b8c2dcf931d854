// Part of the app chunk (the frame gets it from the app, src/app/app.tsx): a language the switcher could not load.
import { t } from '../../i18n';
import type { Language } from '../../i18n/languages';
import { changeLanguage, languageFailed } from '../../state/settings-sync';

/** The toast goes with the button just pressed: the focus goes back to the switcher (the page, where it has none). */
function focusBack(): void {
  (document.getElementById('language-switcher') ?? document.getElementById('main'))?.focus({ preventScroll: true });
}

/** The interface stays in its language and says why; Try again asks for the table again, Later puts this away. */
export function LanguageToast({ language }: { language: Language }) {
  return (
    <div class="toast" role="alert">
      {/* on the sign-in island, were English's whole table out of reach too, the offline banner's words (in the
       entry, src/i18n/island.ts; this one's would cost the first paint's budget 30 bytes for that rare case) */}
      <p>{t('offline.body') || t('offline.banner')}</p>
      <button
        type="button"
        class="button"
        onClick={() => {
          focusBack();
          void changeLanguage(language); // the switcher shows it meanwhile; a second failure brings this back
        }}
      >
        {t('app.retry')}
      </button>
      <button
        type="button"
        class="button button-secondary"
        onClick={() => {
          focusBack();
          languageFailed.value = null;
        }}
      >
        {t('app.updateLater')}
      </button>
    </div>
  );
}
