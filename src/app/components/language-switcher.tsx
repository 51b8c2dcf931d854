// Part of the main bundle: the static-header layout's language switcher.
import { t } from '../../i18n';
import { isLanguage, LANGUAGES } from '../../i18n/languages';
import { settings } from '../../state/frame-state';
import { islandPick } from '../../state/hints';

export function LanguageSwitcher() {
  return (
    <div class="language-switcher">
      {/* the frame's last text: its Element Timing entry tells the flow benchmark the screen is on view (scripts/bench/flow.js) */}
      <label for="language-switcher" elementtiming="frame-end">
        {t('language.label')}
      </label>
      <select
        id="language-switcher"
        // a pick the app has yet to apply (below) shows meanwhile, whatever re-renders the frame
        value={islandPick.language.value ?? settings.language.value}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (!isLanguage(value)) return;
          // on the sign-in island the app applies the pick once it has read the stored settings (state/hints.ts)
          if (islandPick.waiting) islandPick.language.value = value;
          else void import('../../state/settings-sync').then((sync) => sync.changeLanguage(value));
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.value} value={l.value} lang={l.locale}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
