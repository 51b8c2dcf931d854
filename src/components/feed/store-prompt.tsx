// Asks once for the online store country before buy-now links show; the answer, Other included, is kept.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/settings-sync';
import type { StoreChoice } from '../../state/settings';
import { StoreSelect } from '../store-select';
import { regainFocus } from '../hold-focus';

/** The prompt's select: where a Buy now pressed before the answer leads (./parts.tsx). */
export const STORE_PROMPT_ID = 'store-prompt';

/** Where the Buy now that led to the question sits: the answer brings the member back to the link in its place. */
let askedFrom: Element | null = null;

/** No store country yet: Buy now leads to the question at the top of the list (focus scrolls it into view). */
export function askForStore(buyNow: Element): void {
  askedFrom = buyNow.parentElement;
  document.getElementById(STORE_PROMPT_ID)?.focus();
}

/** Once answered, the prompt is gone: back to the Buy now that asked (on this screen), else to the page's heading. */
const handOnFocus = () => regainFocus(askedFrom?.isConnected && askedFrom.querySelector<HTMLElement>('.buy-now'));

export function StorePrompt() {
  const [choice, setChoice] = useState('');
  const set = (e: Event) => {
    e.preventDefault();
    // the select offers only markets and Other; the focus moves on once the prompt has gone (a render later)
    if (choice)
      void saveSettings({ ...settings.snapshot(), storeLocation: choice as StoreChoice }).then(() =>
        setTimeout(handOnFocus),
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
