// Asks for the online store country before buy-now links show (select country, Other, set country, find a store).
// The answer is kept, Other included: the question is asked once, not on every feed.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/session';
import { isStoreChoice } from '../../state/settings';
import { OTHER, StoreSelect } from '../store-select';

/** The prompt's select: where a Buy now pressed before the answer leads (./parts.tsx). */
export const STORE_PROMPT_ID = 'store-prompt';

export function StorePrompt() {
  const [choice, setChoice] = useState('');
  const set = (e: Event) => {
    e.preventDefault();
    if (choice && isStoreChoice(choice)) void saveSettings({ ...settings.snapshot(), storeLocation: choice });
  };
  return (
    <form class="store-prompt" onSubmit={set} aria-labelledby="store-prompt-label">
      <label id="store-prompt-label" for={STORE_PROMPT_ID}>{t('store.prompt')}</label>
      <div class="store-prompt-row">
        <StoreSelect id={STORE_PROMPT_ID} value={choice} onChange={setChoice} />
        <button type="submit" class="button" disabled={!choice}>{t('store.setCountry')}</button>
      </div>
      {choice === OTHER && <p><a class="link-target" href={t('help.site2')} target="_blank" rel="noopener">{t('store.findStore')}</a></p>}
    </form>
  );
}
