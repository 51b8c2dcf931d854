// Asks for the online store country before buy-now links show (select country, Other, set country, find a store).
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/session';
import { isStoreMarket } from '../../state/settings';
import { OTHER, StoreSelect } from '../store-select';

export function StorePrompt() {
  const [choice, setChoice] = useState('');
  const set = (e: Event) => {
    e.preventDefault();
    if (isStoreMarket(choice)) void saveSettings({ ...settings.snapshot(), storeLocation: choice });
  };
  return (
    <form class="store-prompt" onSubmit={set} aria-labelledby="store-prompt-label">
      <label id="store-prompt-label" for="store-prompt">{t('store.prompt')}</label>
      <div class="store-prompt-row">
        <StoreSelect id="store-prompt" value={choice} onChange={setChoice} />
        {choice === OTHER
          ? <a class="button" href={t('help.site2')} target="_blank" rel="noopener">{t('store.findStore')}</a>
          : <button type="submit" class="button" disabled={!choice}>{t('store.setCountry')}</button>}
      </div>
    </form>
  );
}
