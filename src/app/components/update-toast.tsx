// Part of the main bundle: "Update available" when a new version waits; the member chooses.
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { applyUpdate, updateWaiting } from '../../state/updates';

export function UpdateToast() {
  const [later, setLater] = useState(false);
  if (!updateWaiting.value || later) return null;
  return (
    <div class="toast" role="status">
      <p>{t('app.updateAvailable')}</p>
      <button type="button" class="button" onClick={applyUpdate}>{t('app.updateNow')}</button>
      <button type="button" class="button button-secondary" onClick={() => setLater(true)}>{t('app.updateLater')}</button>
    </div>
  );
}
