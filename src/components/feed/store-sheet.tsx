// Buy now with no store country yet: the country is asked in a sheet over the feed, and the product opens from it.
import { signal } from '@preact/signals';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { MarketLinks } from '../../services/content/entities';
import { buyLink } from '../../services/content/rules';
import { settings } from '../../state/app-state';
import { storeLinks } from '../../state/content';
import { isStoreChoice, OTHER_STORE, type StoreChoice } from '../../state/settings';
import { saveSettings } from '../../state/settings-sync';
import { StoreSelect } from '../store-select';
import { holdFocus } from '../hold-focus';

/** What the Buy now that was tapped would buy, and the button itself (the focus comes back to its place). */
export interface StoreAsk {
  links: MarketLinks;
  fallback: boolean;
  product?: string;
  from: HTMLElement;
}

/** The open question, if any: one sheet per feed (./feed-list.tsx) answers the Buy now of any of its items. */
export const storeAsk = signal<StoreAsk | null>(null);

export const askForStore = (ask: StoreAsk): void => void (storeAsk.value = ask);

/** Where a choice leads for this product: its store link, the store finder for Other, or nowhere (not sold there). */
function targetOf({ links, fallback }: StoreAsk, choice: StoreChoice): string {
  if (choice === OTHER_STORE) return t('help.site2');
  return buyLink(links, choice, fallback ? storeLinks.value : undefined);
}

/** Where the tapped Buy now sits, taken as the sheet opens: its row, its item and the row's place on the screen. */
function placeOf(from: HTMLElement) {
  const row = from.parentElement;
  return { row, item: from.closest<HTMLElement>('.feed-item'), top: row?.getBoundingClientRect().top ?? 0 };
}

/** Back to the tapped Buy now, or the link that took its place, or its item, keeping the row where it was on the
 * screen (the store prompt at the top of the feed goes once the country is set). */
function returnTo(from: HTMLElement, { row, item, top }: ReturnType<typeof placeOf>) {
  if (row?.isConnected) scrollBy(0, row.getBoundingClientRect().top - top);
  const control = from.isConnected ? from : row?.querySelector<HTMLElement>('.buy-now');
  if (control) control.focus({ preventScroll: true });
  else holdFocus(item); // not sold in the market chosen: no Buy now is left in its place
}

export function StoreSheet({ ask }: { ask: StoreAsk }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState('');
  const [place] = useState(() => placeOf(ask.from));

  useEffect(() => {
    const el = dialog.current!;
    el.showModal();
    return () => {
      if (el.open) el.close();
      if (storeAsk.peek() === ask) storeAsk.value = null; // the feed went (a navigation) with the sheet open
      // a render later: the Buy now that was a button is a link once the country is set
      setTimeout(() => returnTo(ask.from, place));
    };
  }, []);

  const close = () => void (storeAsk.value = null);
  // saved as the settings screen saves it; the link's own click opens the product, in this same gesture
  const confirm = () => {
    if (isStoreChoice(choice)) void saveSettings({ ...settings.snapshot(), storeLocation: choice });
    close();
  };

  const chosen = isStoreChoice(choice) && choice ? choice : null;
  const href = chosen ? targetOf(ask, chosen) : '';
  const other = chosen === OTHER_STORE;
  return (
    // `close` comes a task after Escape, when a new question may be open in this sheet's place (see the menu)
    <dialog
      ref={dialog}
      class="sheet"
      aria-labelledby="store-sheet-title"
      onClose={() => dialog.current && close()}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <div class="sheet-body">
        <h2 id="store-sheet-title">{t('settings.store')}</h2>
        {ask.product && (
          <p class="sheet-product" dir="auto">
            {ask.product}
          </p>
        )}
        <label for="store-sheet-country">{t('store.prompt')}</label>
        <StoreSelect id="store-sheet-country" value={choice} onChange={setChoice} />
        <p class="sheet-note" role="status">
          {chosen && !href ? t('store.notSoldThere') : ''}
        </p>
        <div class="sheet-actions">
          {href ? (
            <a class="button" href={href} target="_blank" rel="noopener noreferrer" onClick={confirm}>
              {t(other ? 'store.findStore' : 'store.buyNow')}
            </a>
          ) : (
            <button type="button" class="button" disabled={!chosen} onClick={confirm}>
              {t(chosen ? 'store.setCountry' : 'store.buyNow')}
            </button>
          )}
          <button type="button" class="button button-secondary" onClick={close}>
            {t('store.cancel')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
