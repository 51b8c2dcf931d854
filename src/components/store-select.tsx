// The online store country: the 14 markets of spec section 3 plus Other.
import { t } from '../i18n';
import { OTHER_STORE, STORE_MARKETS } from '../state/settings';

export const OTHER = OTHER_STORE;

export function StoreSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      <option value="">{t('store.selectCountry')}</option>
      {STORE_MARKETS.map((m) => (
        <option key={m} value={m}>
          {t(`store.markets.${m}`)}
        </option>
      ))}
      <option value={OTHER}>{t('store.other')}</option>
    </select>
  );
}
