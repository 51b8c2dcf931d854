// Asks once, at the top of a feed, for the online store country before buy-now links show; the answer, Other
// included, is kept. A Buy now tapped further down asks in a sheet instead (./store-sheet.tsx).
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/settings-sync';
import type { StoreChoice } from '../../state/settings';
import { StoreSelect } from '../store-select';
import { regainFocus } from '../hold-focus';

const STORE_PROMPT_ID = 'store-prompt';

export function StorePrompt() {
  const [choice, setChoice] = useState('');
  const set = (e: Event) => {
    e.preventDefault();
    // the select offers only markets and Other; once the prompt has gone (a render later), the focus goes to the
    // page's heading
    if (choice)
      void saveSettings({ ...settings.snapshot(), storeLocation: choice as StoreChoice }).then(() =>
        setTimeout(regainFocus),
      );
  };
  return (
    <form class="store-prompt" onSubmit={set} aria-labelledby="store-prompt-label">
      <label id="store-prompt-label" for={STORE_PROMPT_ID}>
        {t('store.prompt')}
      </label>
      <div class="store-prompt-row">
        <StoreSelect id={STORE_PROMPT_ID} value={choice} onChange={setChoice} />
        <button type="submit" class="button" disabled={!choice}>
          {t('store.setCountry')}
        </button>
      </div>
    </form>
  );
}
