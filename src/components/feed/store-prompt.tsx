// Asks once for the online store country before buy-now links show; the answer, Other included, is kept.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/settings-sync';
import type { StoreChoice } from '../../state/settings';
import { StoreSelect } from '../store-select';

/** The prompt's select: where a Buy now pressed before the answer leads (./parts.tsx). */
export const STORE_PROMPT_ID = 'store-prompt';

export function StorePrompt() {
  const [choice, setChoice] = useState('');
  const set = (e: Event) => {
    e.preventDefault();
    // the select offers only markets and Other
    if (choice) void saveSettings({ ...settings.snapshot(), storeLocation: choice as StoreChoice });
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
