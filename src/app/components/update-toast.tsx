// Part of the app chunk (the frame gets it from the app, src/app/layouts/frame.tsx): "Update available" when a new version waits; the member chooses.
import { t } from '../../i18n';
import { applyUpdate, updateLater, updateWaiting } from '../../state/updates';

export function UpdateToast() {
  if (!updateWaiting.value || updateLater.value) return null;
  return (
    <div class="toast" role="status">
      <p>{t('app.updateAvailable')}</p>
      <button type="button" class="button" onClick={applyUpdate}>
        {t('app.updateNow')}
      </button>
      <button type="button" class="button button-secondary" onClick={() => (updateLater.value = true)}>
        {t('app.updateLater')}
      </button>
    </div>
  );
}
